import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parsing a Range header', () => {
  it.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    [undefined, { kind: 'whole' }],
  ])('%s of 1000 bytes → %o', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});
