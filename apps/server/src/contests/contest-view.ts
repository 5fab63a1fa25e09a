import type { Contest, ContestStatus } from '@grindstone/contract';
import type { ContestRow } from '../db/schema';
import { problemLabel } from './boards';
import type { ContestProblemRow, ParticipationRow } from './repository';

export interface ContestViewer {
  userId?: string;
  isAdmin: boolean;
}

export function contestStatus(row: ContestRow, now: number): ContestStatus {
  if (now < row.startsAt.getTime()) return 'upcoming';
  if (now < row.endsAt.getTime()) return 'running';
  return 'ended';
}

/**
 * Who may see a contest: everyone a public one; a private one admins, its participants and
 * whoever has its join code. To anyone else it does not exist (404), so codes cannot be probed
 * contest by contest.
 */
export function maySee(
  row: ContestRow,
  viewer: ContestViewer,
  participations: ParticipationRow[],
  joinCode?: string,
): boolean {
  if (row.visibility === 'public' || viewer.isAdmin) return true;
  if (participations.some((participation) => participation.contestId === row.id)) return true;
  return joinCode !== undefined && row.joinCode !== null && joinCode === row.joinCode;
}

export function contestView(
  row: ContestRow,
  now: number,
  viewer: ContestViewer,
  extra: {
    participations: ParticipationRow[];
    participants: number;
    problemCount: number;
    /** Given only when the viewer may see them (started, or an admin). */
    problems?: ContestProblemRow[];
  },
): Contest {
  const lengthMs = row.endsAt.getTime() - row.startsAt.getTime();
  const frozen = row.freezeAt !== null && row.revealedAt === null && now >= row.freezeAt.getTime();
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    scoring: row.scoring,
    visibility: row.visibility,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    freezeAt: row.freezeAt?.toISOString() ?? null,
    penaltyMinutes: row.penaltyMinutes,
    rated: row.rated,
    status: contestStatus(row, now),
    frozen,
    revealed: row.revealedAt !== null,
    finalised: row.finalisedAt !== null,
    participants: extra.participants,
    problemCount: extra.problemCount,
    ...(extra.problems
      ? {
          problems: extra.problems.map((problem) => ({
            _id: problem.id,
            title: problem.title,
            label: problemLabel(problem.position),
            difficulty: problem.difficulty,
          })),
        }
      : {}),
    participations: extra.participations
      .filter((participation) => participation.contestId === row.id)
      .map((participation) => ({
        virtual: participation.virtual,
        startsAt: participation.startsAt.toISOString(),
        endsAt: new Date(participation.startsAt.getTime() + lengthMs).toISOString(),
      })),
    ...(viewer.isAdmin ? { joinCode: row.joinCode } : {}),
  };
}

/** Problems are shown once the contest has started; admins always see them. */
export const mayListProblems = (row: ContestRow, viewer: ContestViewer, now: number) =>
  viewer.isAdmin || now >= row.startsAt.getTime();
