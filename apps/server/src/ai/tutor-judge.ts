import type { JudgeTestResult, LanguageId } from '@grindstone/contract';
import { judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';
import { summarise } from '../judging/summarise';
import type { GroundingExample, ProblemCheck } from './grounding';

/**
 * How much judging one tutor message may cause, over all its runs (the learner's code for "why
 * does my code fail", and every program in the reply the reply check judges). A learner chooses
 * the code and, through the original client, up to 20 examples: without a bound, one message
 * could keep the judge busy for the whole time limit of every example.
 */
export const TUTOR_JUDGE_BUDGET = {
  /** Programs judged; each is also one Run taken from the learner's judge rate limit. */
  runs: 4,
  /** Examples judged, over all runs. */
  tests: 10,
  /** Judge wall-clock time used; no further example is started once it is spent. */
  wallMs: 10_000,
};

/**
 * Examples judged in one job. Problems show two or three, so a usual message is one job, as
 * fast as a Run; the learner's own examples (up to 20) go in batches, and a batch that fails
 * ends the judging, so a program that loops costs one batch, not one time limit per example.
 */
export const EXAMPLES_AT_ONCE = 3;

/** What judging a program on the examples, in order, found. */
export type ExamplesVerdict =
  | { kind: 'compile-error'; output: string }
  /** `index` is 0-based; the examples before it passed. */
  | { kind: 'failed'; index: number; test: JudgeTestResult }
  | { kind: 'all-passed'; total: number }
  /** The message's budget ran out after `passed` examples had passed. */
  | { kind: 'budget-spent'; passed: number; total: number };

/**
 * The judge as one tutor message of `learner` uses it: their jobs wait in line with their own
 * runs, and `takeRun` counts each program judged against their judge rate limit (it throws the
 * 429 when that is spent).
 */
export function tutorJudge(
  judge: JudgeHandle,
  { learner, takeRun }: { learner: string; takeRun: () => Promise<void> },
  budget = TUTOR_JUDGE_BUDGET,
) {
  let runsLeft = budget.runs;
  let testsLeft = budget.tests;
  let wallMsLeft = budget.wallMs;
  const spent = () => testsLeft <= 0 || wallMsLeft <= 0;

  return {
    /**
     * Judges `code` on the examples in order, `EXAMPLES_AT_ONCE` at a time, and stops after the
     * first batch with a failure (a program that loops costs one time limit, not one per
     * example) or when the message's budget is spent. The judge caches the compiled program, so
     * only the first batch compiles.
     */
    async judgeExamples(
      check: ProblemCheck,
      examples: readonly GroundingExample[],
      code: string,
      language: LanguageId,
    ): Promise<ExamplesVerdict> {
      const total = examples.length;
      if (runsLeft <= 0 || spent()) return { kind: 'budget-spent', passed: 0, total };
      await takeRun();
      runsLeft -= 1;
      for (let start = 0; start < total; start += EXAMPLES_AT_ONCE) {
        if (spent()) return { kind: 'budget-spent', passed: start, total };
        const batch = examples.slice(start, start + Math.min(EXAMPLES_AT_ONCE, testsLeft));
        testsLeft -= batch.length;
        const tests = batch.map((example) => ({ input: example.input, expected: example.output }));
        const job = judgeJob(check.settings, language, code, tests);
        const result = await runJudgeJob(judge, job, { learner });
        if (!result.compile.ok) return { kind: 'compile-error', output: result.compile.output };
        for (const test of result.tests) wallMsLeft -= test.wallTime * 1000;
        const { firstFailure } = summarise(result);
        if (firstFailure) {
          return { kind: 'failed', index: start + firstFailure.index, test: firstFailure.test };
        }
        if (batch.length < EXAMPLES_AT_ONCE && start + batch.length < total) {
          return { kind: 'budget-spent', passed: start + batch.length, total };
        }
      }
      return { kind: 'all-passed', total };
    },
  };
}

export type TutorJudge = ReturnType<typeof tutorJudge>;
