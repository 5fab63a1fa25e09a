import type { ReviewGrade } from '@grindstone/contract';

/**
 * Spaced review of solved problems, in the manner of SM-2: each review's grade sets the next
 * interval. "good" walks a ladder of intervals (1, 3, 7, 16, 35 days, then each about 2.2 times
 * the last); "easy" jumps two rungs and adds 30 %; "hard" keeps the rung and adds 20 % to the
 * current interval; "again" starts over tomorrow. A newly solved problem is first due a day
 * after it was solved. docs/practice.md has the table.
 */
export const REVIEW_LADDER_DAYS = [1, 3, 7, 16, 35, 77, 170, 374] as const;
const DAY_MS = 86_400_000;

export interface ReviewState {
  step: number;
  intervalDays: number;
}

const rung = (step: number): number => {
  const last = REVIEW_LADDER_DAYS.length - 1;
  if (step <= last) return REVIEW_LADDER_DAYS[step] as number;
  return Math.round((REVIEW_LADDER_DAYS[last] as number) * 2.2 ** (step - last));
};

export function firstReview(solvedAt: Date) {
  return { step: 0, intervalDays: 1, dueAt: new Date(solvedAt.getTime() + DAY_MS) };
}

export function nextReview(state: ReviewState, grade: ReviewGrade, now: number) {
  let step: number;
  let intervalDays: number;
  if (grade === 'again') {
    step = 0;
    intervalDays = 1;
  } else if (grade === 'hard') {
    step = state.step;
    intervalDays = Math.max(1, Math.round(state.intervalDays * 1.2));
  } else if (grade === 'good') {
    step = state.step + 1;
    intervalDays = rung(step);
  } else {
    step = state.step + 2;
    intervalDays = Math.round(rung(step) * 1.3);
  }
  return { step, intervalDays, dueAt: new Date(now + intervalDays * DAY_MS) };
}
