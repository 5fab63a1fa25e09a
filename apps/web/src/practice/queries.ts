import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import * as api from './practiceApi';

/**
 * Query keys of sheets, lists, notes and review. What the server answers depends on who asks
 * (solved marks, one's own lists and notes), so each key names the viewer.
 */
export const practiceKeys = {
  all: ['practice'] as const,
  sheets: (userId: string | undefined) => ['practice', 'sheets', userId] as const,
  sheet: (id: string, userId: string | undefined) => ['practice', 'sheet', id, userId] as const,
  lists: (userId: string | undefined) => ['practice', 'lists', userId] as const,
  shared: (token: string, userId: string | undefined) =>
    ['practice', 'shared', token, userId] as const,
  note: (problemId: string, userId: string | undefined) =>
    ['practice', 'note', problemId, userId] as const,
  review: (userId: string | undefined) => ['practice', 'review', userId] as const,
  /** The last grade or toggle answered for one problem (no call reads one problem's state). */
  reviewState: (problemId: string, userId: string | undefined) =>
    ['practice', 'review-state', problemId, userId] as const,
  daily: ['practice', 'daily'] as const,
};

function useViewerId() {
  return useAuth().user?._id;
}

export function useSheets() {
  const userId = useViewerId();
  return useQuery({ queryKey: practiceKeys.sheets(userId), queryFn: api.fetchSheets });
}

export function useSheet(id: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: practiceKeys.sheet(id, userId),
    queryFn: () => api.fetchSheet(id),
    retry: false,
  });
}

export function useLists(enabled = true) {
  const userId = useViewerId();
  return useQuery({
    queryKey: practiceKeys.lists(userId),
    queryFn: api.fetchLists,
    enabled: enabled && userId !== undefined,
  });
}

export function useSharedList(token: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: practiceKeys.shared(token, userId),
    queryFn: () => api.fetchSharedList(token),
    retry: false,
  });
}

export function useNote(problemId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: practiceKeys.note(problemId, userId),
    queryFn: () => api.fetchNote(problemId),
    enabled: userId !== undefined,
    // The editor starts from what the server has now, not from a copy kept since.
    staleTime: 0,
  });
}

export function useReviewQueue(enabled = true) {
  const userId = useViewerId();
  return useQuery({
    queryKey: practiceKeys.review(userId),
    queryFn: api.fetchReviewQueue,
    enabled: enabled && userId !== undefined,
    // A solve elsewhere (another tab, the API) adds to it: each screen asks afresh.
    staleTime: 0,
  });
}

/** One solved problem's review (its date and whether review is on); grades and toggles refill it. */
export function useReviewState(problemId: string) {
  const userId = useViewerId();
  return useQuery<api.ReviewState>({
    queryKey: practiceKeys.reviewState(problemId, userId),
    queryFn: () => api.fetchReviewState(problemId),
    enabled: userId !== undefined,
    retry: false,
  });
}

export function useDailyProblem() {
  return useQuery({ queryKey: practiceKeys.daily, queryFn: api.fetchDaily, retry: false });
}
