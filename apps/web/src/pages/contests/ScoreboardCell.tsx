import type { ScoreboardCell as Cell, ContestScoring } from '@grindstone/contract';
import { cx } from '../../components/ui/cx';
import { type CellTone, describeCell, describeIoiCell } from '../../contests/scoreboardCell';

const toneClasses: Record<CellTone, string> = {
  solved: 'bg-success/15 text-success',
  partial: 'bg-medium/15 text-medium',
  rejected: 'bg-danger/15 text-danger',
  pending: 'bg-info/15 text-info',
  empty: 'text-muted',
};

/**
 * One problem's cell on the board: green solved, red rejected, blue pending, empty untried.
 * Under IOI it shows the problem's best points, amber when only some were earned.
 */
export function ScoreboardCell({ cell, scoring }: { cell: Cell; scoring: ContestScoring }) {
  const view = scoring === 'ioi' ? describeIoiCell(cell) : describeCell(cell);
  return (
    // relative: the screen-reader text is positioned inside the cell, so in a table scrolled
    // sideways on a phone it does not widen the page.
    <td
      data-tone={view.tone}
      className={cx('relative px-2 py-1.5 text-center', toneClasses[view.tone])}
    >
      <span className="sr-only">{view.label}</span>
      <span aria-hidden="true" className="flex flex-col items-center leading-tight">
        <span className="font-mono text-sm font-semibold">{view.main}</span>
        {view.detail ? <span className="text-[0.7rem] opacity-90">{view.detail}</span> : null}
      </span>
    </td>
  );
}
