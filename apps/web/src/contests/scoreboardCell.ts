import type { ScoreboardCell } from '@grindstone/contract';

export type CellTone = 'solved' | 'partial' | 'rejected' | 'pending' | 'empty';

export interface CellView {
  tone: CellTone;
  /** The big line: minutes of the solve, `−2`, `?` (IOI: the points, `–`); empty when untried. */
  main: string;
  /** The small line under it: `2 tries`, `3 pending`. */
  detail: string;
  /** The whole cell in words, for screen readers. */
  label: string;
}

const MINUS = '\u2212';
const EN_DASH = '\u2013';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How a scoreboard cell reads (ICPC): green with the solve's minute and the tries it took, blue
 * `?` while some tries' verdicts are hidden (frozen) or being judged, red `−N` for rejected
 * tries only, and empty when the problem was not tried.
 */
export function describeCell(cell: ScoreboardCell): CellView {
  const problem = `Problem ${cell.label}`;
  if (cell.solved) {
    const tries = plural(cell.tries, 'try', 'tries');
    return {
      tone: 'solved',
      main: String(cell.minutes ?? 0),
      detail: tries,
      label: `${problem}: solved at minute ${cell.minutes ?? 0}, ${tries}`,
    };
  }
  if (cell.pending > 0) {
    const pending = `${cell.pending} pending`;
    const rejected = cell.tries > 0 ? `${MINUS}${cell.tries} · ` : '';
    return {
      tone: 'pending',
      main: '?',
      detail: `${rejected}${pending}`,
      label: `${problem}: ${cell.tries > 0 ? `${plural(cell.tries, 'rejected try', 'rejected tries')}, ` : ''}${pending} (verdict not shown yet)`,
    };
  }
  if (cell.tries > 0) {
    return {
      tone: 'rejected',
      main: `${MINUS}${cell.tries}`,
      detail: plural(cell.tries, 'try', 'tries'),
      label: `${problem}: not solved, ${plural(cell.tries, 'rejected try', 'rejected tries')}`,
    };
  }
  return { tone: 'empty', main: '', detail: '', label: `${problem}: not tried` };
}

/**
 * How a cell reads under IOI scoring: the problem's best points with the tries, green at full
 * points (the problem is accepted), amber for some points, red for none, and `–` before any
 * judged try. Hidden or unjudged tries turn it blue as under ICPC, but it keeps the points
 * already known, since the row's total counts them.
 */
export function describeIoiCell(cell: ScoreboardCell): CellView {
  const problem = `Problem ${cell.label}`;
  const score = cell.score ?? null;
  const points = score === null ? 'no points yet' : plural(score, 'point', 'points');
  const tries = plural(cell.tries, 'try', 'tries');
  if (!cell.solved && cell.pending > 0) {
    const pending = `${cell.pending} pending`;
    return {
      tone: 'pending',
      main: score === null ? '?' : String(score),
      detail: pending,
      label: `${problem}: ${points}, ${cell.tries > 0 ? `${tries}, ` : ''}${pending} (verdict not shown yet)`,
    };
  }
  if (score === null) {
    return { tone: 'empty', main: EN_DASH, detail: '', label: `${problem}: not tried` };
  }
  return {
    tone: cell.solved ? 'solved' : score > 0 ? 'partial' : 'rejected',
    main: String(score),
    detail: tries,
    label: `${problem}: ${points}, ${tries}`,
  };
}
