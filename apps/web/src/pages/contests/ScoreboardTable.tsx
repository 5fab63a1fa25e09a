import type { ContestScoring, Scoreboard, ScoreboardRow } from '@grindstone/contract';
import { Badge } from '../../components/ui/Badge';
import { cx } from '../../components/ui/cx';
import { boardScoring } from '../../contests/scoring';
import { ScoreboardCell } from './ScoreboardCell';

const fullName = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * The two totals a row ranks by: what counts first, then what breaks ties. The server sends the
 * tie-breaker as `penalty` under both rules (IOI: the minutes of the last improvement).
 */
const rankedBy: Record<
  ContestScoring,
  { main: string; mainOf: (row: ScoreboardRow) => number; tieBreak: string; tieBreakWidth: string }
> = {
  icpc: { main: 'Solved', mainOf: (row) => row.solved, tieBreak: 'Penalty', tieBreakWidth: 'w-20' },
  ioi: {
    main: 'Score',
    mainOf: (row) => row.score ?? 0,
    tieBreak: 'Last improvement (min)',
    tieBreakWidth: 'w-28',
  },
};

/**
 * The board: Rank, Name, the two totals (ICPC: Solved, Penalty; IOI: Score, Last improvement),
 * then one column per problem label. The viewer's own rows are highlighted and marked `You`
 * (the server adds them when they are on another page).
 */
export function ScoreboardTable({
  board,
  labels,
  viewerId,
}: {
  board: Scoreboard;
  labels: string[];
  viewerId: string | undefined;
}) {
  const scoring = boardScoring(board);
  const totals = rankedBy[scoring];
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Scoreboard</caption>
        <thead className="bg-raised text-muted">
          <tr>
            <th scope="col" className="w-14 px-3 py-2 text-left font-semibold">
              Rank
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Name
            </th>
            <th scope="col" className="w-16 px-3 py-2 text-right font-semibold">
              {totals.main}
            </th>
            <th
              scope="col"
              className={cx(totals.tieBreakWidth, 'px-3 py-2 text-right font-semibold')}
            >
              {totals.tieBreak}
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="w-14 px-2 py-2 text-center font-mono">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => {
            const own = viewerId !== undefined && row.user._id === viewerId;
            return (
              <tr
                key={`${row.user._id}-${row.virtual ? 'virtual' : 'official'}`}
                aria-current={own ? 'true' : undefined}
                className={cx(
                  'border-t border-border',
                  own && 'bg-accent/10 outline outline-accent/60',
                )}
              >
                <td className="px-3 py-2 font-mono text-fg tabular-nums">{row.rank}</td>
                <th scope="row" className="px-3 py-2 text-left font-medium text-fg">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className="break-words">{fullName(row.user)}</span>
                    {own ? <Badge tone="accent">You</Badge> : null}
                    {row.virtual ? <Badge tone="purple">Virtual</Badge> : null}
                  </span>
                </th>
                <td className="px-3 py-2 text-right font-semibold text-fg tabular-nums">
                  {totals.mainOf(row)}
                </td>
                <td className="px-3 py-2 text-right text-muted tabular-nums">{row.penalty}</td>
                {labels.map((label) => {
                  const cell = row.problems.find((problem) => problem.label === label);
                  return cell ? (
                    <ScoreboardCell key={label} cell={cell} scoring={scoring} />
                  ) : (
                    <td key={label} />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
