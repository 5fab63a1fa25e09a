import { describe, expect, it } from 'vitest';
import { activityLevel, calendarWeeks, describeDay } from './calendarLayout';

const day = (date: string, submissions = 0, accepted = 0) => ({ date, submissions, accepted });

describe('the activity calendar layout', () => {
  it('starts the first week on its weekday and fills weeks of seven', () => {
    // 2026-03-04 is a Wednesday: three empty cells before it.
    const weeks = calendarWeeks([
      day('2026-03-04'),
      day('2026-03-05'),
      day('2026-03-06'),
      day('2026-03-07'),
      day('2026-03-08'),
    ]);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]?.[3]?.date).toBe('2026-03-04');
    expect(weeks[1]).toEqual([day('2026-03-08')]);
  });

  it('shades by the number of submissions', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 50].map(activityLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('describes a day in words', () => {
    expect(describeDay(day('2026-03-04', 3, 1))).toBe('Mar 4, 2026: 3 submissions, 1 accepted');
    expect(describeDay(day('2026-03-04', 1, 1))).toBe('Mar 4, 2026: 1 submission, 1 accepted');
    expect(describeDay(day('2026-03-04'))).toBe('Mar 4, 2026: no submissions');
  });
});
