import { LEADERBOARD_PAGE_SIZE, type Leaderboard } from '@grindstone/contract';
import type { LeaderboardRepository } from './repository';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days in a row with an accepted submission, ending today or yesterday (UTC); else 0. */
export function currentStreak(daysNewestFirst: readonly string[], now: number): number {
  let expected = utcDay(now);
  if (daysNewestFirst[0] !== expected) expected = utcDay(now - DAY_MS);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    streak += 1;
    expected = utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
  }
  return streak;
}

export async function leaderboardPage(
  repository: LeaderboardRepository,
  page: number,
  now: number,
): Promise<Leaderboard> {
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const { entries, total } = await repository.page(offset, LEADERBOARD_PAGE_SIZE);
  const days = await repository.acceptedDays(
    entries.map((entry) => entry.userId),
    new Date(now - 400 * DAY_MS),
  );
  return {
    page,
    totalPages: Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE)),
    rows: entries.map((entry, index) => ({
      rank: offset + index + 1,
      user: { _id: entry.userId, firstName: entry.firstName, lastName: entry.lastName },
      solved: entry.solved,
      score: entry.score,
      streak: currentStreak(days.get(entry.userId) ?? [], now),
      rating: entry.rating,
    })),
  };
}
