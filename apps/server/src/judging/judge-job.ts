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
  'timeLimitMs' | 'languageTimeLimitsMs' | 'memoryLimitKb' | 'checker' | 'floatTolerance'
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
  if (problem.checker !== 'float') return { type: problem.checker };
  const tolerance = problem.floatTolerance ?? 1e-6;
  return { type: 'float', absTolerance: tolerance, relTolerance: tolerance };
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
