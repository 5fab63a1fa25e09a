import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';

/**
 * Where the API server sends judge jobs. Two backends: in-process (default) and BullMQ on Redis
 * (REDIS_URL). Both throw JudgeError('judge-busy') instead of queueing without bound, and
 * JudgeError('invalid-job') for a job that fails the contract.
 */
export type JudgeQueue = {
  backend: 'in-process' | 'bullmq';
  /**
   * Resolves with the verdict, never hangs; when the judge fails (crashed, broke, no answer in
   * time) it throws JudgeError('judge-failed') with the operator's detail.
   */
  submit(job: JudgeJobInput): Promise<JudgeResult>;
  stats(): Promise<{ waiting: number; running: number; maxDepth: number }>;
  close(): Promise<void>;
};
