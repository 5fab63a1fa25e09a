import { SCOREBOARD_PAGE_SIZE, type Scoreboard, type ScoreboardRow } from '@grindstone/contract';
import type { ContestBoard, RankedRow } from './boards';
import { compareRows, countStrictlyBetter, type StandingsView } from './standings';

export interface BoardViewer {
  userId?: string;
  isAdmin: boolean;
}

/**
 * What this viewer may see of the board now. Admins see it live; everyone else, from the freeze
 * until an admin reveals it, sees others' later submissions as pending tries, but always their
 * own verdicts. A learner inside a virtual run sees the contest as it was at the same elapsed time.
 */
export function viewFor(board: ContestBoard, viewer: BoardViewer, now: number) {
  const { contest } = board;
  const hideAfterFreeze =
    contest.freezeAt !== null && contest.revealedAt === null && !viewer.isAdmin;
  const own = viewer.userId ? board.participationsOf(viewer.userId) : [];
  const running = own.find(
    (row) =>
      row.virtual && now >= row.startsAt.getTime() && now < row.startsAt.getTime() + board.lengthMs,
  );
  const elapsed = running
    ? now - running.startsAt.getTime()
    : Math.min(now, contest.endsAt.getTime()) - contest.startsAt.getTime();
  const view: StandingsView = running
    ? { hideAfterFreeze, asOfElapsedMs: elapsed }
    : { hideAfterFreeze };
  const frozen =
    hideAfterFreeze && board.rules.freezeOffsetMs !== null && elapsed >= board.rules.freezeOffsetMs;
  return { view, frozen, own };
}

export function scoreboardPage(
  board: ContestBoard,
  viewer: BoardViewer,
  now: number,
  options: { page: number; includeVirtual: boolean },
): Scoreboard {
  const { view, frozen, own } = viewFor(board, viewer, now);
  let rows: RankedRow[] = board.rankedRows(view);
  if (!options.includeVirtual) rows = rows.filter((row) => !row.virtual);
  const ownIds = new Set(
    own.filter((row) => options.includeVirtual || !row.virtual).map((row) => row.id),
  );
  if (view.hideAfterFreeze && ownIds.size > 0) rows = withOwnRowsLive(board, rows, ownIds, view);

  const totalPages = Math.max(1, Math.ceil(rows.length / SCOREBOARD_PAGE_SIZE));
  const start = (options.page - 1) * SCOREBOARD_PAGE_SIZE;
  const pageRows = rows.slice(start, start + SCOREBOARD_PAGE_SIZE);
  // The viewer's own rows are always included, after the page's when they are elsewhere.
  for (const row of rows) {
    if (ownIds.has(row.participantId) && !pageRows.includes(row)) pageRows.push(row);
  }
  return { frozen, page: options.page, totalPages, rows: pageRows.map(apiRow) };
}

/** The viewer's own rows with their own verdicts, placed and ranked among the others' frozen rows. */
function withOwnRowsLive(
  board: ContestBoard,
  rows: RankedRow[],
  ownIds: Set<string>,
  view: StandingsView,
): RankedRow[] {
  const others = rows.filter((row) => !ownIds.has(row.participantId));
  const official = others.filter((row) => !row.virtual);
  for (const id of ownIds) {
    const live = board.row(id, { ...view, hideAfterFreeze: false });
    if (!live) continue;
    const ranked = { ...live, rank: 1 + countStrictlyBetter(official, live) };
    let at = 0;
    while (at < others.length && compareRows(others[at] as RankedRow, ranked) < 0) at += 1;
    others.splice(at, 0, ranked);
  }
  return others;
}

const apiRow = (row: RankedRow): ScoreboardRow => ({
  rank: row.rank,
  user: row.user,
  solved: row.solved,
  penalty: row.penalty,
  ...(row.score !== undefined ? { score: row.score } : {}),
  virtual: row.virtual,
  problems: row.problems,
});

/**
 * The page as JSON text. Viewers who take no part in the contest all see the same board, so
 * theirs is made once per change and page and then only sent: at hundreds of requests a second
 * (and a thousand streams) the board is not ranked, copied or serialised again.
 */
export function scoreboardJson(
  board: ContestBoard,
  viewer: BoardViewer,
  now: number,
  options: { page: number; includeVirtual: boolean },
): string {
  const make = () => JSON.stringify(scoreboardPage(board, viewer, now, options));
  const onlooker = !viewer.userId || board.participationsOf(viewer.userId).length === 0;
  if (!onlooker) return make();
  // Whether the board shows as frozen changes with the clock too, not only with the board.
  const frozenNow = board.contest.freezeAt !== null && now >= board.contest.freezeAt.getTime();
  return board.memoized(
    `page:${options.page}:${options.includeVirtual}:${viewer.isAdmin}:${frozenNow}`,
    make,
  );
}
