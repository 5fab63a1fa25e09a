import type { ContestGate } from '../submissions/routes';
import type { ContestBoards } from './boards';
import { contestEntry } from './contest-entry';
import type { ContestsRepository } from './repository';

/** What Submit asks of the contests feature (a submission's `contestId`). */
export function contestGate(
  contests: ContestsRepository,
  boards: ContestBoards,
  now: () => number = Date.now,
): ContestGate {
  return {
    entry: (userId, contestId, problemId) =>
      contestEntry(contests, userId, contestId, problemId, now()),
    submissionChanged: (contestId, submissionId) =>
      boards.changed({ contestId, kind: 'submission', id: submissionId }),
  };
}
