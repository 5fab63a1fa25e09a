import { describe, expect, it } from 'vitest';
import { firstDifferentLine } from './firstDifference';

describe('the first line where the output differs', () => {
  it('is the first unequal line', () => {
    expect(firstDifferentLine('1\n2\n3\n', '1\n5\n3\n')).toBe(1);
    expect(firstDifferentLine('3\n', '-1\n')).toBe(0);
  });

  it('is a missing or an extra line', () => {
    expect(firstDifferentLine('1\n2\n', '1\n')).toBe(1);
    expect(firstDifferentLine('1\n', '1\n2\n')).toBe(1);
    expect(firstDifferentLine('1\n', '')).toBe(0);
  });

  it('is none when only trailing spaces, carriage returns or final newlines differ', () => {
    expect(firstDifferentLine('1 2\n3\n', '1 2  \r\n3')).toBeNull();
    expect(firstDifferentLine('7\n', '7\n\n\n')).toBeNull();
  });
});
