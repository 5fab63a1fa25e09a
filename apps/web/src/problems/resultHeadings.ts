import { JudgeStatus, type RunResult, type SubmitResult } from '@grindstone/contract';

// What the Test Results pane and the Result tab say first (docs/product.md#run-and-test-results,
// #submit-and-result): the verdict, never a line of compiler output, and no line twice.

/** The Test Results pane's heading. A result without a status (an older server) reads as before. */
export function runHeading(result: Pick<RunResult, 'success'> & Partial<RunResult>): string {
  if (result.success) return 'All examples passed';
  if (result.status_id === JudgeStatus.compilationError) return 'Compilation Error';
  return 'Some examples failed';
}

export interface SubmitVerdict {
  /** Shown after the cross. */
  heading: string;
  /** Shown under the heading, or null when the heading says it all. */
  details: string | null;
}

/**
 * A rejected submission's heading and the text under it. When the error's first line names the
 * verdict ("Wrong Answer on test 2") it is the heading and the other lines follow; otherwise (a
 * compiler's output) the verdict is the heading and the whole error text follows, once.
 */
export function submitVerdict(
  result: Pick<SubmitResult, 'error'> & { status?: string },
): SubmitVerdict {
  const error = result.error ?? '';
  const status = result.status?.trim() ?? '';
  const [firstLine = '', ...rest] = error.split('\n');
  const afterFirst = rest.join('\n');
  if (error.trim() !== '' && (status === '' || firstLine.startsWith(status))) {
    return { heading: firstLine, details: afterFirst.trim() === '' ? null : afterFirst };
  }
  if (status !== '') return { heading: status, details: error.trim() === '' ? null : error };
  return { heading: 'Failed', details: null };
}
