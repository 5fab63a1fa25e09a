import { type Assignment, assignmentInputSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AssignmentBody } from '../../classes/classesApi';
import { isoToLocalInput, localInputToIso } from '../admin/contests/contestFormValues';

/** The assignment form as the browser holds it: times as `datetime-local` text. */
export interface AssignmentFormValues {
  title: string;
  problemIds: string[];
  opensAt: string;
  dueAt: string;
  /** `none`: late solves score nothing; `penalty`: they lose `penalty` percent. */
  latePolicy: 'none' | 'penalty';
  penalty: string;
}

export function emptyAssignmentForm(now = Date.now()): AssignmentFormValues {
  // Open from the coming hour, due a week later at the same time.
  const opens = new Date(now + 3600_000);
  opens.setMinutes(0, 0, 0);
  const due = new Date(opens.getTime() + 7 * 24 * 3600_000);
  return {
    title: '',
    problemIds: [],
    opensAt: isoToLocalInput(opens.toISOString()),
    dueAt: isoToLocalInput(due.toISOString()),
    latePolicy: 'none',
    penalty: '20',
  };
}

export function assignmentToForm(assignment: Assignment): AssignmentFormValues {
  return {
    title: assignment.title,
    problemIds: assignment.problems.map((problem) => problem._id),
    opensAt: isoToLocalInput(assignment.opensAt),
    dueAt: isoToLocalInput(assignment.dueAt),
    latePolicy: assignment.latePolicy === 'none' ? 'none' : 'penalty',
    penalty: assignment.latePolicy === 'none' ? '20' : String(assignment.latePolicy),
  };
}

/** A penalty as typed: a number when it is one, else the text (the schema refuses it). */
function penaltyValue(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The request body of `POST /classes/:id/assignments` the form stands for. */
export function toAssignmentBody(values: AssignmentFormValues): AssignmentBody {
  return {
    title: values.title,
    problemIds: values.problemIds,
    opensAt: localInputToIso(values.opensAt),
    dueAt: localInputToIso(values.dueAt),
    latePolicy: values.latePolicy === 'none' ? 'none' : penaltyValue(values.penalty),
  };
}

/**
 * An edit sends only what changed from the form's starting values, so an untouched time keeps
 * its seconds and an untouched problem list is not rewritten.
 */
export function toAssignmentChanges(
  initial: AssignmentFormValues,
  values: AssignmentFormValues,
): Partial<AssignmentBody> {
  const before = toAssignmentBody(initial) as unknown as Record<string, unknown>;
  const after = toAssignmentBody(values) as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes as Partial<AssignmentBody>;
}

const schemaResolver = zodResolver(assignmentInputSchema);

/**
 * Validates with the contract's own schema (the server's rules and messages), by body path; a
 * refused late policy shows under the penalty field.
 */
export const assignmentFormResolver: Resolver<AssignmentFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toAssignmentBody(values), context, options as never);
  const errors = { ...result.errors } as Record<string, unknown>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  if (errors.latePolicy) {
    errors.penalty = errors.latePolicy;
    delete errors.latePolicy;
  }
  return { values: {}, errors: errors as FieldErrors<AssignmentFormValues> };
};
