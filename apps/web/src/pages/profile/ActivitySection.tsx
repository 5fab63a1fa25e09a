import { errorMessage } from '../../api/ApiRequestError';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { plural } from '../../profile/calendarLayout';
import { useActivity } from '../../profile/queries';
import { ActivityCalendar } from './ActivityCalendar';

/** The calendar and the two streaks; loads on its own so the rest of the profile never waits. */
export function ActivitySection() {
  const activity = useActivity();
  return (
    <Card aria-labelledby="activity-heading" role="region">
      <h2 id="activity-heading" className="text-lg font-semibold text-fg">
        Activity
      </h2>
      {activity.isPending ? (
        <div role="status" className="mt-4">
          <span className="sr-only">Loading activity...</span>
          <Skeleton className="h-28 w-full" />
        </div>
      ) : activity.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span>Failed to load activity: {errorMessage(activity.error)}</span>
          <Button variant="secondary" size="sm" onClick={() => activity.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Streak label="Current streak" days={activity.data.currentStreak} />
            <Streak label="Longest streak" days={activity.data.longestStreak} />
          </dl>
          <div className="mt-4">
            <ActivityCalendar activity={activity.data} />
          </div>
        </>
      )}
    </Card>
  );
}

function Streak({ label, days }: { label: string; days: number }) {
  return (
    <div className="rounded-lg border border-border bg-bg p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold text-fg">{plural(days, 'day', 'days')}</dd>
    </div>
  );
}
