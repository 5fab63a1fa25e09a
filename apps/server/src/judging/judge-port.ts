import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';
import { JudgeError, type JudgeQueue, type JudgeTicket, type SandboxInfo } from '@grindstone/judge';
import { AppError } from '../errors';
import { JudgeFailure } from './judge-failure';

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
 * What a busy judge's 503 suggests as `Retry-After`: a full queue (jobs wait in line until it
 * is) drains below its bound as soon as a few of them are judged.
 */
export const JUDGE_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The server's single door to the judge: submits a job to the configured queue (where it waits
 * in line, in turn with other learners' jobs when `ticket` names the learner) and resolves with
 * its verdict, or throws one of two API errors:
 * - `JudgeRefusal` when nothing was judged (busy → 503 with Retry-After, unavailable → 503,
 *   invalid job → 400);
 * - `JudgeFailure` when the judge failed while judging (`judge-failed`, `judge-timeout`, or any
 *   exception that is not the judge's own error type): 503 with a generic message, the detail for
 *   the log only.
 */
export async function runJudgeJob(
  judge: JudgeHandle,
  job: JudgeJobInput,
  ticket?: JudgeTicket,
): Promise<JudgeResult> {
  try {
    return await judge.queue.submit(job, ticket);
  } catch (error) {
    throw judgeErrorToAppError(error);
  }
}

function judgeErrorToAppError(error: unknown): AppError {
  if (!(error instanceof JudgeError)) {
    return new JudgeFailure(
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
  switch (error.code) {
    case 'judge-failed':
    case 'judge-timeout':
      return new JudgeFailure(error.message);
    case 'invalid-job':
      return new JudgeRefusal('VALIDATION_FAILED', error.message);
    case 'judge-busy': {
      const busy = new JudgeRefusal('UNAVAILABLE', error.message);
      busy.retryAfterSeconds = JUDGE_BUSY_RETRY_AFTER_SECONDS;
      return busy;
    }
    case 'language-unavailable':
    case 'sandbox-unavailable':
      return new JudgeRefusal('UNAVAILABLE', error.message);
  }
}
