import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnState } from './returnPath';

describe('returnPathFrom', () => {
  it('gives back the path a login link carried', () => {
    expect(returnPathFrom(returnState('/problem/abc?tab=1'))).toBe('/problem/abc?tab=1');
  });

  it('ignores anything that is not a path inside the app', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { returnTo: 5 },
      returnState('//evil.test/x'),
      returnState('https://evil.test'),
    ]) {
      expect(returnPathFrom(state)).toBeNull();
    }
  });
});
