import type { TJudgeJobInput, TJudgeResult } from '@grindstone/contract';
import { JudgeError, type JudgeQueue, type SandboxInfo } from '@grindstone/judge';
import { AppError } from '../errors';
import { internalErrorDetail, isInternalError, JudgeFailure } from './judge-failure';

/** The judge as the server sees it: a queue, and what the local sandbox can do (if local). */
export interface JudgeHandle {
  queue: JudgeQueue;
  /** Undefined when jobs go to remote workers (REDIS_URL). */
  sandbox?: SandboxInfo;
  /** Stops the queue and releases the local judge's resources (spare cgroups). */
  close(): Promise<void>;
}

/**
 * The judge refused the job before running it (busy, misconfigured, invalid job): nothing was
 * judged, so a caller that stored a pending submission removes it instead of recording a verdict.
 */
export class JudgeRefusal extends AppError {}

/**
 * What a busy judge's 503 suggests as `Retry-After`: a queue at its depth drains in about the
 * time of a few submissions.
 */
export const JUDGE_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The server's single door to the judge: submits a job to the configured queue and turns the
 * judge's refusals into API errors (busy / unavailable → 503, never an unbounded wait).
 * Internal-error results are returned as they are (the catalogue's verifier reports them to the
 * operator); learner-facing callers use `judgeOrFail`.
 */
export async function runJudgeJob(judge: JudgeHandle, job: TJudgeJobInput): Promise<TJudgeResult> {
  try {
    return await judge.queue.submit(job);
  } catch (error) {
    if (!(error instanceof JudgeError)) throw error;
    if (error.code === 'judge-timeout') throw new JudgeFailure(error.message);
    if (error.code === 'invalid-job') throw new JudgeRefusal('VALIDATION_FAILED', error.message);
    if (error.code === 'judge-busy') {
      const busy = new JudgeRefusal('UNAVAILABLE', error.message);
      busy.retryAfterSeconds = JUDGE_BUSY_RETRY_AFTER_SECONDS;
      throw busy;
    }
    throw new JudgeRefusal('UNAVAILABLE', error.message);
  }
}

/**
 * Like `runJudgeJob`, for Run, Submit and the admin's reference check: a result in which the
 * judge reports an internal error, or an unexpected exception from the queue, becomes a
 * `JudgeFailure` (503 with a generic message; the details go to the log).
 */
export async function judgeOrFail(judge: JudgeHandle, job: TJudgeJobInput): Promise<TJudgeResult> {
  let result: TJudgeResult;
  try {
    result = await runJudgeJob(judge, job);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new JudgeFailure(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  if (isInternalError(result)) throw new JudgeFailure(internalErrorDetail(result));
  return result;
}
