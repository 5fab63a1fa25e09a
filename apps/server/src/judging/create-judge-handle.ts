import {
  createConfiguredJudge,
  createJudgeQueue,
  type Judge,
  judgeOptionsFrom,
} from '@grindstone/judge';
import type { Config } from '../config/config';
import type { JudgeHandle } from './judge-port';

/**
 * In-process judge workers by default (bubblewrap, or a Judge0 server when JUDGE0_URL is set);
 * with REDIS_URL, jobs go through BullMQ to `npm run worker` processes on any machine, and this
 * server runs no code itself.
 */
export function createJudgeHandle(config: Config): JudgeHandle {
  if (config.REDIS_URL) {
    const queue = createJudgeQueue({
      redisUrl: config.REDIS_URL,
      maxDepth: config.JUDGE_QUEUE_DEPTH,
      createLocalJudge: () => {
        throw new Error('unreachable: REDIS_URL selects remote workers');
      },
    });
    return { queue, close: () => queue.close() };
  }
  // The validated values, rather than the judge reading the same variables unchecked.
  const judge = createConfiguredJudge(
    { ...judgeOptionsFrom(config), slots: config.JUDGE_SLOTS },
    { JUDGE0_URL: config.JUDGE0_URL, JUDGE0_AUTH_TOKEN: config.JUDGE0_AUTH_TOKEN },
  );
  return localJudgeHandle(judge, config.JUDGE_QUEUE_DEPTH);
}

/** A queue in this process over `judge`; closing the handle stops both. */
export function localJudgeHandle(judge: Judge, maxDepth?: number): JudgeHandle {
  const handle: JudgeHandle = {
    queue: createJudgeQueue({ createLocalJudge: () => judge, maxDepth }),
    sandbox: judge.sandbox,
    close: async () => {
      await handle.queue.close();
      await judge.close();
    },
  };
  return handle;
}
