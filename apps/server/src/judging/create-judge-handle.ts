import {
  createBullmqQueue,
  createInProcessQueue,
  createJudge0Judge,
  type InProcessQueueOptions,
  type Judge,
  judgeOptionsFrom,
  startJudgeProcess,
} from '@grindstone/judge';
import type { Config } from '../config/config';
import { judgeProcessSpawn } from '../paths';
import type { JudgeHandle } from './judge-port';

/**
 * The one place that chooses where judge jobs go:
 * - REDIS_URL: through BullMQ to `npm run worker` processes on any machine; this server runs no
 *   code itself;
 * - JUDGE0_URL: a Judge0 server, over HTTP from this process;
 * - otherwise (the default): the bubblewrap sandbox in a judge process of its own, started here,
 *   so this process never forks and keeps its CPU for requests. That process gets the few
 *   variables of `environment` it needs (PATH, TMPDIR and the like): the entry point hands in its
 *   own environment, the judge reads none.
 */
export async function createJudgeHandle(
  config: Config,
  environment: NodeJS.ProcessEnv,
): Promise<JudgeHandle> {
  if (config.REDIS_URL) {
    const queue = createBullmqQueue({
      redisUrl: config.REDIS_URL,
      maxDepth: config.JUDGE_QUEUE_DEPTH,
    });
    return { queue, close: () => queue.close() };
  }
  const judge = config.JUDGE0_URL
    ? createJudge0Judge({ url: config.JUDGE0_URL, authToken: config.JUDGE0_AUTH_TOKEN })
    : // The validated values, rather than the judge reading the same variables unchecked.
      await startJudgeProcess(
        { ...judgeOptionsFrom(config), slots: config.JUDGE_SLOTS },
        { ...judgeProcessSpawn, parentEnvironment: environment },
      );
  return localJudgeHandle(judge, {
    maxDepth: config.JUDGE_QUEUE_DEPTH,
    maxBytes: config.JUDGE_QUEUE_MEMORY_MB * 1024 * 1024,
  });
}

/** A queue in this process over `judge` (its bounds as given); closing the handle stops both. */
export function localJudgeHandle(
  judge: Judge,
  bounds: Pick<InProcessQueueOptions, 'maxDepth' | 'maxBytes'> = {},
): JudgeHandle {
  const handle: JudgeHandle = {
    queue: createInProcessQueue({ judge, ...bounds }),
    sandbox: judge.sandbox,
    close: async () => {
      await handle.queue.close();
      await judge.close();
    },
  };
  return handle;
}
