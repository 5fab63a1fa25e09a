/**
 * Contest ratings, an Elo method for many players (docs/contests.md): every pair of rated
 * participants is a game, won by the better rank (a tie is a draw). A participant's change is
 * K × (games won − games expected) / (opponents), with the expected score against an opponent
 * 1 / (1 + 10^((their rating − mine) / 400)). Newcomers start at 1500.
 */
export const INITIAL_RATING = 1500;
const K = 64;

export interface RatedResult {
  userId: string;
  rank: number;
  rating: number | null;
}

export function ratingChanges(results: readonly RatedResult[]) {
  const before = results.map((result) => result.rating ?? INITIAL_RATING);
  const n = results.length;
  return results.map((result, i) => {
    let delta = 0;
    if (n > 1) {
      let score = 0;
      let expected = 0;
      const mine = before[i] as number;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const other = results[j] as RatedResult;
        score += result.rank < other.rank ? 1 : result.rank === other.rank ? 0.5 : 0;
        expected += 1 / (1 + 10 ** (((before[j] as number) - mine) / 400));
      }
      delta = Math.round((K * (score - expected)) / (n - 1));
    }
    return {
      userId: result.userId,
      rank: result.rank,
      ratingBefore: before[i] as number,
      ratingAfter: (before[i] as number) + delta,
    };
  });
}
