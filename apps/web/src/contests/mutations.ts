import type { ContestUpdateRequest } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from './contestsApi';
import { contestKeys } from './queries';

/**
 * Contest writes. Each answers the contest as it now is, so every cached view of contests is
 * marked stale (the list, the page, the board); the promise is returned so the mutation stays
 * pending until the screens showing them have reloaded.
 */
function useContestsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contestKeys.all });
}

export function useRegister(id: string) {
  const refresh = useContestsRefresh();
  return useMutation({
    mutationFn: (joinCode?: string) => api.registerForContest(id, joinCode),
    onSuccess: refresh,
  });
}

export function useStartVirtualRun(id: string) {
  const refresh = useContestsRefresh();
  return useMutation({
    mutationFn: (joinCode?: string) => api.startVirtualRun(id, joinCode),
    onSuccess: refresh,
  });
}

export function useCreateContest() {
  const refresh = useContestsRefresh();
  return useMutation({ mutationFn: api.createContest, onSuccess: refresh });
}

export function useUpdateContest(id: string) {
  const refresh = useContestsRefresh();
  return useMutation({
    mutationFn: (body: ContestUpdateRequest) => api.updateContest(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => api.deleteContest(id, force),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contestKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: contestKeys.all });
    },
  });
}

export function useRevealContest(id: string) {
  const refresh = useContestsRefresh();
  return useMutation({ mutationFn: () => api.revealContest(id), onSuccess: refresh });
}

export function useFinaliseContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.finaliseContest(id),
    // Ratings change with a rated contest's finalisation.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['leaderboard'] }),
      ]),
  });
}
