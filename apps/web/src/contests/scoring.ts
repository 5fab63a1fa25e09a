import type { ContestScoring, Scoreboard } from '@grindstone/contract';

/** Each scoring rule's name and what it ranks by, as the admin form and the contest page say it. */
export const scoringRules: Record<ContestScoring, { name: string; rule: string }> = {
  icpc: { name: 'ICPC', rule: 'problems solved, then penalty time' },
  ioi: { name: 'IOI', rule: 'points per problem, best submission counts' },
};

/**
 * How a board is scored, read from the board itself: the server sends a row's `score` only under
 * IOI. Asking the board rather than the contest keeps the columns right while the contest is
 * still loading, and always matches the fields the rows carry.
 */
export function boardScoring(board: Scoreboard): ContestScoring {
  return board.rows.some((row) => row.score !== undefined) ? 'ioi' : 'icpc';
}
