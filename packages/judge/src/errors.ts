import { type JudgeJob, judgeJobSchema } from '@grindstone/contract';

/** Why the judge refused a job; the server maps codes to HTTP statuses in one place. */
export type JudgeErrorCode =
  | 'invalid-job' // 400: the job does not match judgeJobSchema
  | 'language-unavailable' // 503: this host lacks the toolchain (message names the package)
  | 'sandbox-unavailable' // 503: no usable sandbox (message names the package)
  | 'judge-busy' // 429/503: queue at its maximum depth
  | 'judge-timeout'; // 503: no result within the caller's deadline (remote workers)

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
