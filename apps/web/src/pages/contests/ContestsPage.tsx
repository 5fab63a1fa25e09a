import type { Contest } from '@grindstone/contract';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Skeleton } from '../../components/ui/Skeleton';
import { type ContestPhase, phaseAt, useNow } from '../../contests/countdown';
import { useContests } from '../../contests/queries';
import { ContestCard } from './ContestCard';

const sections: { phase: ContestPhase; title: string }[] = [
  { phase: 'running', title: 'Running' },
  { phase: 'upcoming', title: 'Upcoming' },
  { phase: 'ended', title: 'Past' },
];

function ContestSection({
  title,
  contests,
  now,
}: {
  title: string;
  contests: Contest[];
  now: number;
}) {
  if (contests.length === 0) return null;
  const headingId = `contests-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {contests.map((contest) => (
          <li key={contest._id}>
            <ContestCard contest={contest} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/contests`: running, upcoming and past contests with live countdowns. */
export function ContestsPage() {
  useDocumentTitle('Contests');
  const { user } = useAuth();
  const contests = useContests();
  const now = useNow();

  // Sections follow the browser's clock, so a contest moves from Upcoming to Running on time.
  const byPhase = (phase: ContestPhase) =>
    (contests.data ?? []).filter((contest) => phaseAt(contest, now) === phase);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">Contests</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Race the clock on a set of problems. The most problems solved wins; penalty minutes
            break ties. Missed one? Start a virtual run after it ends.
          </p>
        </div>
        {user?.role === 'admin' ? (
          <Link to="/admin/contests/new" className={buttonClasses('primary', 'md')}>
            New contest
          </Link>
        ) : null}
      </header>

      {contests.isPending ? (
        <div role="status" aria-label="Loading contests" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : contests.isError ? (
        <div>
          <Alert>
            <p className="font-semibold">Failed to load contests.</p>
            <p>{errorMessage(contests.error)}</p>
          </Alert>
          <Button className="mt-4" onClick={() => contests.refetch()}>
            Try Again
          </Button>
        </div>
      ) : contests.data.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
          No contests yet. When one is announced it will show up here.
        </p>
      ) : (
        sections.map((section) => (
          <ContestSection
            key={section.phase}
            title={section.title}
            contests={byPhase(section.phase)}
            now={now}
          />
        ))
      )}
    </section>
  );
}
