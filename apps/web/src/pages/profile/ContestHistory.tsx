import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { Card } from '../../components/ui/Card';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatContestTime } from '../../contests/countdown';
import { useRatingHistory } from '../../contests/queries';

const MINUS = '\u2212';

/** `+34`, `−12`, `±0`. */
export function formatRatingChange(before: number, after: number): string {
  const change = after - before;
  if (change > 0) return `+${change}`;
  if (change < 0) return `${MINUS}${-change}`;
  return '±0';
}

/** The user's contest rating (or `Unrated`) and the rated contests that made it. */
export function ContestHistory({ userId }: { userId: string }) {
  const history = useRatingHistory(userId);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">Contest rating</h2>
        {history.data ? (
          <p className="text-2xl font-bold text-accent tabular-nums">
            {history.data.rating ?? <span className="text-base text-muted">Unrated</span>}
          </p>
        ) : null}
      </div>
      {history.isPending ? (
        <Skeleton className="h-16" />
      ) : history.isError ? (
        <p className="text-sm text-danger">
          Failed to load contest history: {errorMessage(history.error)}
        </p>
      ) : history.data.contests.length === 0 ? (
        <p className="text-sm text-muted">
          No rated contests yet.{' '}
          <Link to="/contests" className="text-accent hover:underline">
            Find a contest
          </Link>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[24rem] text-sm">
            <caption className="sr-only">Contest history</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 text-left font-semibold">
                  Contest
                </th>
                <th scope="col" className="px-3 py-1 text-right font-semibold">
                  Rank
                </th>
                <th scope="col" className="px-3 py-1 text-right font-semibold">
                  Change
                </th>
                <th scope="col" className="py-1 pl-3 text-right font-semibold">
                  Rating
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.contests.map((entry) => {
                const change = entry.ratingAfter - entry.ratingBefore;
                return (
                  <tr key={entry.contestId} className="border-t border-border">
                    <td className="py-2 pr-3">
                      <Link
                        to={`/contests/${entry.contestId}`}
                        className="font-medium text-fg hover:text-accent"
                      >
                        {entry.title}
                      </Link>
                      <span className="block text-xs text-muted">
                        {formatContestTime(entry.endsAt)}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right text-fg tabular-nums">{entry.rank}</td>
                    <td
                      className={cx(
                        'px-3 py-2 text-right font-semibold tabular-nums',
                        change > 0 ? 'text-success' : change < 0 ? 'text-danger' : 'text-muted',
                      )}
                    >
                      {formatRatingChange(entry.ratingBefore, entry.ratingAfter)}
                    </td>
                    <td className="py-2 pl-3 text-right text-fg tabular-nums">
                      {entry.ratingAfter}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
