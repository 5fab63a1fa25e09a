import { type JudgeJob, judgeJobSchema } from '@grindstone/contract';

/** Why the judge refused a job; the server maps codes to HTTP statuses in one place. */
export type JudgeErrorCode =
  | 'invalid-job' // 400: the job does not match judgeJobSchema
  | 'language-unavailable' // 503: this host lacks the toolchain (message names the package)
  | 'sandbox-unavailable' // 503: no usable sandbox (message names the package)
  | 'judge-busy' // 429/503: queue at its maximum depth
  | 'judge-timeout' // 503: no result within the caller's deadline (remote workers)
  // 503: the judge itself broke while judging (an exception inside it, its process or a worker
  // died, a malformed answer, Judge0 failing). Nothing was judged, so there is no verdict; the
  // message is the operator's detail (it may name host paths) and never reaches a learner.
  | 'judge-failed';

/**
 * The judge's one error type: every failure that is not a verdict on the program is thrown as
 * this, never returned as a result, so a `JudgeResult` always holds a verdict.
 */
export class JudgeError extends Error {
  constructor(
    readonly code: JudgeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JudgeError';
  }
}

/**
 * The one validation of a judge job, where it enters the judge (a queue's `submit`, the Redis
 * worker, the CLI); past it the job travels as a typed `JudgeJob` and is never parsed again.
 */
export function parseJudgeJob(input: unknown): JudgeJob {
  const parsed = judgeJobSchema.safeParse(input);
  if (!parsed.success) throw new JudgeError('invalid-job', parsed.error.message);
  return parsed.data;
}

/** `error` as a judge failure: a JudgeError keeps its own code, anything else is 'judge-failed'. */
export function asJudgeError(error: unknown): JudgeError {
  if (error instanceof JudgeError) return error;
  return new JudgeError('judge-failed', error instanceof Error ? error.message : String(error));
}
