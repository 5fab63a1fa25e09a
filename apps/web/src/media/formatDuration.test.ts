import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [4, '00:04'],
    [59.6, '01:00'],
    [312.5, '05:13'],
    [6000, '100:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
