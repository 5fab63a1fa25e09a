import type { JudgeTestResult, LanguageId } from '@grindstone/contract';
import { judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';
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

const ACCEPTED = 3;

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
     * Judges `code` on the examples one at a time, in order, and stops at the first that fails
     * (a program that loops costs one time limit, not one per example) or when the message's
     * budget is spent. Compiled code is cached by the judge, so only the first example compiles.
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
      for (const [index, example] of examples.entries()) {
        if (spent()) return { kind: 'budget-spent', passed: index, total };
        testsLeft -= 1;
        const tests = [{ input: example.input, expected: example.output }];
        const job = judgeJob(check.settings, language, code, tests);
        const result = await runJudgeJob(judge, job, { learner });
        if (!result.compile.ok) return { kind: 'compile-error', output: result.compile.output };
        const test = result.tests[0] as JudgeTestResult;
        wallMsLeft -= test.wallTime * 1000;
        if (test.status_id !== ACCEPTED) return { kind: 'failed', index, test };
      }
      return { kind: 'all-passed', total };
    },
  };
}

export type TutorJudge = ReturnType<typeof tutorJudge>;
