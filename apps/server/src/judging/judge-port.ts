import type { TJudgeJobInput, TJudgeResult } from '@grindstone/contract';
import { JudgeError } from '@grindstone/judge';
import { AppError } from '../http/app-error';
import type { JudgeHandle } from '../http/context';

/**
 * The server's single door to the judge: submits a job to the configured queue and turns the
 * judge's refusals into API errors (busy / unavailable → 503, never an unbounded wait).
 */
export async function runJudgeJob(judge: JudgeHandle, job: TJudgeJobInput): Promise<TJudgeResult> {
  try {
    return await judge.queue.submit(job);
  } catch (error) {
    if (!(error instanceof JudgeError)) throw error;
    if (error.code === 'invalid-job') throw new AppError('VALIDATION_FAILED', error.message);
    throw new AppError('UNAVAILABLE', error.message);
  }
}
