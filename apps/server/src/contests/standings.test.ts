import { describe, expect, it } from 'vitest';
import { ratingChanges } from './ratings';
import { type BoardRules, type BoardSubmission, rankRows, scoreRow } from './standings';

const MINUTE = 60_000;
const rules: BoardRules = {
  scoring: 'icpc',
  problems: [
    { id: 'p1', label: 'A' },
    { id: 'p2', label: 'B' },
  ],
  penaltyMinutes: 20,
  freezeOffsetMs: 240 * MINUTE,
};
const person = (id: string, virtual = false) => ({
  id,
  user: { _id: `u-${id}`, firstName: id, lastName: '' },
  virtual,
});
let serial = 0;
const sub = (
  participantId: string,
  problemId: string,
  minute: number,
  outcome: BoardSubmission['outcome'],
  points = outcome === 'accepted' ? 100 : 0,
): BoardSubmission => {
  serial += 1;
  return {
    id: `s${serial}`,
    participantId,
    problemId,
    elapsedMs: minute * MINUTE + 30_000,
    outcome,
    points,
  };
};
const live = { hideAfterFreeze: false };

describe('ICPC standings', () => {
  it('adds whole minutes to the first AC and 20 per rejected try before it; compile errors and judge failures are no try', () => {
    const row = scoreRow(
      person('ada'),
      [
        sub('ada', 'p1', 3, 'rejected'),
        sub('ada', 'p1', 5, 'ignored'),
        sub('ada', 'p1', 9, 'rejected'),
        sub('ada', 'p1', 12, 'accepted'),
        sub('ada', 'p1', 13, 'rejected'),
        sub('ada', 'p2', 50, 'accepted'),
      ],
      rules,
      live,
    );
    expect(row.problems[0]).toMatchObject({ solved: true, tries: 3, minutes: 12, pending: 0 });
    expect(row.problems[1]).toMatchObject({ solved: true, tries: 1, minutes: 50 });
    expect(row).toMatchObject({ solved: 2, penalty: 12 + 40 + 50 });
  });

  it('shows submissions from the freeze on as pending when hidden, and those still judged as pending always', () => {
    const submissions = [
      sub('bob', 'p1', 100, 'rejected'),
      sub('bob', 'p1', 241, 'accepted'),
      sub('bob', 'p2', 10, 'judging'),
    ];
    const hidden = scoreRow(person('bob'), submissions, rules, { hideAfterFreeze: true });
    expect(hidden.problems[0]).toMatchObject({ solved: false, tries: 1, pending: 1 });
    expect(hidden.problems[1]).toMatchObject({ solved: false, tries: 0, pending: 1 });
    const shown = scoreRow(person('bob'), submissions, rules, live);
    expect(shown.problems[0]).toMatchObject({ solved: true, tries: 2, minutes: 241 });
  });

  it('counts only what happened up to a virtual runner’s elapsed time', () => {
    const row = scoreRow(
      person('cy'),
      [sub('cy', 'p1', 5, 'accepted'), sub('cy', 'p2', 30, 'accepted')],
      rules,
      { hideAfterFreeze: false, asOfElapsedMs: 20 * MINUTE },
    );
    expect(row).toMatchObject({ solved: 1, penalty: 5 });
  });

  it('shares a rank between equal rows and ranks virtual rows among the official ones without moving them', () => {
    const rows = rankRows([
      scoreRow(person('a'), [sub('a', 'p1', 10, 'accepted')], rules, live),
      scoreRow(person('b'), [sub('b', 'p1', 10, 'accepted')], rules, live),
      scoreRow(person('c'), [], rules, live),
      scoreRow(person('v', true), [sub('v', 'p1', 1, 'accepted')], rules, live),
    ]);
    expect(rows.map((row) => [row.participantId, row.rank])).toEqual([
      ['v', 1],
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });
});

describe('IOI standings', () => {
  const ioi: BoardRules = { ...rules, scoring: 'ioi' };

  it("sums each problem's best points; a later equal score is no improvement", () => {
    const row = scoreRow(
      person('eve'),
      [
        sub('eve', 'p1', 5, 'rejected', 40),
        sub('eve', 'p1', 9, 'rejected', 25),
        sub('eve', 'p1', 30, 'rejected', 40),
        sub('eve', 'p2', 12, 'ignored'),
        sub('eve', 'p2', 20, 'accepted', 100),
      ],
      ioi,
      live,
    );
    expect(row.problems.map((cell) => cell.score)).toEqual([40, 100]);
    // The last improvement: problem B's 100 at minute 20 (p1's 40 came at minute 5).
    expect(row).toMatchObject({ score: 140, penalty: 20, solved: 1 });
  });

  it('ranks by points, then by the earlier last improvement; equal rows share a rank', () => {
    const rows = rankRows([
      scoreRow(person('late'), [sub('late', 'p1', 50, 'rejected', 60)], ioi, live),
      scoreRow(person('early'), [sub('early', 'p1', 10, 'rejected', 60)], ioi, live),
      scoreRow(person('more'), [sub('more', 'p1', 90, 'rejected', 70)], ioi, live),
      scoreRow(person('twin'), [sub('twin', 'p1', 10, 'rejected', 60)], ioi, live),
      scoreRow(person('none'), [], ioi, live),
    ]);
    expect(rows.map((row) => `${row.user.firstName} ${row.rank}`)).toEqual([
      'more 1',
      'early 2',
      'twin 2',
      'late 4',
      'none 5',
    ]);
    expect(rows.at(-1)?.problems[0]?.score).toBeNull();
  });

  it('hides frozen tries from the points as from the cells', () => {
    const row = scoreRow(
      person('fay'),
      [sub('fay', 'p1', 100, 'rejected', 30), sub('fay', 'p1', 241, 'accepted', 100)],
      ioi,
      { hideAfterFreeze: true },
    );
    expect(row).toMatchObject({ score: 30 });
    expect(row.problems[0]).toMatchObject({ score: 30, pending: 1 });
  });
});

describe('ratings', () => {
  it('moves ratings by the Elo expectation: equal players split 2 × 32, a tie changes nothing', () => {
    expect(
      ratingChanges([
        { userId: 'x', rank: 1, rating: null },
        { userId: 'y', rank: 2, rating: null },
      ]).map((change) => change.ratingAfter),
    ).toEqual([1532, 1468]);
    expect(
      ratingChanges([
        { userId: 'x', rank: 1, rating: 1600 },
        { userId: 'y', rank: 1, rating: 1600 },
      ]).map((change) => change.ratingAfter),
    ).toEqual([1600, 1600]);
  });

  it('gives a favourite who wins little and an underdog who wins much', () => {
    const [favourite, underdog] = ratingChanges([
      { userId: 'f', rank: 1, rating: 2000 },
      { userId: 'u', rank: 2, rating: 1400 },
    ]);
    expect((favourite?.ratingAfter ?? 0) - 2000).toBeLessThan(5);
    const [, upset] = ratingChanges([
      { userId: 'f', rank: 2, rating: 2000 },
      { userId: 'u', rank: 1, rating: 1400 },
    ]);
    expect((upset?.ratingAfter ?? 0) - 1400).toBeGreaterThan(55);
    expect(underdog?.ratingAfter).toBeLessThan(1400);
  });
});
