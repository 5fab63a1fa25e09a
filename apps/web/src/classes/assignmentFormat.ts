import type { AssignmentProblemStatus, LatePolicy, ProblemProgress } from '@grindstone/contract';
import { formatCountdown } from '../contests/countdown';

export type AssignmentPhase = 'upcoming' | 'open' | 'past-due';

/** Where an assignment stands for one learner at `now`: not open yet, open, or past their due date. */
export function assignmentPhase(
  assignment: { opensAt: string },
  dueAt: string,
  now: number,
): AssignmentPhase {
  if (now < Date.parse(assignment.opensAt)) return 'upcoming';
  if (now < Date.parse(dueAt)) return 'open';
  return 'past-due';
}

/** The countdown's line for a learner: `Opens in …`, `Due in …`, or `Past due`. */
export function dueCountdownText(assignment: { opensAt: string }, dueAt: string, now: number) {
  const phase = assignmentPhase(assignment, dueAt, now);
  if (phase === 'upcoming')
    return `Opens in ${formatCountdown(Date.parse(assignment.opensAt) - now)}`;
  if (phase === 'open') return `Due in ${formatCountdown(Date.parse(dueAt) - now)}`;
  return 'Past due';
}

/** The late policy in words. */
export function latePolicyText(policy: LatePolicy): string {
  if (policy === 'none') return 'Late solves score nothing';
  if (policy === 0) return 'Late solves count in full';
  return `Late solves lose ${policy}%`;
}

/** A score as it reads: whole numbers plain, others with at most two decimals (`2.5`). */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** A 0–1 similarity as a whole percentage. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export const statusLabels: Record<AssignmentProblemStatus, string> = {
  solved: 'Solved',
  attempted: 'Attempted',
  none: 'Not started',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One learner's standing on one problem in words (a cell's title and screen-reader text). */
export function describeProgress(
  progress: ProblemProgress | undefined,
  formatTime: (iso: string) => string,
): string {
  if (!progress || progress.status === 'none') return 'Not started';
  const attempts = plural(progress.attempts, 'attempt', 'attempts');
  if (progress.status === 'attempted') return `Attempted, ${attempts}, not solved`;
  const when = progress.solvedAt ? ` on ${formatTime(progress.solvedAt)}` : '';
  return `Solved${when}, ${attempts}${progress.late ? ', late' : ''}`;
}

/** A person's full name, as the roster and the matrix show it. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
