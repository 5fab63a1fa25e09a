import type { Contest } from '@grindstone/contract';
import { describe, expect, test } from 'vitest';
import { countdownText, currentParticipation, formatCountdown, phaseAt } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatCountdown', () => {
  test.each([
    [0, '0 s'],
    [-5 * SECOND, '0 s'],
    [7 * SECOND, '7 s'],
    // Rounded up: the last fraction of a second still reads 1 s, never a premature 0 s.
    [200, '1 s'],
    [4 * MINUTE + 9 * SECOND, '4 min 09 s'],
    [HOUR + 2 * MINUTE + 5 * SECOND, '1 h 02 min 05 s'],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND, '23 h 59 min 59 s'],
    [2 * 24 * HOUR + 3 * HOUR + 4 * MINUTE + 5 * SECOND, '2 d 03 h 04 min 05 s'],
  ])('%i ms reads %s', (milliseconds, text) => {
    expect(formatCountdown(milliseconds)).toBe(text);
  });
});

describe('countdownText', () => {
  const start = Date.parse('2030-01-01T10:00:00Z');
  const window = { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T12:00:00Z' };

  test('counts down to the start, then to the end, then says it ended', () => {
    expect(countdownText(window, start - HOUR - 2 * MINUTE - 5 * SECOND)).toBe(
      'Starts in 1 h 02 min 05 s',
    );
    expect(phaseAt(window, start)).toBe('running');
    expect(countdownText(window, start)).toBe('Ends in 2 h 00 min 00 s');
    expect(countdownText(window, start + 2 * HOUR - 30 * SECOND)).toBe('Ends in 30 s');
    expect(countdownText(window, start + 2 * HOUR)).toBe('Ended');
  });
});

describe('currentParticipation', () => {
  const contest = {
    participations: [
      { virtual: false, startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T12:00:00Z' },
      { virtual: true, startsAt: '2030-01-02T10:00:00Z', endsAt: '2030-01-02T12:00:00Z' },
    ],
  } as Contest;

  test('is the running one, else the next one, else none', () => {
    expect(currentParticipation(contest, Date.parse('2030-01-01T09:00:00Z'))?.virtual).toBe(false);
    expect(currentParticipation(contest, Date.parse('2030-01-01T11:00:00Z'))?.virtual).toBe(false);
    expect(currentParticipation(contest, Date.parse('2030-01-01T13:00:00Z'))?.virtual).toBe(true);
    expect(currentParticipation(contest, Date.parse('2030-01-02T11:00:00Z'))?.virtual).toBe(true);
    expect(currentParticipation(contest, Date.parse('2030-01-03T00:00:00Z'))).toBeUndefined();
  });
});
