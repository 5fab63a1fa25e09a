import type { ReviewGrade } from '@grindstone/contract';

export const gradeLabels: Record<ReviewGrade, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

/** A review's date as the learner reads it: "Sun, Nov 29, 2026". */
export function formatDueDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** "3 problems to review today", "1 problem to review today", "Nothing to review today". */
export function dueTodayText(count: number): string {
  if (count === 0) return 'Nothing to review today';
  return `${count} problem${count === 1 ? '' : 's'} to review today`;
}

/** "in 3 days", "in 1 day". */
export function intervalText(days: number): string {
  const rounded = Math.max(1, Math.round(days));
  return `in ${rounded} day${rounded === 1 ? '' : 's'}`;
}
