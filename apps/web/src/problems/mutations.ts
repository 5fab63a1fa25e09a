import type { ProblemInput } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProblem, deleteProblem, importProblemPackages, updateProblem } from './problemsApi';
import { problemKeys } from './queries';

// The admin's writes to problems. Each marks the cached problems stale (lists, solved marks,
// details) and resolves once the screens showing them have reloaded, so what follows a success
// (an alert, a navigation) sees fresh data. Kept apart from queries.ts, which the app's entry
// loads, so that only the admin pages' chunks carry them.

function useInvalidateProblems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: problemKeys.all });
}

export function useCreateProblem() {
  const invalidate = useInvalidateProblems();
  return useMutation({ mutationFn: createProblem, onSuccess: invalidate });
}

export function useUpdateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProblemInput }) =>
      // The form shows every field it sends; a blank tolerance means the checker's default,
      // which an update only restores when asked to (absent fields keep their stored value).
      updateProblem(id, { ...body, floatTolerance: body.floatTolerance ?? null }),
    onSuccess: ({ problem }, { id }) => {
      // The answer is the problem as saved: it replaces the cached one instead of a refetch
      // (a problem with large tests is megabytes); everything else reloads.
      queryClient.setQueryData(problemKeys.detail(id), problem);
      return queryClient.invalidateQueries({
        queryKey: problemKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== 'detail' || queryKey[2] !== id,
      });
    },
  });
}

export function useDeleteProblem() {
  const invalidate = useInvalidateProblems();
  return useMutation({ mutationFn: deleteProblem, onSuccess: invalidate });
}

export function useImportProblemPackages() {
  const invalidate = useInvalidateProblems();
  return useMutation({ mutationFn: importProblemPackages, onSuccess: invalidate });
}
