import { UNKNOWN_TIME_ZONE_MESSAGE } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem, insertSubmission } from '../test-support/seed-rows';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { addDays, localDate } from './activity-calendar';

/** The instant the wall clocks of `zone` show `time` on `date` (DST-aware: corrected twice). */
function wallClock(zone: string, date: string, time: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  let instant = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(instant));
    const part = (type: string) => shown.find((p) => p.type === type)?.value ?? '';
    const asUtc = Date.parse(
      `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`,
    );
    instant += wanted - asUtc;
  }
  return new Date(instant);
}

describe.each(testDatabaseKinds())('GET /api/user/activity on %s', (kind) => {
  let t: TestApp;
  let problemId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    problemId = await insertProblem(t.database.db, {
      title: 'Clock Arithmetic',
      difficulty: 'easy',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const activity = (cookie: string | undefined, tz?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/activity',
      query: tz === undefined ? {} : { tz },
      headers: cookie ? { cookie } : {},
    });

  async function learnerWith(submissions: Array<{ at: Date; accepted: boolean }>) {
    const learner = await registerLearner(t.app, 'Nightowl');
    for (const submission of submissions) {
      await insertSubmission(t.database.db, { userId: learner.user._id, problemId, ...submission });
    }
    return learner;
  }

  it.each([
    ['America/Los_Angeles', 'west of UTC: 23:30 local is already the next UTC day'],
    ['Asia/Kolkata', 'east of UTC, half-hour offset'],
  ])('counts a submission at 23:30 in %s for that local day (%s)', async (zone) => {
    const today = localDate(new Date(), zone);
    const twoDaysAgo = addDays(today, -2);
    const yesterday = addDays(today, -1);
    const learner = await learnerWith([
      { at: wallClock(zone, twoDaysAgo, '23:30'), accepted: true },
      { at: wallClock(zone, yesterday, '00:15'), accepted: false },
      { at: wallClock(zone, yesterday, '23:30'), accepted: true },
    ]);

    const response = await activity(learner.cookie, zone);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.days).toHaveLength(365);
    expect(body.days.at(-1)).toEqual({ date: today, submissions: 0, accepted: 0 });
    const day = (date: string) => body.days.find((d: { date: string }) => d.date === date);
    expect(day(twoDaysAgo)).toEqual({ date: twoDaysAgo, submissions: 1, accepted: 1 });
    expect(day(yesterday)).toEqual({ date: yesterday, submissions: 2, accepted: 1 });
    // Two local days in a row, the last one yesterday: today is not over, the streak holds.
    expect(body).toMatchObject({ currentStreak: 2, longestStreak: 2 });
  });

  it('puts the same instant on different days for learners in different zones', async () => {
    // 23:30 in Los Angeles is 07:30 (or 06:30) the next morning in UTC, 13:00 in Kolkata.
    const zone = 'America/Los_Angeles';
    const yesterday = addDays(localDate(new Date(), zone), -1);
    const at = wallClock(zone, yesterday, '23:30');
    const learner = await learnerWith([{ at, accepted: true }]);
    for (const tz of [zone, 'UTC', 'Asia/Kolkata']) {
      const days = (await activity(learner.cookie, tz)).json().days as Array<{ date: string }>;
      expect(days.filter((d) => d.date === localDate(at, tz))).toEqual([
        { date: localDate(at, tz), submissions: 1, accepted: 1 },
      ]);
    }
    expect(localDate(at, 'UTC')).not.toBe(yesterday);
  });

  it('leaves out submissions older than the year and other learners’ submissions', async () => {
    const zone = 'UTC';
    const today = localDate(new Date(), zone);
    const learner = await learnerWith([
      { at: wallClock(zone, addDays(today, -365), '12:00'), accepted: true },
      { at: wallClock(zone, addDays(today, -364), '12:00'), accepted: true },
    ]);
    await learnerWith([{ at: wallClock(zone, today, '00:00'), accepted: true }]);
    const body = (await activity(learner.cookie, zone)).json();
    expect(body.days[0]).toEqual({ date: addDays(today, -364), submissions: 1, accepted: 1 });
    const total = body.days.reduce(
      (sum: number, d: { submissions: number }) => sum + d.submissions,
      0,
    );
    expect(total).toBe(1);
    expect(body).toMatchObject({ currentStreak: 0, longestStreak: 1 });
  });

  it('refuses an unknown or missing zone with 400 and a guest with 401', async () => {
    const learner = await registerLearner(t.app, 'Zoneless');
    for (const tz of ['Mars/Olympus_Mons', '', 'UTC; drop table users', undefined]) {
      const response = await activity(learner.cookie, tz);
      expect(response.statusCode, String(tz)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: UNKNOWN_TIME_ZONE_MESSAGE,
      });
    }
    expect((await activity(undefined, 'UTC')).statusCode).toBe(401);
  });
});
