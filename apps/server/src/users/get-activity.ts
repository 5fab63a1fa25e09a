import {
  ACTIVITY_DAYS,
  type ActivityResponse,
  UNKNOWN_TIME_ZONE_MESSAGE,
} from '@grindstone/contract';
import { databaseFailure } from '../db/query-errors';
import { AppError } from '../errors';
import { buildActivityCalendar, localDate } from './activity-calendar';
import type { ActivityRepository } from './activity-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The learner's year of activity in their own time zone (already validated as a known IANA
 * name). The query reads a little more than a year of rows — two spare days cover any zone's
 * offset — and the calendar keeps exactly the local days of the window.
 */
export async function getActivity(
  activity: ActivityRepository,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<ActivityResponse> {
  const since = new Date(now.getTime() - (ACTIVITY_DAYS + 2) * DAY_MS);
  const counts = await activity.countsPerDay(userId, timeZone, since).catch((error: unknown) => {
    // 22023: a zone this runtime's Intl knows but the database's time-zone data does not.
    if (databaseFailure(error)?.driver?.code !== '22023') throw error;
    throw new AppError('VALIDATION_FAILED', UNKNOWN_TIME_ZONE_MESSAGE, [
      { path: 'tz', message: UNKNOWN_TIME_ZONE_MESSAGE },
    ]);
  });
  return buildActivityCalendar(localDate(now, timeZone), counts);
}
