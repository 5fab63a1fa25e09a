import { contestMessages } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { maySee } from './contest-view';
import type { ManageContestDeps } from './manage-contests';
import { loadContest } from './manage-contests';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The contest a learner asks to take part in, and their participations in it. A private contest
 * without the code finds nothing (404); a wrong code says so (403).
 */
async function contestToJoin(
  deps: ManageContestDeps,
  user: UserRow,
  contestId: string,
  joinCode: string | undefined,
) {
  const row = await loadContest(deps.contests, contestId);
  const participations = await deps.contests.participationsOf(user.id, [contestId]);
  const viewer = { userId: user.id, isAdmin: user.role === 'admin' };
  if (!maySee(row, viewer, participations, joinCode)) {
    if (joinCode !== undefined) throw new AppError('FORBIDDEN', contestMessages.wrongJoinCode);
    throw notFound(contestMessages.notFound);
  }
  return { row, participations };
}

/**
 * Registration, before or during the contest. A private contest needs its join code (admins
 * excepted). Registering again changes nothing; the answer says whether this call registered.
 */
export async function registerForContest(
  deps: ManageContestDeps,
  user: UserRow,
  contestId: string,
  joinCode: string | undefined,
): Promise<boolean> {
  const { row, participations } = await contestToJoin(deps, user, contestId, joinCode);
  if (participations.some((participation) => !participation.virtual)) return false;
  if (deps.now() >= row.endsAt.getTime()) throw conflict(contestMessages.alreadyEnded);
  const id = await deps.contests.addParticipant({
    contestId,
    userId: user.id,
    virtual: false,
    startsAt: row.startsAt,
  });
  if (id) await deps.boards.changed({ contestId, kind: 'participant', id });
  return id !== null;
}

/**
 * A virtual run: after the end, a personal run of the contest's length from now. Its rows are
 * flagged virtual and never change the official ranks. One run per learner and contest.
 */
export async function startVirtualRun(
  deps: ManageContestDeps,
  user: UserRow,
  contestId: string,
  joinCode: string | undefined,
): Promise<void> {
  const { row } = await contestToJoin(deps, user, contestId, joinCode);
  if (deps.now() < row.endsAt.getTime()) throw conflict(contestMessages.notEnded);
  const id = await deps.contests.addParticipant({
    contestId,
    userId: user.id,
    virtual: true,
    startsAt: new Date(deps.now()),
  });
  if (!id) throw conflict(contestMessages.virtualRunning);
  await deps.boards.changed({ contestId, kind: 'participant', id });
}
