import { z } from 'zod';
import { text } from './text';

// The activity calendar: submissions per day and streaks, counted in the learner's time zone.

/** The calendar covers today and the 364 days before it. */
export const ACTIVITY_DAYS = 365;

export const UNKNOWN_TIME_ZONE_MESSAGE = 'Unknown time zone: use an IANA name such as Europe/Paris';

/** True for names the platform's time-zone database knows (`Europe/Paris`, `UTC`, …). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const activityQuerySchema = z.object({
  tz: text({ error: UNKNOWN_TIME_ZONE_MESSAGE }).refine(isKnownTimeZone, UNKNOWN_TIME_ZONE_MESSAGE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityDaySchema = z.object({
  /** The local calendar day, `YYYY-MM-DD`. */
  date: z.string(),
  submissions: z.number(),
  accepted: z.number(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const activityResponseSchema = z.object({
  /** Every day of the window, oldest first, days without submissions included (zeros). */
  days: z.array(activityDaySchema),
  /** Consecutive days with an accepted submission ending today (or yesterday, if today has none yet). */
  currentStreak: z.number(),
  /** The longest run of such days inside the window. */
  longestStreak: z.number(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
