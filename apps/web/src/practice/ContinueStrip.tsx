import { Link } from 'react-router';
import { DifficultyBadge } from '../components/ui/DifficultyBadge';
import { useDailyProblem, useReviewQueue } from './queries';
import { dueTodayText } from './reviewFormat';

/**
 * The landing page's "Continue" strip for a signed-in learner: how many reviews are due today
 * (to the profile's queue) and the problem of the day. Loaded as its own chunk.
 */
export function ContinueStrip() {
  const queue = useReviewQueue();
  const daily = useDailyProblem();
  return (
    <section aria-labelledby="continue-heading" className="border-b border-border bg-surface/60">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <h2
          id="continue-heading"
          className="text-sm font-semibold tracking-wide text-accent uppercase"
        >
          Continue
        </h2>
        <Link to="/profile#review" className="text-sm text-fg hover:text-accent hover:underline">
          {queue.data ? dueTodayText(queue.data.due.length) : 'Your reviews'}
        </Link>
        {daily.data ? (
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-muted">
            <span>Problem of the day:</span>
            <Link
              to={`/problem/${daily.data.problem._id}`}
              className="min-w-0 truncate font-medium text-fg hover:text-accent hover:underline"
            >
              {daily.data.problem.title}
            </Link>
            <DifficultyBadge difficulty={daily.data.problem.difficulty} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
