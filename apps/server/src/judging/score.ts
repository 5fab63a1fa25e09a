import { isAccepted, type JudgeResult, type Score, type TestGroup } from '@grindstone/contract';

/**
 * A submission's score on a problem with test groups (IOI style): a group's points are earned
 * when every one of its tests passes. The groups cover the hidden tests in order; the judged
 * tests are the visible ones first, then the hidden ones (problem-mapping.ts `judgeTests`), and
 * the visible tests score nothing. A compilation error scores 0. Null: the problem is pass-fail.
 */
export function scoreOf(
  groups: readonly TestGroup[],
  visibleTests: number,
  result: JudgeResult,
): Score | null {
  if (groups.length === 0) return null;
  let next = visibleTests;
  const scored = groups.map((group) => {
    const tests = result.tests.slice(next, next + group.tests);
    next += group.tests;
    const passed =
      result.compile.ok &&
      tests.length === group.tests &&
      tests.every((test) => isAccepted(test.status_id));
    return { name: group.name, points: group.points, passed };
  });
  return {
    score: roundPoints(scored.reduce((sum, group) => sum + (group.passed ? group.points : 0), 0)),
    maxScore: roundPoints(groups.reduce((sum, group) => sum + group.points, 0)),
    groups: scored,
  };
}

/** Points may be fractional (Kattis scores); sums keep at most 6 decimals. */
const roundPoints = (points: number) => Math.round(points * 1e6) / 1e6;

/** Why a problem's groups do not fit its hidden tests, or null when they cover them exactly. */
export function testGroupsProblem(
  groups: readonly TestGroup[],
  hiddenTests: number,
): string | null {
  if (groups.length === 0) return null;
  const covered = groups.reduce((sum, group) => sum + group.tests, 0);
  if (covered === hiddenTests) return null;
  return `The test groups cover ${covered} hidden test${covered === 1 ? '' : 's'}, but the problem has ${hiddenTests}`;
}
