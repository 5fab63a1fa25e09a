import type { ActivityDay } from '@grindstone/contract';

/** Shade steps of the calendar: 0 for no submissions, then 1–4 by how many there were. */
export function activityLevel(submissions: number): 0 | 1 | 2 | 3 | 4 {
  if (submissions <= 0) return 0;
  if (submissions <= 2) return 1;
  if (submissions <= 5) return 2;
  if (submissions <= 9) return 3;
  return 4;
}

/**
 * The days as week columns, Sunday on top, the way contribution calendars read: the first
 * column is padded with nulls before the first day's weekday.
 */
export function calendarWeeks(days: readonly ActivityDay[]): Array<Array<ActivityDay | null>> {
  const first = days[0];
  if (!first) return [];
  const padding = new Date(`${first.date}T00:00:00Z`).getUTCDay();
  const cells: Array<ActivityDay | null> = [...Array<null>(padding).fill(null), ...days];
  const weeks: Array<Array<ActivityDay | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Mar 4, 2026: 3 submissions, 1 accepted` — the tooltip and the screen-reader text. */
export function describeDay(day: ActivityDay): string {
  const date = dayFormat.format(new Date(`${day.date}T00:00:00Z`));
  if (day.submissions === 0) return `${date}: no submissions`;
  const noun = day.submissions === 1 ? 'submission' : 'submissions';
  return `${date}: ${day.submissions} ${noun}, ${day.accepted} accepted`;
}

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
