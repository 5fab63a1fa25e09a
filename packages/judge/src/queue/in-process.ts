import { availableParallelism } from 'node:os';
import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';
import type { Judge } from '../create-judge';
import { JudgeError, parseJudgeJob } from '../errors';
import type { JudgeQueue } from './types';

export type InProcessQueueOptions = {
  judge: Judge;
  /** Jobs judged at once. Default: CPU count (each job's tests also share the judge's slots). */
  concurrency?: number;
  /** Jobs waiting or running beyond which submit() throws 'judge-busy'. Default: 8 × concurrency. */
  maxDepth?: number;
};

/** The default queue: a bounded FIFO in the API server's own process. */
export function createInProcessQueue(options: InProcessQueueOptions): JudgeQueue {
  const concurrency = options.concurrency ?? availableParallelism();
  const maxDepth = options.maxDepth ?? concurrency * 8;
  const waiting: (() => void)[] = [];
  let running = 0;

  const startNext = () => {
    if (running >= concurrency) return;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    backend: 'in-process',
    async submit(input: JudgeJobInput): Promise<JudgeResult> {
      const job = parseJudgeJob(input);
      if (running + waiting.length >= maxDepth) {
        throw new JudgeError('judge-busy', 'The judge is busy. Please try again in a moment.');
      }
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        startNext();
      });
      try {
        return await options.judge.judge(job);
      } finally {
        running--;
        startNext();
      }
    },
    async stats() {
      return { waiting: waiting.length, running, maxDepth };
    },
    async close() {},
  };
}
