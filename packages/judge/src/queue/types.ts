import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';

/** Who a job is for, and who wants to hear about its place in line. Both optional. */
export type JudgeTicket = {
  /**
   * Whose job it is (an opaque id). Waiting jobs are taken from learners in turn, so one
   * learner's many jobs do not delay another learner's first. Jobs without one share a line.
   */
  learner?: string;
  /**
   * Called with the job's place in line whenever it changes (1: judged next) and with 0 when
   * judging starts. The first call also says that the queue accepted the job.
   */
  onPosition?: (position: number) => void;
};

/**
 * Where the API server sends judge jobs. Two backends: in-process (default) and BullMQ on Redis
 * (REDIS_URL). Both keep a job waiting in line while the judge is busy, and throw
 * JudgeError('judge-busy') only when the line is full (too many jobs, or for the in-process
 * queue too much memory held by them), and JudgeError('invalid-job') for a job that fails the
 * contract.
 */
export type JudgeQueue = {
  backend: 'in-process' | 'bullmq';
  /**
   * Resolves with the verdict, never hangs; when the judge fails (crashed, broke, no answer in
   * time) it throws JudgeError('judge-failed') with the operator's detail.
   */
  submit(job: JudgeJobInput, ticket?: JudgeTicket): Promise<JudgeResult>;
  stats(): Promise<{ waiting: number; running: number; maxDepth: number }>;
  close(): Promise<void>;
};

export const JUDGE_BUSY_MESSAGE = 'The judge is busy. Please try again in a moment.';
