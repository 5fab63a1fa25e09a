import { pointsInAll as sumOfPoints } from '../../../problems/submissionFormat';

/**
 * The form's rules for subtasks (test groups), shared by the resolver, which refuses a save, and
 * by the section, which shows the same problems as they arise.
 */

/** A group as the form edits it: text inputs. */
export interface TestGroupRow {
  name: string;
  points: string;
  /** How many of the following hidden tests the group takes. */
  tests: string;
}

export const testGroupMessages = {
  nameRequired: 'A group needs a name',
  pointsInvalid: 'Points must be a number from 0 to 1000',
  testsInvalid: 'A group takes at least one hidden test',
  namesRepeat: 'Each test group needs a name of its own',
} as const;

/** The type of the resolver's list-level error, which the section shows live as it arises. */
export const groupListErrorType = 'groups';

/** The most groups a problem may have (the contract's limit). */
export const MAX_TEST_GROUPS = 50;
/** The longest group name (the contract's limit). */
export const MAX_GROUP_NAME = 60;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The points of a row, or undefined when they are not a number from 0 to 1000. */
export function parsePoints(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const points = Number(text);
  return Number.isFinite(points) && points >= 0 && points <= 1000 ? points : undefined;
}

/** The hidden tests a row takes, or undefined when that is not a whole number of at least 1. */
export function parseTestCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count >= 1 ? count : undefined;
}

/** What is wrong with one row, field by field. */
export function groupRowMessages(row: TestGroupRow): Partial<Record<keyof TestGroupRow, string>> {
  return {
    ...(row.name.trim() === '' ? { name: testGroupMessages.nameRequired } : {}),
    ...(parsePoints(row.points) === undefined ? { points: testGroupMessages.pointsInvalid } : {}),
    ...(parseTestCount(row.tests) === undefined ? { tests: testGroupMessages.testsInvalid } : {}),
  };
}

/**
 * The count of hidden tests the groups cover when every row gives a valid count; undefined
 * while one does not (its own message says so).
 */
function coveredTests(rows: readonly TestGroupRow[]): number | undefined {
  let covered = 0;
  for (const row of rows) {
    const count = parseTestCount(row.tests);
    if (count === undefined) return undefined;
    covered += count;
  }
  return covered;
}

/** 'The groups cover 3 hidden tests; the problem has 4.', or undefined when they add up. */
export function coverageMismatch(
  rows: readonly TestGroupRow[],
  hiddenTests: number,
): string | undefined {
  if (rows.length === 0) return undefined;
  const covered = coveredTests(rows);
  if (covered === undefined || covered === hiddenTests) return undefined;
  return `The groups cover ${plural(covered, 'hidden test')}; the problem has ${hiddenTests}.`;
}

/** Whether two rows share a name (compared as the server does: trimmed, case kept). */
export function namesRepeat(rows: readonly TestGroupRow[]): boolean {
  const names = rows.map((row) => row.name.trim()).filter((name) => name !== '');
  return new Set(names).size !== names.length;
}

/** The problems of the list as a whole: repeated names, and tests not covered exactly. */
export function groupListMessages(rows: readonly TestGroupRow[], hiddenTests: number): string[] {
  const mismatch = coverageMismatch(rows, hiddenTests);
  return [
    ...(namesRepeat(rows) ? [testGroupMessages.namesRepeat] : []),
    ...(mismatch ? [mismatch] : []),
  ];
}

/** How one group reads on the coverage line: 'small: hidden tests 1–2'. */
export function coverageLines(rows: readonly TestGroupRow[]): string[] {
  let next: number | undefined = 1;
  return rows.map((row, index) => {
    const label = row.name.trim() || `Group ${index + 1}`;
    const count = parseTestCount(row.tests);
    if (count === undefined) {
      next = undefined;
      return `${label}: number of hidden tests not set`;
    }
    if (next === undefined) return `${label}: ${plural(count, 'hidden test')} after those above`;
    const first = next;
    next += count;
    return count === 1
      ? `${label}: hidden test ${first}`
      : `${label}: hidden tests ${first}–${first + count - 1}`;
  });
}

/** The rows' valid points added up, without floating-point dust: '100 points in all'. */
export function pointsInAll(rows: readonly TestGroupRow[]): string {
  return sumOfPoints(rows.map((row) => parsePoints(row.points) ?? 0));
}
