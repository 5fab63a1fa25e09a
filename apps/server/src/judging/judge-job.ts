import {
  defaultJudgeLimits,
  type JudgeChecker,
  type JudgeJobInput,
  type JudgeLimits,
  type JudgeTest,
  type LanguageId,
  timeLimitFor,
  wallLimitMs,
} from '@grindstone/contract';
import type { ProblemRow } from '../db/schema';

/** What judging needs to know about a problem (saved or not yet saved). */
export type JudgeSettings = Pick<
  ProblemRow,
  | 'timeLimitMs'
  | 'languageTimeLimitsMs'
  | 'memoryLimitKb'
  | 'checker'
  | 'floatTolerance'
  | 'customChecker'
>;

/** The limits of a run in `language`: the time limit is the language's (timeLimitFor). */
export function limitsFor(problem: JudgeSettings, language: LanguageId): JudgeLimits {
  const cpuMs = timeLimitFor(problem, language);
  return {
    cpuMs,
    // Wall time covers start-up and I/O waits; CPU time is what the verdict is about.
    wallMs: wallLimitMs(cpuMs),
    memoryKb: problem.memoryLimitKb,
    // The judge raises this to at least twice the largest expected output by itself.
    outputKb: defaultJudgeLimits.outputKb,
  };
}

export function checkerFor(problem: JudgeSettings): JudgeChecker {
  switch (problem.checker) {
    case 'float': {
      const tolerance = problem.floatTolerance ?? 1e-6;
      return { type: 'float', absTolerance: tolerance, relTolerance: tolerance };
    }
    case 'custom':
      if (!problem.customChecker) throw new Error(customCheckerMissing);
      return { type: 'custom', ...problem.customChecker };
    default:
      return { type: problem.checker };
  }
}

export const customCheckerMissing =
  "checker is 'custom' but the problem has no customChecker (its protocol and C++ source)";

/** A problem as it would be saved names a custom checker only with the checker's program. */
export function hasCheckerProgram(problem: Pick<JudgeSettings, 'checker' | 'customChecker'>) {
  return problem.checker !== 'custom' || problem.customChecker !== null;
}

export function judgeJob(
  problem: JudgeSettings,
  language: LanguageId,
  code: string,
  tests: JudgeTest[],
): JudgeJobInput {
  return {
    language,
    code,
    tests,
    limits: limitsFor(problem, language),
    checker: checkerFor(problem),
  };
}

/**
 * A job that only collects a program's outputs (the reference's, to compare with or to show):
 * there is no expected output, so no checker is asked, not even the problem's own program.
 */
export function outputsJob(
  problem: JudgeSettings,
  language: LanguageId,
  code: string,
  inputs: string[],
): JudgeJobInput {
  const tests = inputs.map((input) => ({ input, expected: '' }));
  return { ...judgeJob(problem, language, code, tests), checker: { type: 'default' } };
}
