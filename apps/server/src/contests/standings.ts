import type {
  ContestScoring,
  PostAuthor,
  ScoreboardCell,
  ScoreboardRow,
} from '@grindstone/contract';

/**
 * Contest standings, computed from a contest's submissions in memory (pure: no database, no
 * clock). ICPC: a row ranks by problems solved, then by penalty: for each solved problem, the
 * whole minutes from the participant's start to the first accepted submission plus
 * `penaltyMinutes` for every rejected try before it. IOI: by the sum of each problem's best
 * points, then by the minutes of the last improvement (earlier first). Compilation errors and
 * judge failures are not tries; ties share a rank. docs/contests.md has the rules with examples.
 */

/** What a submission means for the board once judged. */
export type BoardOutcome = 'accepted' | 'rejected' | 'ignored' | 'judging';

export interface BoardSubmission {
  id: string;
  participantId: string;
  problemId: string;
  /** Milliseconds from the participant's start (the contest's, or the virtual run's). */
  elapsedMs: number;
  outcome: BoardOutcome;
  /** The points it earned under IOI scoring (repository.ts `pointsOf`). */
  points: number;
}

export interface BoardParticipant {
  id: string;
  user: PostAuthor;
  virtual: boolean;
}

export interface BoardRules {
  scoring: ContestScoring;
  problems: Array<{ id: string; label: string }>;
  penaltyMinutes: number;
  /** Milliseconds from the start at which the board freezes; null without a freeze. */
  freezeOffsetMs: number | null;
}

export interface StandingsView {
  /** Others' submissions from the freeze on show as pending (not for admins, not once revealed). */
  hideAfterFreeze: boolean;
  /** Only submissions up to this elapsed time count: the board as a virtual runner sees it. */
  asOfElapsedMs?: number;
}

/** A row before ranking, with what sorting needs. */
export interface ScoredRow extends Omit<ScoreboardRow, 'rank'> {
  participantId: string;
  /** Elapsed minutes of the last first-accepted submission: earlier ranks first among equals. */
  lastSolveMinutes: number;
  /** What ranks first, higher better: ICPC problems solved, IOI points. */
  primary: number;
  /** Then, lower better: ICPC penalty, IOI minutes of the last improvement. */
  secondary: number;
}

export function scoreRow(
  participant: BoardParticipant,
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: StandingsView,
): ScoredRow {
  const byProblem = new Map<string, BoardSubmission[]>();
  for (const submission of submissions) {
    const list = byProblem.get(submission.problemId);
    if (list) list.push(submission);
    else byProblem.set(submission.problemId, [submission]);
  }
  let solved = 0;
  let penalty = 0;
  let lastSolveMinutes = 0;
  let points = 0;
  let lastImprovementMinutes = 0;
  const ioi = rules.scoring === 'ioi';
  const cells = rules.problems.map((problem): ScoreboardCell => {
    const tries = byProblem.get(problem.id) ?? [];
    const cell = scoreCell(tries, rules, view);
    if (cell.solved && cell.minutes !== null) {
      solved += 1;
      penalty += cell.minutes + rules.penaltyMinutes * (cell.tries - 1);
      lastSolveMinutes = Math.max(lastSolveMinutes, cell.minutes);
    }
    if (!ioi) return { problemId: problem.id, label: problem.label, ...cell };
    const best = bestPoints(tries, rules, view);
    if (best) {
      points += best.points;
      lastImprovementMinutes = Math.max(lastImprovementMinutes, best.minutes);
    }
    return { problemId: problem.id, label: problem.label, ...cell, score: best?.points ?? null };
  });
  return {
    participantId: participant.id,
    user: participant.user,
    virtual: participant.virtual,
    solved,
    penalty: ioi ? lastImprovementMinutes : penalty,
    ...(ioi ? { score: points } : {}),
    lastSolveMinutes,
    primary: ioi ? points : solved,
    secondary: ioi ? lastImprovementMinutes : penalty,
    problems: cells,
  };
}

/**
 * IOI: a problem's best points among the tries the viewer may see, and the minutes at which they
 * were first reached (a later equal score is no improvement). Null before any judged try.
 */
function bestPoints(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: StandingsView,
): { points: number; minutes: number } | null {
  let best: { points: number; minutes: number } | null = null;
  for (const submission of submissions) {
    if (view.asOfElapsedMs !== undefined && submission.elapsedMs > view.asOfElapsedMs) break;
    if (hidden(submission, rules, view) || submission.outcome === 'ignored') continue;
    if (best === null || submission.points > best.points) {
      best = { points: submission.points, minutes: Math.floor(submission.elapsedMs / 60_000) };
    }
  }
  return best;
}

/** A try whose verdict the viewer may not see yet: frozen, or still being judged. */
const hidden = (submission: BoardSubmission, rules: BoardRules, view: StandingsView) =>
  (view.hideAfterFreeze &&
    rules.freezeOffsetMs !== null &&
    submission.elapsedMs >= rules.freezeOffsetMs) ||
  submission.outcome === 'judging';

/** One problem's cell; `submissions` in the order they were made. */
function scoreCell(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: StandingsView,
): Omit<ScoreboardCell, 'problemId' | 'label'> {
  let rejected = 0;
  let pending = 0;
  for (const submission of submissions) {
    if (view.asOfElapsedMs !== undefined && submission.elapsedMs > view.asOfElapsedMs) break;
    if (hidden(submission, rules, view)) {
      pending += 1;
      continue;
    }
    if (submission.outcome === 'ignored') continue;
    if (submission.outcome === 'accepted') {
      return {
        solved: true,
        tries: rejected + 1,
        minutes: Math.floor(submission.elapsedMs / 60_000),
        pending,
      };
    }
    rejected += 1;
  }
  return { solved: false, tries: rejected, minutes: null, pending };
}

/**
 * Better first: more solved (IOI: points), less penalty (IOI: earlier last improvement), earlier
 * last solve; then by name for a stable order.
 */
export function compareRows(a: ScoredRow, b: ScoredRow): number {
  return (
    b.primary - a.primary ||
    a.secondary - b.secondary ||
    a.lastSolveMinutes - b.lastSolveMinutes ||
    Number(a.virtual) - Number(b.virtual) ||
    a.user.firstName.localeCompare(b.user.firstName) ||
    a.user.lastName.localeCompare(b.user.lastName) ||
    a.participantId.localeCompare(b.participantId)
  );
}

const strictlyBetter = (a: ScoredRow, b: ScoredRow) =>
  a.primary > b.primary || (a.primary === b.primary && a.secondary < b.secondary);

/**
 * Sorts the rows and gives each its rank: one more than the number of official rows strictly
 * better. Official rows so rank among themselves (equal solved and penalty share a rank), and a
 * virtual row shows where it would have placed without changing anyone's official rank.
 */
export function rankRows(rows: ScoredRow[]): Array<ScoredRow & { rank: number }> {
  const sorted = [...rows].sort(compareRows);
  const official = sorted.filter((row) => !row.virtual);
  return sorted.map((row) => ({ ...row, rank: 1 + countStrictlyBetter(official, row) }));
}

/** How many of `sortedOfficial` (sorted by compareRows) are strictly better than `row`. */
export function countStrictlyBetter(sortedOfficial: readonly ScoredRow[], row: ScoredRow): number {
  let low = 0;
  let high = sortedOfficial.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (strictlyBetter(sortedOfficial[middle] as ScoredRow, row)) low = middle + 1;
    else high = middle;
  }
  return low;
}
