import type { Contest } from '@grindstone/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { formatContestTime, formatLength } from '../../contests/countdown';
import { Countdown } from './Countdown';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One contest in the list: title, times in the viewer's locale, countdown, counts, badges. */
export function ContestCard({ contest, now }: { contest: Contest; now: number }) {
  const titleId = useId();
  const registered = contest.participations.some((entry) => !entry.virtual);
  const virtual = contest.participations.some((entry) => entry.virtual);
  return (
    <article aria-labelledby={titleId}>
      <Card className="flex h-full flex-col gap-3 p-5 transition-colors hover:border-accent">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-fg">
            <Link to={`/contests/${contest._id}`} className="hover:text-accent">
              {contest.title}
            </Link>
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {registered ? <Badge tone="easy">Registered</Badge> : null}
            {virtual ? <Badge tone="purple">Virtual run</Badge> : null}
            {contest.visibility === 'private' ? <Badge tone="orange">Private</Badge> : null}
            {contest.rated ? <Badge tone="accent">Rated</Badge> : null}
          </div>
        </div>
        <p className="text-sm text-muted">
          <time dateTime={contest.startsAt}>{formatContestTime(contest.startsAt)}</time>
          {' · '}
          {formatLength(contest.startsAt, contest.endsAt)}
        </p>
        <Countdown window={contest} now={now} className="text-fg" />
        <p className="mt-auto text-sm text-muted">
          {plural(contest.participants, 'participant', 'participants')} ·{' '}
          {plural(contest.problemCount, 'problem', 'problems')}
        </p>
      </Card>
    </article>
  );
}
