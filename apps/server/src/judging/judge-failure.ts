import { AppError } from '../errors';

/**
 * What a learner sees when the judge itself failed (a worker crashed or timed out, Judge0 broke,
 * an exception inside the judge). The details can name host paths and internals, so they go to
 * the log with the request id, never to the client or the stored submission.
 */
export const JUDGE_FAILED_MESSAGE =
  'The judge failed while running your code; this is not a problem with your code. Please try again in a moment.';

/**
 * The judge could not judge the job: 503 with the generic message, details (`logDetail`) for the
 * log only. `runJudgeJob` is the one place that makes it: from the judge's
 * `JudgeError('judge-failed' | 'judge-timeout')`, or from any unexpected exception of the queue.
 */
export class JudgeFailure extends AppError {
  constructor(detail: string) {
    super('UNAVAILABLE', JUDGE_FAILED_MESSAGE);
    this.name = 'JudgeFailure';
    this.logDetail = detail;
  }
}
