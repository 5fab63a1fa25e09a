import type { ScoreboardCell } from '@grindstone/contract';

export type CellTone = 'solved' | 'rejected' | 'pending' | 'empty';

export interface CellView {
  tone: CellTone;
  /** The big line: minutes of the solve, `−2`, `?`; empty when nothing was tried. */
  main: string;
  /** The small line under it: `2 tries`, `3 pending`. */
  detail: string;
  /** The whole cell in words, for screen readers. */
  label: string;
}

const MINUS = '\u2212';
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
