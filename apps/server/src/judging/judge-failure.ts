import { JudgeStatus, type TJudgeResult } from '@grindstone/contract';
import { AppError } from '../errors';

/**
 * What a learner sees when the judge itself failed (a worker crashed or timed out, Judge0 broke,
 * an exception inside the judge). The details can name host paths and internals, so they go to
 * the log with the request id, never to the client or the stored submission.
 */
export const JUDGE_FAILED_MESSAGE =
  'The judge failed while running your code; this is not a problem with your code. Please try again in a moment.';

/** True when the judge reports an internal error for the job: whole job or any single test. */
export function isInternalError(result: TJudgeResult): boolean {
  return (
    result.status_id === JudgeStatus.internalError ||
    result.tests.some((test) => test.status_id === JudgeStatus.internalError)
  );
}

/** The judge could not judge the job: 503 with the generic message, details for the log only. */
export class JudgeFailure extends AppError {
  constructor(detail: string) {
    super('UNAVAILABLE', JUDGE_FAILED_MESSAGE);
    this.name = 'JudgeFailure';
    this.logDetail = detail;
  }
}

/** The operator's view of an internal-error result: the judge's own text, or the failing tests'. */
export function internalErrorDetail(result: TJudgeResult): string {
  const tests = result.tests
    .map((test, index) => ({ test, index }))
    .filter(({ test }) => test.status_id === JudgeStatus.internalError)
    .map(
      ({ test, index }) => `test ${index + 1}: ${test.stderr.trim() || test.status.description}`,
    );
  return [result.error ?? 'judge reported Internal Error', ...tests].join('\n');
}
