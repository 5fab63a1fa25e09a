import { type JudgeJobInput, type JudgeResult, judgeResultSchema } from '@grindstone/contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { internalError } from '../create-judge';
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
  /** How long the API waits for a result before answering Internal Error. Default 120 s. */
  timeoutMs?: number;
};

export const defaultQueueName = 'grindstone-judge';

/**
 * The API side of the Redis queue: adds jobs and awaits their results. Workers run elsewhere
 * (`npm run worker`, src/worker.ts). A worker that dies mid-job leaves the job "stalled":
 * BullMQ gives it to another worker once, and fails it the second time (maxStalledCount 1),
 * which the API reports as Internal Error.
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
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 24 * 3600 },
      });
      try {
        const value = await job.waitUntilFinished(events, timeoutMs);
        const result = judgeResultSchema.safeParse(value);
        return result.success
          ? result.data
          : internalError('A judge worker returned a malformed result');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return internalError(`Judge worker failed: ${reason}`);
      }
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
