import { ACTIVITY_DAYS, type ActivityDay, type ActivityResponse } from '@grindstone/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `YYYY-MM-DD` plus (or minus) whole days, as calendar arithmetic (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The year of days ending `today` (local), every day present (zeros where nothing happened),
 * with the streaks: runs of days with at least one accepted submission. The current streak ends
 * today, or yesterday when today has none yet — the day is not over, so it does not break it.
 */
export function buildActivityCalendar(
  today: string,
  counts: ReadonlyArray<ActivityDay>,
): ActivityResponse {
  const byDate = new Map(counts.map((day) => [day.date, day]));
  const days: ActivityDay[] = [];
  for (let offset = ACTIVITY_DAYS - 1; offset >= 0; offset -= 1) {
    const date = addDays(today, -offset);
    const found = byDate.get(date);
    days.push({ date, submissions: found?.submissions ?? 0, accepted: found?.accepted ?? 0 });
  }

  let longestStreak = 0;
  let run = 0;
  for (const day of days) {
    run = day.accepted > 0 ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }

  let index = days.length - 1;
  if ((days[index]?.accepted ?? 0) === 0) index -= 1;
  let currentStreak = 0;
  while (index >= 0 && (days[index]?.accepted ?? 0) > 0) {
    currentStreak += 1;
    index -= 1;
  }
  return { days, currentStreak, longestStreak };
}
