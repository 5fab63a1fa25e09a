import {
  type Contest,
  type ContestScoring,
  type ContestUpdateRequest,
  contestCreateSchema,
  DEFAULT_PENALTY_MINUTES,
} from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContestDraft } from '../../../contests/contestsApi';

/** The contest form as the browser holds it: times as `datetime-local` text, numbers as text. */
export interface ContestFormValues {
  title: string;
  description: string;
  scoring: ContestScoring;
  visibility: 'public' | 'private';
  joinCode: string;
  problemIds: string[];
  startsAt: string;
  endsAt: string;
  /** Empty: no freeze. */
  freezeAt: string;
  penaltyMinutes: string;
  rated: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone (minutes). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value as an ISO time with an offset; anything that is not a time stays
 * as it is, so the contract's rule refuses it with its own message.
 */
export function localInputToIso(local: string): string {
  const date = new Date(local);
  return local !== '' && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

export function emptyContestForm(now = Date.now()): ContestFormValues {
  // A round hour tomorrow, two hours long: a sensible start to edit from.
  const start = new Date(now + 24 * 3600_000);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3600_000);
  return {
    title: '',
    description: '',
    scoring: 'icpc',
    visibility: 'public',
    joinCode: '',
    problemIds: [],
    startsAt: isoToLocalInput(start.toISOString()),
    endsAt: isoToLocalInput(end.toISOString()),
    freezeAt: '',
    penaltyMinutes: String(DEFAULT_PENALTY_MINUTES),
    rated: false,
  };
}

export function contestToForm(contest: Contest): ContestFormValues {
  return {
    title: contest.title,
    description: contest.description,
    scoring: contest.scoring,
    visibility: contest.visibility,
    joinCode: contest.joinCode ?? '',
    problemIds: contest.problems?.map((problem) => problem._id) ?? [],
    startsAt: isoToLocalInput(contest.startsAt),
    endsAt: isoToLocalInput(contest.endsAt),
    freezeAt: isoToLocalInput(contest.freezeAt),
    penaltyMinutes: String(contest.penaltyMinutes),
    rated: contest.rated,
  };
}

/** The request body of `POST /contests` the form stands for. */
export function toContestBody(values: ContestFormValues): ContestDraft {
  const penalty = values.penaltyMinutes.trim();
  const joinCode = values.joinCode.trim();
  return {
    title: values.title,
    description: values.description,
    scoring: values.scoring,
    visibility: values.visibility,
    ...(values.visibility === 'private' && joinCode !== '' ? { joinCode } : {}),
    problemIds: values.problemIds,
    startsAt: localInputToIso(values.startsAt),
    endsAt: localInputToIso(values.endsAt),
    freezeAt: values.freezeAt === '' ? null : localInputToIso(values.freezeAt),
    penaltyMinutes: penalty === '' ? DEFAULT_PENALTY_MINUTES : Number(penalty),
    rated: values.rated,
  };
}

/**
 * An edit sends only what changed from the form's starting values, so that an untouched time
 * keeps its seconds and an untouched problem list is not rewritten.
 */
export function toContestChanges(
  initial: ContestFormValues,
  values: ContestFormValues,
): ContestUpdateRequest {
  const before = toContestBody(initial) as Record<string, unknown>;
  const after = toContestBody(values) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes as ContestUpdateRequest;
}

const schemaResolver = zodResolver(contestCreateSchema);

/** Validates with the contract's own schema (the server's rules and messages), by body path. */
export const contestFormResolver: Resolver<ContestFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toContestBody(values), context, options as never);
  if (Object.keys(result.errors).length > 0) {
    return { values: {}, errors: result.errors as FieldErrors<ContestFormValues> };
  }
  return { values, errors: {} };
};
