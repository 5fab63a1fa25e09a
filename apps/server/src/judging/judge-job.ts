import {
  defaultJudgeLimits,
  type LanguageId,
  type TJudgeChecker,
  type TJudgeJobInput,
  type TJudgeLimits,
  wallLimitMs,
} from '@grindstone/contract';
import type { ProblemRow } from '../db/schema';

/** What judging needs to know about a problem (saved or not yet saved). */
export type JudgeSettings = Pick<
  ProblemRow,
  'timeLimitMs' | 'memoryLimitKb' | 'checker' | 'floatTolerance'
>;

export interface JudgeTest {
  input: string;
  expected: string;
}

export function limitsFor(problem: JudgeSettings): TJudgeLimits {
  return {
    cpuMs: problem.timeLimitMs,
    // Wall time covers start-up and I/O waits; CPU time is what the verdict is about.
    wallMs: wallLimitMs(problem.timeLimitMs),
    memoryKb: problem.memoryLimitKb,
    // The judge raises this to at least twice the largest expected output by itself.
    outputKb: defaultJudgeLimits.outputKb,
  };
}

export function checkerFor(problem: JudgeSettings): TJudgeChecker {
  if (problem.checker !== 'float') return { type: problem.checker };
  const tolerance = problem.floatTolerance ?? 1e-6;
  return { type: 'float', absTolerance: tolerance, relTolerance: tolerance };
}

export function judgeJob(
  problem: JudgeSettings,
  language: LanguageId,
  code: string,
  tests: JudgeTest[],
): TJudgeJobInput {
  return { language, code, tests, limits: limitsFor(problem), checker: checkerFor(problem) };
}
