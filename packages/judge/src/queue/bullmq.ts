import {
  type JudgeJobInput,
  type JudgeResult,
  JudgeStatus,
  judgeResultSchema,
} from '@grindstone/contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { JudgeError, parseJudgeJob } from '../errors';
import { LAST_PRIORITY, learnerTurns, tellPosition } from './bullmq-line';
import { JUDGE_BUSY_MESSAGE, type JudgeQueue, type JudgeTicket } from './types';

export type BullmqQueueOptions = {
  redisUrl: string;
  /** Queue name; workers must use the same one. Default 'grindstone-judge'. */
  name?: string;
  /** Redis key prefix (tests use a unique one). Default 'bull'. */
  prefix?: string;
  /** Jobs waiting (all servers') beyond which submit() throws 'judge-busy'. Default 1000. */
  maxDepth?: number;
  /** How long the API waits for a result before submit() throws 'judge-failed'. Default 120 s. */
  timeoutMs?: number;
  /** How often a waiting job's place in line is read for `onPosition`. Default 1 s. */
  positionPollMs?: number;
};

export const defaultQueueName = 'grindstone-judge';

/**
 * The API side of the Redis queue: adds jobs and awaits their results. Workers run elsewhere
 * (`npm run worker`, src/worker.ts). A worker that dies mid-job leaves the job "stalled":
 * BullMQ gives it to another worker once, and fails it the second time (maxStalledCount 1).
 * A failed job (a stalled one, or one whose judge threw), a malformed result or no result in
 * time: submit() throws `JudgeError('judge-failed')` naming why, for the operator.
 * Waiting jobs are taken from learners in turn as far as this server knows them (bullmq-line.ts).
 */
export function createBullmqQueue(options: BullmqQueueOptions): JudgeQueue {
  const name = options.name ?? defaultQueueName;
  const maxDepth = options.maxDepth ?? 1000;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const positionPollMs = options.positionPollMs ?? 1000;
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const eventsConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection, prefix: options.prefix });
  const events = new QueueEvents(name, { connection: eventsConnection, prefix: options.prefix });
  const ready = events.waitUntilReady();
  const turns = learnerTurns();

  return {
    backend: 'bullmq',
    async submit(input: JudgeJobInput, ticket: JudgeTicket = {}): Promise<JudgeResult> {
      const parsed = parseJudgeJob(input);
      await ready;
      if ((await queue.getJobCountByTypes('waiting', 'prioritized')) >= maxDepth) {
        throw new JudgeError('judge-busy', JUDGE_BUSY_MESSAGE);
      }
      const turn = turns.take(ticket.learner);
      let value: unknown;
      try {
        const job = await queue.add('judge', parsed, {
          // A job whose judge failed is not tried again (see the worker): one attempt.
          attempts: 1,
          // A background job (the counterexample finder) goes behind every learner's job.
          priority: parsed.background ? LAST_PRIORITY : turn.priority,
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 24 * 3600 },
        });
        const stopTelling = ticket.onPosition
          ? tellPosition(
              { queue, redis: connection },
              job.id as string,
              ticket.onPosition,
              positionPollMs,
            )
          : () => {};
        try {
          value = await job.waitUntilFinished(events, timeoutMs);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new JudgeError('judge-failed', `Judge worker failed: ${reason}`);
        } finally {
          stopTelling();
        }
      } finally {
        turn.done();
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
      // Jobs with a priority (all of this queue's) wait in BullMQ's 'prioritized' set.
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
      const waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0);
      return { waiting, running: counts.active ?? 0, maxDepth };
    },
    async close() {
      await events.close();
      await queue.close();
      connection.disconnect();
      eventsConnection.disconnect();
    },
  };
}
