import { describe, expect, it } from 'vitest';
import {
  coverageLines,
  coverageMismatch,
  groupListMessages,
  groupRowMessages,
  parsePoints,
  parseTestCount,
  pointsInAll,
} from './testGroups';

const row = (name: string, points: string, tests: string) => ({ name, points, tests });

describe('test group rules of the problem form', () => {
  it('takes points from 0 to 1000, fractions too, and no blank', () => {
    expect(['0', '12.5', '1000', ' 7 '].map(parsePoints)).toEqual([0, 12.5, 1000, 7]);
    expect(['', ' ', '-1', '1000.5', 'ten'].map(parsePoints)).toEqual(Array(5).fill(undefined));
  });

  it('takes a whole number of hidden tests, at least one', () => {
    expect(['1', ' 12 '].map(parseTestCount)).toEqual([1, 12]);
    expect(['', '0', '1.5', '-2', 'two'].map(parseTestCount)).toEqual(Array(5).fill(undefined));
  });

  it('names what a row lacks, field by field', () => {
    expect(groupRowMessages(row('small', '40', '2'))).toEqual({});
    expect(groupRowMessages(row(' ', '', '0'))).toEqual({
      name: 'A group needs a name',
      points: 'Points must be a number from 0 to 1000',
      tests: 'A group takes at least one hidden test',
    });
  });

  it('says when the groups do not cover the hidden tests, once every count is given', () => {
    const groups = [row('small', '40', '2'), row('large', '60', '1')];
    expect(coverageMismatch(groups, 3)).toBeUndefined();
    expect(coverageMismatch(groups, 4)).toBe('The groups cover 3 hidden tests; the problem has 4.');
    expect(coverageMismatch([row('all', '100', '1')], 2)).toBe(
      'The groups cover 1 hidden test; the problem has 2.',
    );
    expect(coverageMismatch([...groups, row('more', '1', '')], 4)).toBeUndefined();
    expect(coverageMismatch([], 4)).toBeUndefined();
  });

  it('finds names used twice, as the server compares them (trimmed)', () => {
    expect(groupListMessages([row('a', '1', '1'), row(' a ', '1', '1')], 2)).toEqual([
      'Each test group needs a name of its own',
    ]);
    expect(groupListMessages([row('a', '1', '1'), row('A', '1', '1')], 2)).toEqual([]);
    expect(groupListMessages([row('', '1', '1'), row('', '1', '1')], 2)).toEqual([]);
  });

  it('reads each group as the hidden tests it covers, in order', () => {
    expect(
      coverageLines([row('small', '10', '2'), row('', '20', '1'), row('large', '70', '3')]),
    ).toEqual(['small: hidden tests 1–2', 'Group 2: hidden test 3', 'large: hidden tests 4–6']);
    expect(coverageLines([row('a', '1', 'x'), row('b', '1', '2')])).toEqual([
      'a: number of hidden tests not set',
      'b: 2 hidden tests after those above',
    ]);
  });

  it('adds up the points it can read', () => {
    expect(pointsInAll([row('a', '0.1', '1'), row('b', '0.2', '1')])).toBe('0.3 points in all');
    expect(pointsInAll([row('a', '1', '1'), row('b', '', '1')])).toBe('1 point in all');
  });
});
