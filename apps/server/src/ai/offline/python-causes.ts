import { JudgeStatus } from '@grindstone/contract';
import type { VisibleTestOutcome } from '../visible-test-run';

type Failure = Extract<VisibleTestOutcome, { kind: 'failed' }>;

/** The exception a Python traceback ends with ('ZeroDivisionError: division by zero'), if any. */
export function pythonException(stderr: string): string | null {
  if (!stderr.includes('Traceback (most recent call last)')) return null;
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  return lines.at(-1)?.trim() ?? null;
}

/**
 * The causes particular to Python, most likely first: the errors learners meet most (recursion
 * limit, slow `input()`, `/` giving a float). Empty for any other language.
 */
export function pythonCauses(failure: Failure, isPython: boolean): string[] {
  if (!isPython) return [];
  const exception = pythonException(failure.stderr);
  if (exception?.startsWith('RecursionError')) {
    return [
      "**Recursion too deep for Python's default limit (1000 levels)**: call `sys.setrecursionlimit(400000)` at the start, or turn the recursion into a loop with an explicit stack.",
    ];
  }
  if (exception?.startsWith('ZeroDivisionError')) {
    return [
      `**Division by zero** (\`${exception.slice(0, 200)}\`): the traceback's last \`line\` is where it happened; check the divisor for the case this example shows.`,
    ];
  }
  if (failure.statusId === JudgeStatus.timeLimitExceeded) {
    return [
      'In Python, reading with `input()` line by line is slow on large input: read everything at once with `data = sys.stdin.buffer.read().split()` (as the template does), and print once with `sys.stdout.write("\\n".join(...))`.',
    ];
  }
  if (failure.statusId === JudgeStatus.wrongAnswer && /\b\d+\.0\b/.test(failure.actual)) {
    return [
      '**Integer division**: in Python `/` always gives a float (`7 / 2` is `3.5`, `6 / 2` is `3.0`); use `//` for whole numbers.',
    ];
  }
  return [];
}
