import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import type { ProblemListFilters } from './listParams';
import {
  fetchAllProblems,
  fetchProblem,
  fetchProblemList,
  fetchSolvedProblems,
  fetchSubmissions,
} from './problemsApi';
import { toSubmissionRows } from './submissionFormat';

export const problemKeys = {
  all: ['problems'] as const,
  list: (filters: ProblemListFilters) => ['problems', 'list', filters] as const,
  everything: ['problems', 'everything'] as const,
  solved: (userId: string | undefined) => ['problems', 'solved', userId] as const,
  detail: (id: string) => ['problems', 'detail', id] as const,
  submissions: (id: string) => ['submissions', id] as const,
};

export function useProblemList(filters: ProblemListFilters) {
  return useQuery({
    queryKey: problemKeys.list(filters),
    queryFn: () => fetchProblemList(filters),
    placeholderData: keepPreviousData,
  });
}

/** Ids of the problems the signed-in user has solved (fetched only when logged in). */
export function useSolvedIds() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: problemKeys.solved(user?._id),
    queryFn: fetchSolvedProblems,
    enabled: Boolean(user),
    select: (problems) => new Set(problems.map((problem) => problem._id)),
  });
  return query.data ?? new Set<string>();
}

const problemQuery = (id: string) => ({
  queryKey: problemKeys.detail(id),
  queryFn: () => fetchProblem(id),
  retry: false,
});

export function useProblem(id: string) {
  return useQuery(problemQuery(id));
}

/** Loads a problem into the cache ahead of its page (see app/startLoading.ts). */
export function prefetchProblem(queryClient: QueryClient, id: string) {
  return queryClient.prefetchQuery(problemQuery(id));
}

export function useSubmissions(problemId: string, enabled: boolean) {
  return useQuery({
    queryKey: problemKeys.submissions(problemId),
    queryFn: async () => toSubmissionRows(await fetchSubmissions(problemId)),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** Every problem by title (admin dropdown and table), in one unpaged request. */
export function useAllProblems() {
  return useQuery({ queryKey: problemKeys.everything, queryFn: fetchAllProblems, retry: false });
}
