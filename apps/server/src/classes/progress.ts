import type { LatePolicy, ProblemProgress } from '@grindstone/contract';
import type { SubmissionFact } from './repository';

/** Each problem of an assignment is worth this many points; a late solve may be worth less. */
export const POINTS_PER_PROBLEM = 100;

export const latePolicyOf = (penaltyPercent: number | null): LatePolicy =>
  penaltyPercent === null ? 'none' : penaltyPercent;
export const penaltyOf = (policy: LatePolicy): number | null => (policy === 'none' ? null : policy);

/**
 * One learner's standing on each problem, from their submissions since the assignment opened
 * (oldest first). Attempts count up to and including the first accepted submission: what came
 * after a solve is practice, not struggle. A solve after the learner's due date is late.
 */
export function learnerProgress(
  problemIds: readonly string[],
  facts: readonly SubmissionFact[],
  dueAt: Date,
): ProblemProgress[] {
  return problemIds.map((problemId) => {
    let attempts = 0;
    let solvedAt: Date | null = null;
    for (const fact of facts) {
      if (fact.problemId !== problemId) continue;
      attempts++;
      if (fact.status === 'Accepted') {
        solvedAt = fact.createdAt;
        break;
      }
    }
    return {
      problemId,
      status: solvedAt ? 'solved' : attempts > 0 ? 'attempted' : 'none',
      attempts,
      solvedAt: solvedAt?.toISOString() ?? null,
      late: solvedAt !== null && solvedAt.getTime() > dueAt.getTime(),
    };
  });
}

/** Points: a solve in time is worth the full points, a late one loses the penalty (or all). */
export function scoreOf(
  progress: readonly ProblemProgress[],
  penaltyPercent: number | null,
): number {
  let score = 0;
  for (const problem of progress) {
    if (problem.status !== 'solved') continue;
    if (!problem.late) score += POINTS_PER_PROBLEM;
    else if (penaltyPercent !== null) score += (POINTS_PER_PROBLEM * (100 - penaltyPercent)) / 100;
  }
  return Math.round(score * 100) / 100;
}
