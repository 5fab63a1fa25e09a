import type { Judge } from '../create-judge';
import { createBullmqQueue } from './bullmq';
import { createInProcessQueue } from './in-process';
import type { JudgeQueue } from './types';

export { type BullmqQueueOptions, createBullmqQueue } from './bullmq';
export { type BullmqWorkerOptions, startBullmqWorker } from './bullmq-worker';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process';
export type { JudgeQueue } from './types';

/**
 * The queue the configuration asks for: BullMQ when REDIS_URL is set (workers elsewhere),
 * otherwise in-process on a judge created lazily here.
 */
export function createJudgeQueue(options: {
  redisUrl?: string;
  createLocalJudge: () => Judge;
  maxDepth?: number;
}): JudgeQueue {
  if (options.redisUrl)
    return createBullmqQueue({ redisUrl: options.redisUrl, maxDepth: options.maxDepth });
  return createInProcessQueue({ judge: options.createLocalJudge(), maxDepth: options.maxDepth });
}
