import type { LanguageId } from '@grindstone/contract';
import { judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';
import { summarise } from '../judging/summarise';
import type { GroundingExample, ProblemCheck } from './grounding';

const MAX_SHOWN = 2000;
const capped = (text: string) =>
  text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (truncated)` : text;

/** What judging the learner's code on the visible examples found, for the tutor to explain. */
export type VisibleTestOutcome =
  | { kind: 'compile-error'; output: string }
  | { kind: 'all-passed'; total: number }
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
  judge: JudgeHandle,
  check: ProblemCheck,
  examples: readonly GroundingExample[],
  code: string,
  language: LanguageId,
): Promise<VisibleTestOutcome> {
  const tests = examples.map((example) => ({ input: example.input, expected: example.output }));
  const result = await runJudgeJob(judge, judgeJob(check.settings, language, code, tests));
  if (!result.compile.ok) return { kind: 'compile-error', output: capped(result.compile.output) };
  const summary = summarise(result);
  const failure = summary.firstFailure;
  if (!failure) return { kind: 'all-passed', total: summary.total };
  const example = examples[failure.index] as GroundingExample;
  return {
    kind: 'failed',
    testNumber: failure.index + 1,
    total: summary.total,
    input: capped(example.input),
    expected: capped(example.output),
    actual: capped(failure.test.stdout),
    stderr: capped(failure.test.stderr.trim()),
    statusId: failure.test.status_id,
    verdict: failure.test.status.description,
    timeSeconds: failure.test.time,
  };
}
