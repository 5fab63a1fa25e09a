import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import * as api from './contestsApi';

/** Query keys of the contests feature; writes name what they changed by these. */
export const contestKeys = {
  all: ['contests'] as const,
  list: (userId: string | undefined) => ['contests', 'list', userId] as const,
  detail: (id: string, userId?: string | undefined, joinCode?: string | undefined) =>
    ['contests', 'detail', id, userId, joinCode ?? ''] as const,
  /** Everything about one contest: its page, the learner's submissions, the board. */
  one: (id: string) => ['contests', 'detail', id] as const,
  submissions: (id: string, userId: string | undefined) =>
    ['contests', 'submissions', id, userId] as const,
  scoreboard: (id: string, query: api.ScoreboardQuery, userId: string | undefined) =>
    [
      'contests',
      'scoreboard',
      id,
      query.page,
      query.virtual,
      query.joinCode ?? '',
      userId,
    ] as const,
  boards: (id: string) => ['contests', 'scoreboard', id] as const,
  leaderboard: (page: number) => ['leaderboard', page] as const,
  ratings: (userId: string) => ['contests', 'ratings', userId] as const,
};

/** The viewer's own id: what the server answers depends on who asks (registrations, own rows). */
function useViewerId() {
  return useAuth().user?._id;
}

export function useContests() {
  const userId = useViewerId();
  return useQuery({ queryKey: contestKeys.list(userId), queryFn: api.fetchContests });
}

export function useContest(id: string, joinCode?: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: contestKeys.detail(id, userId, joinCode),
    queryFn: () => api.fetchContest(id, joinCode),
    enabled: id !== '',
    retry: false,
  });
}

export function useContestSubmissions(id: string, enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: contestKeys.submissions(id, userId),
    queryFn: () => api.fetchContestSubmissions(id),
    enabled: enabled && userId !== undefined,
    retry: false,
  });
}

export function useScoreboard(id: string, query: api.ScoreboardQuery) {
  const userId = useViewerId();
  return useQuery({
    queryKey: contestKeys.scoreboard(id, query, userId),
    queryFn: () => api.fetchScoreboard(id, query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useLeaderboard(page: number) {
  return useQuery({
    queryKey: contestKeys.leaderboard(page),
    queryFn: () => api.fetchLeaderboard(page),
    placeholderData: keepPreviousData,
  });
}

export function useRatingHistory(userId: string | undefined) {
  return useQuery({
    queryKey: contestKeys.ratings(userId ?? ''),
    queryFn: () => api.fetchRatingHistory(userId ?? ''),
    enabled: userId !== undefined && userId !== '',
    retry: false,
  });
}
