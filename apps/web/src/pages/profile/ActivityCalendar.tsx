import type { ActivityResponse } from '@grindstone/contract';
import { cx } from '../../components/ui/cx';
import { activityLevel, calendarWeeks, describeDay, plural } from '../../profile/calendarLayout';

const shades = ['bg-raised', 'bg-easy/30', 'bg-easy/55', 'bg-easy/80', 'bg-easy'] as const;

/**
 * A year of days shaded by the number of submissions, with each day's figures as a tooltip.
 * The grid is for the eye; screen readers get the summary and the list of active days instead.
 */
export function ActivityCalendar({ activity }: { activity: ActivityResponse }) {
  const active = activity.days.filter((day) => day.submissions > 0);
  const total = active.reduce((sum, day) => sum + day.submissions, 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {plural(total, 'submission', 'submissions')} on {plural(active.length, 'day', 'days')} in
        the last year
      </p>
      <div className="overflow-x-auto pb-2" aria-hidden="true" data-testid="activity-calendar">
        <div className="flex gap-[3px]">
          {calendarWeeks(activity.days).map((week) => (
            <div key={week.find(Boolean)?.date} className="flex flex-col gap-[3px]">
              {week.map((day, index) =>
                day ? (
                  <span
                    key={day.date}
                    title={describeDay(day)}
                    data-date={day.date}
                    data-count={day.submissions}
                    className={cx('size-2.5 rounded-[2px]', shades[activityLevel(day.submissions)])}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity
                  <span key={`pad-${index}`} className="size-2.5" />
                ),
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center gap-1 text-xs text-muted" aria-hidden="true">
        Less
        {shades.map((shade) => (
          <span key={shade} className={cx('size-2.5 rounded-[2px]', shade)} />
        ))}
        More
      </div>
      <ul className="sr-only" aria-label="Days with submissions">
        {active.map((day) => (
          <li key={day.date}>{describeDay(day)}</li>
        ))}
      </ul>
    </div>
  );
}
