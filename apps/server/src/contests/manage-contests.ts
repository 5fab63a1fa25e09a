import { randomBytes } from 'node:crypto';
import {
  type ContestCreateRequest,
  type ContestUpdateRequest,
  contestMessages,
  contestTimeIssue,
} from '@grindstone/contract';
import type { ContestRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { ProblemsRepository } from '../problems/repository';
import type { ContestBoards } from './boards';
import type { ContestFields, ContestsRepository } from './repository';

export interface ManageContestDeps {
  contests: ContestsRepository;
  problems: Pick<ProblemsRepository, 'existingIds'>;
  boards: ContestBoards;
  now: () => number;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** A code a person can type: 10 letters and digits without look-alikes. */
function newJoinCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

async function requireProblems(problems: ManageContestDeps['problems'], problemIds: string[]) {
  const found = await problems.existingIds(problemIds);
  if (found.size !== problemIds.length) {
    throw invalid('problemIds', contestMessages.unknownProblems);
  }
}

export async function loadContest(contests: ContestsRepository, id: string): Promise<ContestRow> {
  const row = await contests.findById(id);
  if (!row) throw notFound(contestMessages.notFound);
  return row;
}

export async function createContest(
  deps: ManageContestDeps,
  request: ContestCreateRequest,
): Promise<string> {
  await requireProblems(deps.problems, request.problemIds);
  const fields: ContestFields = {
    title: request.title,
    description: request.description,
    scoring: request.scoring,
    visibility: request.visibility,
    joinCode: request.visibility === 'private' ? (request.joinCode ?? newJoinCode()) : null,
    startsAt: new Date(request.startsAt),
    endsAt: new Date(request.endsAt),
    freezeAt: request.freezeAt ? new Date(request.freezeAt) : null,
    penaltyMinutes: request.penaltyMinutes,
    rated: request.rated,
  };
  return deps.contests.insert(fields, request.problemIds);
}

/** Changes only the fields given; the time rules hold for the contest as it will be. */
export async function updateContest(
  deps: ManageContestDeps,
  id: string,
  request: ContestUpdateRequest,
): Promise<void> {
  const row = await loadContest(deps.contests, id);
  const fields: Partial<ContestFields> = {};
  if (request.title !== undefined) fields.title = request.title;
  if (request.description !== undefined) fields.description = request.description;
  if (request.penaltyMinutes !== undefined) fields.penaltyMinutes = request.penaltyMinutes;
  if (request.rated !== undefined) fields.rated = request.rated;
  if (request.startsAt !== undefined) fields.startsAt = new Date(request.startsAt);
  if (request.endsAt !== undefined) fields.endsAt = new Date(request.endsAt);
  if (request.freezeAt !== undefined) {
    fields.freezeAt = request.freezeAt === null ? null : new Date(request.freezeAt);
  }
  if (request.visibility !== undefined) fields.visibility = request.visibility;
  const visibility = request.visibility ?? row.visibility;
  if (visibility === 'public') {
    if (row.joinCode !== null) fields.joinCode = null;
  } else if (request.joinCode !== undefined) {
    fields.joinCode = request.joinCode;
  } else if (row.joinCode === null) {
    fields.joinCode = newJoinCode();
  }
  const issue = contestTimeIssue({
    startsAt: fields.startsAt ?? row.startsAt,
    endsAt: fields.endsAt ?? row.endsAt,
    freezeAt: fields.freezeAt === undefined ? row.freezeAt : fields.freezeAt,
  });
  if (issue) throw invalid(issue.path, issue.message);
  if (request.problemIds) await requireProblems(deps.problems, request.problemIds);
  await deps.contests.update(id, fields, request.problemIds);
  await deps.boards.changed({ contestId: id, kind: 'contest' });
}

/**
 * Removes a contest. One with submissions is kept unless forced; forced, its submissions stay
 * in their authors' histories as practice.
 */
export async function deleteContest(deps: ManageContestDeps, id: string, force: boolean) {
  await loadContest(deps.contests, id);
  if (!force && (await deps.contests.hasSubmissions(id))) {
    throw conflict(contestMessages.hasSubmissions);
  }
  await deps.contests.remove(id);
  await deps.boards.changed({ contestId: id, kind: 'contest' });
}

/** Shows everyone the final standings of a frozen contest, once it has ended. */
export async function revealContest(deps: ManageContestDeps, id: string): Promise<void> {
  const row = await loadContest(deps.contests, id);
  if (deps.now() < row.endsAt.getTime()) throw conflict(contestMessages.notEndedReveal);
  if (row.revealedAt === null) {
    await deps.contests.markRevealed(id, new Date(deps.now()));
    await deps.boards.changed({ contestId: id, kind: 'contest' });
  }
}
