import { describe, expect, it } from 'vitest';
import { check } from './index';

describe('default checker', () => {
  const config = { type: 'default' } as const;
  it('ignores trailing spaces per line and trailing blank lines', () => {
    expect(check(config, '1 2  \n3\t\n\n\n', '1 2\n3')).toBe(true);
    expect(check(config, '1 2\r\n3\r\n', '1 2\n3\n')).toBe(true);
  });
  it('keeps leading spaces, inner spaces and blank lines in the middle significant', () => {
    expect(check(config, ' 1 2', '1 2')).toBe(false);
    expect(check(config, '1  2', '1 2')).toBe(false);
    expect(check(config, '1\n\n2', '1\n2')).toBe(false);
    expect(check(config, '', '0')).toBe(false);
  });
});

describe('tokens checker', () => {
  const config = { type: 'tokens' } as const;
  it('compares whitespace-separated tokens only', () => {
    expect(check(config, '1\n2   3\n', ' 1 2\n3')).toBe(true);
    expect(check(config, '1 2', '1 2 3')).toBe(false);
    expect(check(config, '1 3 2', '1 2 3')).toBe(false);
  });
});

describe('float checker', () => {
  it('accepts numbers within the absolute tolerance', () => {
    const config = { type: 'float', absTolerance: 1e-3 } as const;
    expect(check(config, '3.1419', '3.1416')).toBe(true);
    expect(check(config, '3.15', '3.1416')).toBe(false);
  });
  it('accepts numbers within the relative tolerance when the absolute one fails', () => {
    const config = { type: 'float', absTolerance: 0, relTolerance: 1e-6 } as const;
    expect(check(config, '1000000.5', '1000000')).toBe(true);
    expect(check(config, '1000002', '1000000')).toBe(false);
  });
  it('uses 1e-6 when no tolerance is given and compares words exactly', () => {
    const config = { type: 'float' } as const;
    expect(check(config, 'YES 0.3333333', 'YES 0.333333333')).toBe(true);
    expect(check(config, 'NO 0.3333333', 'YES 0.333333333')).toBe(false);
    expect(check(config, 'abc', '1.0')).toBe(false);
    expect(check(config, '1 2', '1')).toBe(false);
  });
});
