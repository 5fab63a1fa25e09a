import { availableParallelism } from 'node:os';
import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';
import type { Judge } from '../create-judge';
import { JudgeError, parseJudgeJob } from '../errors';
import { FairLine } from './fair-line';
import { heldBytes } from './held-bytes';
import { JUDGE_BUSY_MESSAGE, type JudgeQueue, type JudgeTicket } from './types';

/** Jobs waiting or running at most, by default: a class or a contest's first minute fits. */
export const DEFAULT_QUEUE_DEPTH = 1000;
/** Characters of code and tests the queued jobs may hold, by default (see held-bytes.ts). */
export const DEFAULT_QUEUE_BYTES = 256 * 1024 * 1024;

export type InProcessQueueOptions = {
  judge: Judge;
  /** Jobs judged at once. Default: CPU count (each job's tests also share the judge's slots). */
  concurrency?: number;
  /** Jobs waiting or running beyond which submit() throws 'judge-busy'. Default 1000. */
  maxDepth?: number;
  /** Characters of code and tests held beyond which submit() throws 'judge-busy'. Default 256 Mi. */
  maxBytes?: number;
};

interface Waiting {
  start: () => void;
  onPosition: JudgeTicket['onPosition'];
  /** The place in line last told to `onPosition`. */
  told?: number;
}

/**
 * The default queue, in the API server's own process: jobs wait in line (taken from learners in
 * turn, fair-line.ts) until one of `concurrency` places is free. The line is bounded by memory
 * and a generous count; only past either does submit() refuse with 'judge-busy'.
 */
export function createInProcessQueue(options: InProcessQueueOptions): JudgeQueue {
  const concurrency = options.concurrency ?? availableParallelism();
  const maxDepth = options.maxDepth ?? DEFAULT_QUEUE_DEPTH;
  const maxBytes = options.maxBytes ?? DEFAULT_QUEUE_BYTES;
  const line = new FairLine<Waiting>();
  // Background jobs (job.background: the counterexample finder) wait until no other job does.
  const backgroundLine = new FairLine<Waiting>();
  const held = heldBytes();
  let running = 0;
  // Background jobs have places of their own, so a learner's job never waits for one to end; they
  // start only while no learner's job waits, and their runs yield the sandbox's slots (slots.ts).
  let runningInBackground = 0;
  let tellingScheduled = false;

  // One job starting moves everyone behind it up a place: the places are told once per batch of
  // changes, after the code that made them, and only to jobs whose place changed.
  const tellPositions = () => {
    if (tellingScheduled) return;
    tellingScheduled = true;
    queueMicrotask(() => {
      tellingScheduled = false;
      [...line.order(), ...backgroundLine.order()].forEach((waiting, index) => {
        if (waiting.told === index + 1) return;
        waiting.told = index + 1;
        waiting.onPosition?.(index + 1);
      });
    });
  };

  const startNext = () => {
    while (running < concurrency) {
      const next = line.shift();
      if (!next) break;
      running++;
      next.start();
    }
    while (line.size === 0 && runningInBackground < concurrency) {
      const next = backgroundLine.shift();
      if (!next) break;
      runningInBackground++;
      next.start();
    }
    tellPositions();
  };

  const full = (job: JudgeJobInput) => {
    const jobs = running + runningInBackground + line.size + backgroundLine.size;
    // An idle queue takes any valid job, however large: only a line can be full.
    if (jobs === 0) return false;
    return jobs >= maxDepth || held.total + held.cost(job) > maxBytes;
  };

  return {
    backend: 'in-process',
    async submit(input: JudgeJobInput, ticket: JudgeTicket = {}): Promise<JudgeResult> {
      const job = parseJudgeJob(input);
      if (full(input)) throw new JudgeError('judge-busy', JUDGE_BUSY_MESSAGE);
      // The caller's object, not the parsed copy: jobs that share a tests array share its bytes.
      const release = held.hold(input);
      await new Promise<void>((start) => {
        (job.background ? backgroundLine : line).push(ticket.learner ?? '', {
          start,
          onPosition: ticket.onPosition,
        });
        startNext();
      });
      try {
        ticket.onPosition?.(0);
        return await options.judge.judge(job);
      } finally {
        release();
        if (job.background) runningInBackground--;
        else running--;
        startNext();
      }
    },
    async stats() {
      return {
        waiting: line.size + backgroundLine.size,
        running: running + runningInBackground,
        maxDepth,
      };
    },
    async close() {},
  };
}
