import type { Contest } from '@grindstone/contract';
import { contestMessages } from '@grindstone/contract';
import type { ContestRow } from '../db/schema';
import { notFound } from '../errors';
import { problemLabel } from './boards';
import { type ContestViewer, contestView, mayListProblems, maySee } from './contest-view';
import type { ContestsRepository } from './repository';

/** Running first (ending soonest), then upcoming (soonest first), then past (latest first). */
function listOrder(now: number) {
  const group = (row: ContestRow) =>
    now < row.startsAt.getTime() ? 1 : now < row.endsAt.getTime() ? 0 : 2;
  return (a: ContestRow, b: ContestRow) =>
    group(a) - group(b) ||
    (group(a) === 0
      ? a.endsAt.getTime() - b.endsAt.getTime()
      : group(a) === 1
        ? a.startsAt.getTime() - b.startsAt.getTime()
        : b.endsAt.getTime() - a.endsAt.getTime());
}

export async function listContests(
  contests: ContestsRepository,
  viewer: ContestViewer,
  now: number,
): Promise<Contest[]> {
  const all = await contests.list();
  const participations = viewer.userId
    ? await contests.participationsOf(
        viewer.userId,
        all.map((row) => row.id),
      )
    : [];
  const visible = all.filter((row) => maySee(row, viewer, participations)).sort(listOrder(now));
  const ids = visible.map((row) => row.id);
  const [participants, problemCounts] = await Promise.all([
    contests.participantCounts(ids),
    contests.problemCounts(ids),
  ]);
  return visible.map((row) =>
    contestView(row, now, viewer, {
      participations,
      participants: participants.get(row.id) ?? 0,
      problemCount: problemCounts.get(row.id) ?? 0,
    }),
  );
}

/** A contest the viewer may see (404 otherwise), with its problems once it has started. */
export async function readContest(
  contests: ContestsRepository,
  viewer: ContestViewer,
  id: string,
  now: number,
  joinCode?: string,
): Promise<{ row: ContestRow; contest: Contest }> {
  const row = await contests.findById(id);
  const participations =
    viewer.userId && row ? await contests.participationsOf(viewer.userId, [id]) : [];
  if (!row || !maySee(row, viewer, participations, joinCode))
    throw notFound(contestMessages.notFound);
  const problems = await contests.problemsOf(id);
  const participants = await contests.participantCounts([id]);
  const contest = contestView(row, now, viewer, {
    participations,
    participants: participants.get(id) ?? 0,
    problemCount: problems.length,
    ...(mayListProblems(row, viewer, now) ? { problems } : {}),
  });
  return { row, contest };
}

/** The viewer's own submissions in the contest, newest first, with the minute they came in. */
export async function ownContestSubmissions(
  contests: ContestsRepository,
  contestId: string,
  userId: string,
) {
  const problems = await contests.problemsOf(contestId);
  const labels = new Map(problems.map((problem) => [problem.id, problemLabel(problem.position)]));
  const rows = await contests.ownSubmissions(contestId, userId);
  return rows.map((row) => ({
    _id: row.id,
    problemId: row.problemId,
    label: labels.get(row.problemId) ?? '?',
    language: row.language,
    status: row.statusId === null ? 'Pending' : row.status,
    virtual: row.virtual,
    minutes: Math.floor((row.createdAt.getTime() - row.startsAt.getTime()) / 60_000),
    createdAt: row.createdAt.toISOString(),
  }));
}
