import type {
  Contest,
  ContestCreateRequest,
  ContestUpdateRequest,
  contestSubmissionSchema,
  Leaderboard,
  RatingHistory,
  Scoreboard,
} from '@grindstone/contract';
import type { z } from 'zod';
import { apiBaseUrl, apiRequest } from '../api/client';

/** Calls of the contests, scoreboard and leaderboard API (packages/contract/src/contests.ts). */

export type ContestSubmission = z.infer<typeof contestSubmissionSchema>;

/** The create form's body: the contract's request, with its defaults left to the server. */
export type ContestDraft = Omit<
  ContestCreateRequest,
  'description' | 'scoring' | 'visibility' | 'penaltyMinutes' | 'rated'
> &
  Partial<
    Pick<
      ContestCreateRequest,
      'description' | 'scoring' | 'visibility' | 'penaltyMinutes' | 'rated'
    >
  >;

const contestPath = (id: string) => `/contests/${encodeURIComponent(id)}`;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

export async function fetchContests(): Promise<Contest[]> {
  return (await apiRequest<{ contests: Contest[] }>('/contests')).contests;
}

export async function fetchContest(id: string, joinCode?: string): Promise<Contest> {
  return (await apiRequest<{ contest: Contest }>(withQuery(contestPath(id), { joinCode }))).contest;
}

export async function fetchContestSubmissions(id: string): Promise<ContestSubmission[]> {
  return (await apiRequest<{ submissions: ContestSubmission[] }>(`${contestPath(id)}/submissions`))
    .submissions;
}

export interface ScoreboardQuery {
  page: number;
  virtual: boolean;
  joinCode?: string | undefined;
}

export function fetchScoreboard(id: string, query: ScoreboardQuery): Promise<Scoreboard> {
  return apiRequest<Scoreboard>(
    withQuery(`${contestPath(id)}/scoreboard`, {
      page: String(query.page),
      virtual: String(query.virtual),
      joinCode: query.joinCode,
    }),
  );
}

/** The address of the board's live stream (first page), for an EventSource. */
export function scoreboardStreamUrl(id: string, virtual: boolean, joinCode?: string): string {
  return `${apiBaseUrl}${withQuery(`${contestPath(id)}/scoreboard/stream`, {
    virtual: String(virtual),
    joinCode,
  })}`;
}

export function fetchLeaderboard(page: number): Promise<Leaderboard> {
  return apiRequest<Leaderboard>(`/leaderboard?page=${page}`);
}

export function fetchRatingHistory(userId: string): Promise<RatingHistory> {
  return apiRequest<RatingHistory>(`/contests/ratings/${encodeURIComponent(userId)}`);
}

const envelope = async (call: Promise<{ contest: Contest }>) => (await call).contest;

export const registerForContest = (id: string, joinCode?: string) =>
  envelope(
    apiRequest(`${contestPath(id)}/register`, {
      method: 'POST',
      body: joinCode ? { joinCode } : {},
    }),
  );

export const startVirtualRun = (id: string, joinCode?: string) =>
  envelope(
    apiRequest(`${contestPath(id)}/virtual`, {
      method: 'POST',
      body: joinCode ? { joinCode } : {},
    }),
  );

export const createContest = (body: ContestDraft) =>
  envelope(apiRequest('/contests', { method: 'POST', body }));

export const updateContest = (id: string, body: ContestUpdateRequest) =>
  envelope(apiRequest(contestPath(id), { method: 'PUT', body }));

export const deleteContest = (id: string, force: boolean) =>
  apiRequest<void>(`${contestPath(id)}?force=${force}`, { method: 'DELETE' });

export const revealContest = (id: string) =>
  envelope(apiRequest(`${contestPath(id)}/unfreeze`, { method: 'POST' }));

export const finaliseContest = (id: string) =>
  envelope(apiRequest(`${contestPath(id)}/finalise`, { method: 'POST' }));
