import type { LanguageId } from '@grindstone/contract';
import type { GroundingExample, ProblemCheck } from './grounding';
import type { TutorJudge } from './tutor-judge';

const MAX_SHOWN = 2000;
const capped = (text: string) =>
  text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (truncated)` : text;

/** What judging the learner's code on the visible examples found, for the tutor to explain. */
export type VisibleTestOutcome =
  | { kind: 'compile-error'; output: string }
  | { kind: 'all-passed'; total: number }
  /** The first `passed` examples pass; the message's judge budget ran out before the rest. */
  | { kind: 'budget-spent'; passed: number; total: number }
  | {
      kind: 'failed';
      /** 1-based, as the test results pane numbers them. */
      testNumber: number;
      total: number;
      input: string;
      expected: string;
      actual: string;
      stderr: string;
      statusId: number;
      verdict: string;
      timeSeconds: number;
    };

/**
 * Judges the learner's code with the real judge on the visible examples only (never the hidden
 * tests: what the tutor learns here may be shown to the learner) and reports the first failure.
 */
export async function runOnVisibleTests(
  judge: TutorJudge,
  check: ProblemCheck,
  examples: readonly GroundingExample[],
  code: string,
  language: LanguageId,
): Promise<VisibleTestOutcome> {
  const verdict = await judge.judgeExamples(check, examples, code, language);
  if (verdict.kind === 'compile-error')
    return { kind: 'compile-error', output: capped(verdict.output) };
  if (verdict.kind !== 'failed') return verdict;
  const example = examples[verdict.index] as GroundingExample;
  return {
    kind: 'failed',
    testNumber: verdict.index + 1,
    total: examples.length,
    input: capped(example.input),
    expected: capped(example.output),
    actual: capped(verdict.test.stdout),
    stderr: capped(verdict.test.stderr.trim()),
    statusId: verdict.test.status_id,
    verdict: verdict.test.status.description,
    timeSeconds: verdict.test.time,
  };
}
