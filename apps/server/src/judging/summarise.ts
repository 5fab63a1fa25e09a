import {
  type FailedTest,
  isAccepted,
  isRuntimeError,
  type JudgeResult,
  type JudgeStatusId,
  type JudgeTest,
  type JudgeTestResult,
  MAX_FAILED_TEST_CHARS,
} from '@grindstone/contract';

const MAX_ERROR_CHARS = 4000;

/** `text` cut to `max` characters, saying so. */
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}\n… (truncated)` : text;
const cap = (text: string) => cut(text, MAX_ERROR_CHARS);

export interface Summary {
  accepted: boolean;
  statusId: JudgeStatusId;
  status: string;
  passed: number;
  total: number;
  /** Slowest test's CPU seconds, and the largest peak memory in KB. */
  runtime: number;
  memory: number;
  firstFailure?: { index: number; test: JudgeTestResult };
}

export function summarise(result: JudgeResult): Summary {
  const index = result.tests.findIndex((test) => !isAccepted(test.status_id));
  return {
    accepted: isAccepted(result.status_id),
    statusId: result.status_id,
    status: result.status.description,
    passed: result.tests.filter((test) => isAccepted(test.status_id)).length,
    total: result.tests.length,
    runtime: Math.max(0, ...result.tests.map((test) => test.time)),
    memory: Math.max(0, ...result.tests.map((test) => test.memory)),
    firstFailure: index >= 0 ? { index, test: result.tests[index] as JudgeTestResult } : undefined,
  };
}

/**
 * The contract's `error`: compiler output on a compilation error, the failing test's stderr on a
 * runtime error (only when the learner may see that test), the verdict text otherwise, null when
 * accepted. A judge failure never gets here: it is thrown (`JudgeFailure`, answered with a
 * generic message, the details logged), never a result.
 */
export function errorText(
  result: JudgeResult,
  summary: Summary,
  mayShowTest: (index: number) => boolean,
): string | null {
  if (summary.accepted) return null;
  if (!result.compile.ok) return cap(result.compile.output || 'Compilation Error');
  const failure = summary.firstFailure;
  if (!failure) return summary.status;
  // The judge's own explanation names no test data: shown for hidden tests too.
  const message = failure.test.message;
  const where = `${failure.test.status.description} on test ${failure.index + 1}${message ? `\n${message}` : ''}`;
  if (isRuntimeError(failure.test.status_id) && mayShowTest(failure.index)) {
    const stderr = failure.test.stderr.trim();
    return cap(stderr ? `${where}\n${stderr}` : where);
  }
  return where;
}

/** A test's text as it is shown whole to a learner: input, outputs, stderr. */
export const capField = (text: string) => cut(text, MAX_FAILED_TEST_CHARS);

/**
 * The first failing test as the learner may see it: its input, the expected output, the
 * program's output and stderr; undefined when nothing failed or the test is hidden
 * (`mayShowTest`), so a hidden test's data never leaves the server.
 */
export function failedTestOf(
  summary: Summary,
  tests: readonly JudgeTest[],
  mayShowTest: (index: number) => boolean,
): FailedTest | undefined {
  const failure = summary.firstFailure;
  if (!failure || !mayShowTest(failure.index)) return undefined;
  const test = tests[failure.index];
  if (!test) return undefined;
  return {
    index: failure.index,
    input: capField(test.input),
    expectedOutput: capField(test.expected),
    output: capField(failure.test.stdout),
    stderr: capField(failure.test.stderr),
  };
}
