import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNow } from '../../contests/countdown';
import { useContest, useScoreboard } from '../../contests/queries';
import { type StreamState, useScoreboardStream } from '../../contests/useScoreboardStream';
import { Pagination } from '../problems/Pagination';
import { Countdown } from './Countdown';
import { ScoreboardTable } from './ScoreboardTable';

const streamLabels: Record<StreamState, string | null> = {
  off: null,
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

function StreamBadge({ state }: { state: StreamState }) {
  const label = streamLabels[state];
  if (!label) return null;
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-muted">
      <span
        aria-hidden="true"
        className={
          state === 'live' ? 'size-2 rounded-full bg-success' : 'size-2 rounded-full bg-medium'
        }
      />
      {label}
    </span>
  );
}

/** `/contests/:id/scoreboard?page=&virtual=`: the ICPC or IOI board, live on its first page. */
export function ScoreboardPage() {
  const { contestId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const virtual = searchParams.get('virtual') === 'true';
  const joinCode = searchParams.get('joinCode') ?? undefined;
  const { user } = useAuth();
  const now = useNow();
  const contest = useContest(contestId, joinCode);
  const board = useScoreboard(contestId, { page, virtual, joinCode });
  const stream = useScoreboardStream(contestId, { virtual, joinCode, enabled: page === 1 });
  useDocumentTitle(contest.data ? `${contest.data.title} scoreboard` : 'Scoreboard');

  const setParam = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const labels =
    contest.data?.problems?.map((problem) => problem.label) ??
    board.data?.rows[0]?.problems.map((cell) => cell.label) ??
    [];
  const contestLink = `/contests/${contestId}${joinCode ? `?joinCode=${encodeURIComponent(joinCode)}` : ''}`;

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <Link to={contestLink} className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> Back to the contest
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-fg">Scoreboard</h1>
          {contest.data ? (
            <p className="mt-1 flex flex-wrap items-center gap-3 text-muted">
              <span className="break-words">{contest.data.title}</span>
              <Countdown window={contest.data} now={now} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <StreamBadge state={stream} />
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={virtual}
              onChange={(event) =>
                setParam({ virtual: event.target.checked ? 'true' : null, page: null })
              }
              className="size-4 accent-accent"
            />
            Show virtual participants
          </label>
        </div>
      </header>

      {board.data?.frozen ? (
        <Alert tone="info">
          The board is frozen: submissions after the freeze show as pending until the reveal.
        </Alert>
      ) : null}

      {board.isPending ? (
        <div role="status" aria-label="Loading scoreboard" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : board.isError ? (
        <div>
          <Alert>
            <p className="font-semibold">Failed to load the scoreboard.</p>
            <p>{errorMessage(board.error)}</p>
          </Alert>
          <Button className="mt-4" onClick={() => board.refetch()}>
            Try Again
          </Button>
        </div>
      ) : board.data.rows.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
          Nobody is on the board yet. Registered participants appear here once the contest starts.
        </p>
      ) : (
        <>
          <ScoreboardTable board={board.data} labels={labels} viewerId={user?._id} />
          <Pagination
            page={board.data.page}
            totalPages={board.data.totalPages}
            onPage={(next) => setParam({ page: next === 1 ? null : String(next) })}
          />
        </>
      )}
    </section>
  );
}
