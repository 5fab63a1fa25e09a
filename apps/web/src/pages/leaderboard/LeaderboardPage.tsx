import type { Leaderboard } from '@grindstone/contract';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/Skeleton';
import { useLeaderboard } from '../../contests/queries';
import { Pagination } from '../problems/Pagination';

type Row = Leaderboard['rows'][number];

const fullName = (user: Row['user']) => [user.firstName, user.lastName].filter(Boolean).join(' ');

function LeaderboardTable({ rows, viewerId }: { rows: Row[]; viewerId: string | undefined }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Leaderboard</caption>
        <thead className="bg-raised text-muted">
          <tr>
            <th scope="col" className="w-16 px-4 py-2 text-left font-semibold">
              Rank
            </th>
            <th scope="col" className="px-4 py-2 text-left font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Solved
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Score
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Streak
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Rating
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const own = row.user._id === viewerId;
            return (
              <tr
                key={row.user._id}
                aria-current={own ? 'true' : undefined}
                className={cx('border-t border-border', own && 'bg-accent/10')}
              >
                <td className="px-4 py-2 font-mono text-fg tabular-nums">{row.rank}</td>
                <th scope="row" className="px-4 py-2 text-left font-medium">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <Link
                      to={own ? '/profile' : `/users/${row.user._id}`}
                      className="text-fg hover:text-accent"
                    >
                      {fullName(row.user)}
                    </Link>
                    {own ? <Badge tone="accent">You</Badge> : null}
                  </span>
                </th>
                <td className="px-4 py-2 text-right text-fg tabular-nums">{row.solved}</td>
                <td className="px-4 py-2 text-right font-semibold text-fg tabular-nums">
                  {row.score}
                </td>
                <td className="px-4 py-2 text-right text-muted tabular-nums">
                  {row.streak > 0 ? `${row.streak} d` : '-'}
                </td>
                <td className="px-4 py-2 text-right text-fg tabular-nums">
                  {row.rating ?? <span className="text-muted">Unrated</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `/leaderboard?page=`: learners by what they solved (easy 1, medium 2, hard 3 points). */
export function LeaderboardPage() {
  useDocumentTitle('Leaderboard');
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const board = useLeaderboard(page);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg">Leaderboard</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Everyone who practises here, ranked by score: an easy problem is worth 1 point, a medium 2
          and a hard 3. The streak counts days in a row with an accepted solution.
        </p>
      </header>
      {board.isPending ? (
        <div role="status" aria-label="Loading leaderboard" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : board.isError ? (
        <div>
          <Alert>
            <p className="font-semibold">Failed to load the leaderboard.</p>
            <p>{errorMessage(board.error)}</p>
          </Alert>
          <Button className="mt-4" onClick={() => board.refetch()}>
            Try Again
          </Button>
        </div>
      ) : board.data.rows.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
          Nobody is ranked yet. Solve a problem and your name goes up here first.
        </p>
      ) : (
        <>
          <LeaderboardTable rows={board.data.rows} viewerId={user?._id} />
          <Pagination
            page={board.data.page}
            totalPages={board.data.totalPages}
            onPage={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
