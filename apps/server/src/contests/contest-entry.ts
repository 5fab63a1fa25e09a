import { contestMessages } from '@grindstone/contract';
import { AppError, notFound } from '../errors';
import type { ContestsRepository } from './repository';

export interface ContestEntry {
  contestId: string;
  participantId: string;
}

/**
 * Whether a submission with `contestId` may count for that contest, and for which of the
 * learner's participations: only registered participants (403), only while the contest runs
 * for them — officially or in their virtual run — (409), only its problems (400).
 */
export async function contestEntry(
  contests: ContestsRepository,
  userId: string,
  contestId: string,
  problemId: string,
  now: number,
): Promise<ContestEntry> {
  const row = await contests.findById(contestId);
  if (!row) throw notFound(contestMessages.notFound);
  const participations = await contests.participationsOf(userId, [contestId]);
  if (participations.length === 0) throw new AppError('FORBIDDEN', contestMessages.notRegistered);
  const lengthMs = row.endsAt.getTime() - row.startsAt.getTime();
  const running = participations.find((participation) => {
    const start = participation.virtual ? participation.startsAt.getTime() : row.startsAt.getTime();
    return now >= start && now < start + lengthMs;
  });
  if (!running) throw new AppError('CONFLICT', contestMessages.notRunning);
  const problems = await contests.problemsOf(contestId);
  if (!problems.some((problem) => problem.id === problemId)) {
    throw new AppError('VALIDATION_FAILED', contestMessages.notInContest, [
      { path: 'contestId', message: contestMessages.notInContest },
    ]);
  }
  return { contestId, participantId: running.id };
}
