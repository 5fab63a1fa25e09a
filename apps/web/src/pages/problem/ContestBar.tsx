import { Link } from 'react-router';
import { currentParticipation, formatCountdown, phaseAt, useNow } from '../../contests/countdown';
import { useContest } from '../../contests/queries';

/**
 * Above the workspace when the problem is opened from a contest (`?contest=<id>`): the contest's
 * title, the time left in the viewer's participation (official or virtual), a way back.
 */
export function ContestBar({ contestId }: { contestId: string }) {
  const contest = useContest(contestId);
  const now = useNow();
  const data = contest.data;
  const participation = data ? currentParticipation(data, now) : undefined;

  let status: string;
  if (!data) status = contest.isError ? 'This contest could not be loaded.' : 'Loading contest…';
  else if (participation) {
    const phase = phaseAt(participation, now);
    const what = participation.virtual ? 'Virtual run' : 'Contest';
    status =
      phase === 'running'
        ? `${what} ends in ${formatCountdown(Date.parse(participation.endsAt) - now)}`
        : `${what} starts in ${formatCountdown(Date.parse(participation.startsAt) - now)}`;
  } else if (data.participations.length > 0) {
    status = 'Your contest time is over: submissions here no longer count.';
  } else {
    status = 'You are not taking part in this contest: register on its page first.';
  }

  return (
    <section
      aria-label="Contest"
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 border-b border-accent/40 bg-accent/10 px-3 py-1.5 text-sm"
    >
      <span className="min-w-0 font-semibold break-words text-fg">{data?.title ?? 'Contest'}</span>
      <span role="timer" className="font-mono text-fg tabular-nums">
        {status}
      </span>
      <Link
        to={`/contests/${contestId}`}
        className="ml-auto font-semibold text-accent hover:underline"
      >
        Back to the contest
      </Link>
    </section>
  );
}
