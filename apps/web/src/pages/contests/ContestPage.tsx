import type { Contest } from '@grindstone/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Markdown } from '../../components/Markdown';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Input } from '../../components/ui/Input';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { formatContestTime, formatLength, phaseAt, useNow } from '../../contests/countdown';
import { useContest } from '../../contests/queries';
import { scoringRules } from '../../contests/scoring';
import { ContestAdminActions } from './ContestAdminActions';
import { ContestEntry } from './ContestEntry';
import { ContestProblemsTable } from './ContestProblemsTable';
import { ContestSubmissionsTable } from './ContestSubmissionsTable';
import { Countdown } from './Countdown';

const phaseBadges = {
  upcoming: <Badge tone="info">Upcoming</Badge>,
  running: <Badge tone="easy">Running</Badge>,
  ended: <Badge>Ended</Badge>,
} as const;

/** A private contest asks for its code: it goes into the address (`?joinCode=`). */
function JoinCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onCode(code.trim());
  };
  return (
    <form onSubmit={submit} className="mt-6 flex flex-wrap items-end justify-center gap-3">
      <div className="w-64">
        <Input label="Join code" value={code} onChange={(event) => setCode(event.target.value)} />
      </div>
      <Button type="submit">Open contest</Button>
    </form>
  );
}

function ContestView({
  contest,
  joinCode,
  now,
}: {
  contest: Contest;
  joinCode: string | undefined;
  now: number;
}) {
  const { user } = useAuth();
  const phase = phaseAt(contest, now);
  const scoreboardLink = `/contests/${contest._id}/scoreboard${joinCode ? `?joinCode=${encodeURIComponent(joinCode)}` : ''}`;
  const inContest = contest.participations.length > 0;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <Link to="/contests" className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> All contests
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {phaseBadges[phase]}
          {contest.visibility === 'private' ? <Badge tone="orange">Private</Badge> : null}
          {contest.rated ? <Badge tone="accent">Rated</Badge> : null}
          {contest.finalised ? <Badge tone="purple">Final results</Badge> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-fg">{contest.title}</h1>
        <p className="text-sm text-muted">
          <time dateTime={contest.startsAt}>{formatContestTime(contest.startsAt)}</time> –{' '}
          <time dateTime={contest.endsAt}>{formatContestTime(contest.endsAt)}</time> (
          {formatLength(contest.startsAt, contest.endsAt)})
          {/* IOI ranks by points and time alone: its penalty is never used. */}
          {contest.scoring === 'icpc'
            ? ` · penalty ${contest.penaltyMinutes} min per rejected try`
            : null}
          {contest.freezeAt ? (
            <>
              {' '}
              · board freezes at{' '}
              <time dateTime={contest.freezeAt}>{formatContestTime(contest.freezeAt)}</time>
            </>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          Scoring: {scoringRules[contest.scoring].name} — {scoringRules[contest.scoring].rule}
        </p>
        <Countdown window={contest} now={now} className="text-lg text-fg" />
        <div className="flex flex-wrap items-center gap-3">
          <Link to={scoreboardLink} className={buttonClasses('secondary', 'sm')}>
            Scoreboard
          </Link>
          <span className="text-sm text-muted">
            {contest.participants} registered · {contest.problemCount} problems
          </span>
        </div>
      </header>

      <ContestEntry contest={contest} joinCode={joinCode} now={now} />

      {user?.role === 'admin' ? <ContestAdminActions contest={contest} now={now} /> : null}

      {contest.description.trim() !== '' ? <Markdown>{contest.description}</Markdown> : null}

      <section aria-labelledby="contest-problems" className="flex flex-col gap-3">
        <h2 id="contest-problems" className="text-xl font-semibold text-fg">
          Problems
        </h2>
        {contest.problems && contest.problems.length > 0 ? (
          <ContestProblemsTable contestId={contest._id} problems={contest.problems} />
        ) : (
          <p className="text-sm text-muted">The problems are revealed when the contest starts.</p>
        )}
      </section>

      {user && inContest ? (
        <section aria-labelledby="contest-submissions" className="flex flex-col gap-3">
          <h2 id="contest-submissions" className="text-xl font-semibold text-fg">
            Your submissions
          </h2>
          <ContestSubmissionsTable contestId={contest._id} />
        </section>
      ) : null}
    </section>
  );
}

/** `/contests/:id` (a private one with `?joinCode=`). */
export function ContestPage() {
  const { contestId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const joinCode = searchParams.get('joinCode') ?? undefined;
  const contest = useContest(contestId, joinCode);
  useDocumentTitle(contest.data?.title ?? 'Contest');

  // The problems come with the contest once it has started: ask again when the clock gets there.
  const now = useNow();
  const phase = contest.data ? phaseAt(contest.data, now) : undefined;
  const seenPhase = useRef(phase);
  const { refetch } = contest;
  useEffect(() => {
    if (seenPhase.current !== undefined && phase !== seenPhase.current) void refetch();
    seenPhase.current = phase;
  }, [phase, refetch]);

  if (contest.isPending) {
    return (
      <div role="status" aria-label="Loading contest" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (contest.isError) {
    const missing = contest.error instanceof ApiRequestError && contest.error.status === 404;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        {missing ? (
          <>
            <h1 className="text-2xl font-bold text-fg">Contest not found</h1>
            <p className="mt-2 text-muted">
              {joinCode
                ? 'That join code does not open a contest here. Check it and try again.'
                : 'There is no contest at this address. If it is private, enter its join code.'}
            </p>
            <JoinCodeForm onCode={(code) => setSearchParams({ joinCode: code })} />
          </>
        ) : (
          <Alert>
            <p className="font-semibold">Failed to load the contest.</p>
            <p>{errorMessage(contest.error)}</p>
          </Alert>
        )}
        <Link to="/contests" className={buttonClasses('ghost', 'md', 'mt-6')}>
          All contests
        </Link>
      </section>
    );
  }
  return <ContestView contest={contest.data} joinCode={joinCode} now={now} />;
}
