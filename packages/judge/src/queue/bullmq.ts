import {
  type JudgeJobInput,
  type JudgeResult,
  JudgeStatus,
  judgeResultSchema,
} from '@grindstone/contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { JudgeError, parseJudgeJob } from '../errors';
import type { JudgeQueue } from './types';

export type BullmqQueueOptions = {
  redisUrl: string;
  /** Queue name; workers must use the same one. Default 'grindstone-judge'. */
  name?: string;
  /** Redis key prefix (tests use a unique one). Default 'bull'. */
  prefix?: string;
  /** Jobs waiting beyond which submit() throws 'judge-busy'. Default 200. */
  maxDepth?: number;
  /** How long the API waits for a result before submit() throws 'judge-failed'. Default 120 s. */
  timeoutMs?: number;
};

export const defaultQueueName = 'grindstone-judge';

/**
 * The API side of the Redis queue: adds jobs and awaits their results. Workers run elsewhere
 * (`npm run worker`, src/worker.ts). A worker that dies mid-job leaves the job "stalled":
 * BullMQ gives it to another worker once, and fails it the second time (maxStalledCount 1).
 * A failed job (a stalled one, or one whose judge threw), a malformed result or no result in
 * time: submit() throws `JudgeError('judge-failed')` naming why, for the operator.
 */
export function createBullmqQueue(options: BullmqQueueOptions): JudgeQueue {
  const name = options.name ?? defaultQueueName;
  const maxDepth = options.maxDepth ?? 200;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const eventsConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection, prefix: options.prefix });
  const events = new QueueEvents(name, { connection: eventsConnection, prefix: options.prefix });
  const ready = events.waitUntilReady();

  return {
    backend: 'bullmq',
    async submit(input: JudgeJobInput): Promise<JudgeResult> {
      const parsed = parseJudgeJob(input);
      await ready;
      if ((await queue.getWaitingCount()) >= maxDepth) {
        throw new JudgeError('judge-busy', 'The judge is busy. Please try again in a moment.');
      }
      const job = await queue.add('judge', parsed, {
        // A job whose judge failed is not tried again (see the worker): one attempt.
        attempts: 1,
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 24 * 3600 },
      });
      let value: unknown;
      try {
        value = await job.waitUntilFinished(events, timeoutMs);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new JudgeError('judge-failed', `Judge worker failed: ${reason}`);
      }
      const result = judgeResultSchema.safeParse(value);
      if (!result.success) {
        throw new JudgeError('judge-failed', 'A judge worker returned a malformed result');
      }
      // Workers of earlier versions returned their failures as Internal Error results; past this
      // point a result is always a verdict.
      const { data } = result;
      if (
        data.status_id === JudgeStatus.internalError ||
        data.tests.some((test) => test.status_id === JudgeStatus.internalError)
      ) {
        throw new JudgeError(
          'judge-failed',
          `Judge worker failed: ${data.error ?? 'Internal Error'}`,
        );
      }
      return data;
    },
    async stats() {
      const counts = await queue.getJobCounts('waiting', 'active');
      return { waiting: counts.waiting ?? 0, running: counts.active ?? 0, maxDepth };
    },
    async close() {
      await events.close();
      await queue.close();
      connection.disconnect();
      eventsConnection.disconnect();
    },
  };
}
