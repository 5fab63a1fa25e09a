import { describe, expect, it } from 'vitest';
import { addDays, buildActivityCalendar, localDate } from './activity-calendar';

const TODAY = '2026-03-10';
const accepted = (offset: number, count = 1) => ({
  date: addDays(TODAY, offset),
  submissions: count,
  accepted: count,
});

describe('the activity calendar', () => {
  it('lists the 365 days ending today, oldest first, with zeros where nothing happened', () => {
    const { days } = buildActivityCalendar(TODAY, [accepted(-3, 2)]);
    expect(days).toHaveLength(365);
    expect(days[0]?.date).toBe('2025-03-11');
    expect(days.at(-1)?.date).toBe(TODAY);
    expect(days.find((day) => day.date === '2026-03-07')).toEqual(accepted(-3, 2));
    expect(days.filter((day) => day.submissions > 0)).toHaveLength(1);
  });

  it('crosses month ends and leap days as calendar days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-01-01', -365)).toBe('2026-01-01');
  });

  it('counts the longest run and the current one, which today without a solve does not break', () => {
    const counts = [accepted(-20), accepted(-19), accepted(-18), accepted(-17), accepted(-2)];
    expect(buildActivityCalendar(TODAY, [...counts, accepted(-1)])).toMatchObject({
      currentStreak: 2,
      longestStreak: 4,
    });
    expect(buildActivityCalendar(TODAY, [...counts, accepted(-1), accepted(0)])).toMatchObject({
      currentStreak: 3,
    });
    // A day off (yesterday) ends the current streak.
    expect(buildActivityCalendar(TODAY, counts).currentStreak).toBe(0);
  });

  it('does not count days with only failed submissions towards a streak', () => {
    const failed = { date: addDays(TODAY, -1), submissions: 5, accepted: 0 };
    expect(buildActivityCalendar(TODAY, [failed, accepted(-2)])).toMatchObject({
      currentStreak: 0,
      longestStreak: 1,
    });
  });

  it('names the local day of an instant in the given zone', () => {
    const instant = new Date('2026-03-01T07:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localDate(instant, 'Asia/Kathmandu')).toBe('2026-03-01');
  });
});
