import type { JudgeJob, JudgeResult } from '@grindstone/contract';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Judge } from '../create-judge';
import { JudgeError, parseJudgeJob } from '../errors';
import { defaultQueueName } from './bullmq';

export type BullmqWorkerOptions = {
  judge: Judge;
  redisUrl: string;
  name?: string;
  prefix?: string;
  /** Jobs judged at once by this worker. Default: the judge's slots. */
  concurrency?: number;
  /** How long a job's lock lives without renewal; a killed worker's job stalls after this. */
  lockDurationMs?: number;
};

/** Pulls judge jobs from Redis and runs them on this machine's judge. Never touches a database. */
export function startBullmqWorker(options: BullmqWorkerOptions) {
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const lockDuration = options.lockDurationMs ?? 30_000;
  const worker = new Worker<JudgeJob, JudgeResult>(
    options.name ?? defaultQueueName,
    async (job: Job<JudgeJob, JudgeResult>) => {
      try {
        // Redis is a boundary: what arrives is checked as at any other entry.
        return await options.judge.judge(parseJudgeJob(job.data));
      } catch (error) {
        // The job fails, and the API side reports it as 'judge-failed'. A refusal (language or
        // sandbox unavailable on this worker) is the operator's problem as much as a crash is.
        // Never retried: the learner is waiting for this answer, and a judge that broke on a
        // job would most likely break on it again. (A worker that dies mid-job is another
        // matter: BullMQ hands the stalled job to another worker once, maxStalledCount below.)
        const detail = error instanceof Error ? error.message : String(error);
        throw new UnrecoverableError(
          error instanceof JudgeError ? `${error.code}: ${detail}` : detail,
        );
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? options.judge.slots,
      lockDuration,
      stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
      maxStalledCount: 1,
    },
  );
  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
