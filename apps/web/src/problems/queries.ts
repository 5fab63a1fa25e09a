import type { Score } from '@grindstone/contract';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiRequestError } from '../api/ApiRequestError';
import { useAuth } from '../auth/AuthContext';
import type { ProblemListFilters } from './listParams';
import {
  fetchAllProblems,
  fetchBestScores,
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
  bestScores: (userId: string | undefined) => ['problems', 'bestScores', userId] as const,
  detail: (id: string) => ['problems', 'detail', id] as const,
  submissions: (id: string) => ['submissions', id] as const,
};

const problemListQuery = (filters: ProblemListFilters) =>
  queryOptions({
    queryKey: problemKeys.list(filters),
    queryFn: () => fetchProblemList(filters),
  });

export function useProblemList(filters: ProblemListFilters) {
  return useQuery({ ...problemListQuery(filters), placeholderData: keepPreviousData });
}

const solvedQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: problemKeys.solved(userId), queryFn: fetchSolvedProblems });

/** Ids of the problems the signed-in user has solved (fetched only when logged in). */
export function useSolvedIds() {
  const { user } = useAuth();
  const query = useQuery({
    ...solvedQuery(user?._id),
    enabled: Boolean(user),
    select: (problems) => new Set(problems.map((problem) => problem._id)),
  });
  return query.data ?? new Set<string>();
}

/** A learner's best points on a problem scored by subtasks. */
export type BestScore = Pick<Score, 'score' | 'maxScore'>;

/**
 * The signed-in user's best score by problem id, on the problems scored by subtasks they have
 * submitted to (empty for a guest). A submit with a score marks it stale (judge/useJudge.ts).
 */
export function useBestScores() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: problemKeys.bestScores(user?._id),
    queryFn: fetchBestScores,
    enabled: Boolean(user),
    select: (scores) =>
      new Map<string, BestScore>(
        scores.map(({ problemId, score, maxScore }) => [problemId, { score, maxScore }]),
      ),
  });
  return query.data ?? new Map<string, BestScore>();
}

/**
 * Loads what the problem list shows into the cache ahead of its page (see app/startLoading.ts):
 * the page of problems the URL asks for, and, once the session check names the user, their
 * solved problems.
 */
export function prefetchProblemList(
  queryClient: QueryClient,
  filters: ProblemListFilters,
  session: Promise<{ _id: string } | null>,
) {
  return Promise.all([
    queryClient.prefetchQuery(problemListQuery(filters)),
    session.then((user) => user && queryClient.prefetchQuery(solvedQuery(user._id))),
  ]);
}

const problemQuery = (id: string) => ({
  queryKey: problemKeys.detail(id),
  queryFn: () => fetchProblem(id),
  retry: false,
});

/** No problem has this id (404), or none could (400, not an id): asking again changes nothing. */
export function isMissingProblem(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function useProblem(id: string) {
  const queryClient = useQueryClient();
  // The start-up prefetch may already have learned that there is no such problem: the page
  // shows that answer instead of asking a second time (other failures are asked again).
  const earlier = queryClient.getQueryState(problemKeys.detail(id))?.error;
  return useQuery({ ...problemQuery(id), retryOnMount: !isMissingProblem(earlier) });
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

/**
 * Every problem by title (admin dropdown and table, titles by id), in one unpaged request;
 * `enabled: false` holds it back until a screen knows it needs them.
 */
export function useAllProblems({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: problemKeys.everything,
    queryFn: fetchAllProblems,
    retry: false,
    enabled,
  });
}
