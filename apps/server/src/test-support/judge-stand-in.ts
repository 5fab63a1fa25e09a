import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';
import { JudgeError, type JudgeQueue } from '@grindstone/judge';

/**
 * A judge queue that answers every job with `answer` (a verdict, or a thrown `JudgeError`)
 * instead of running code: for tests of what the server does with the judge's failures, which a
 * healthy sandbox never produces on demand.
 * Swap it in with `t.judge.queue = judgeStandIn(...)`.
 */
export function judgeStandIn(answer: (job: JudgeJobInput) => JudgeResult): JudgeQueue {
  return {
    backend: 'in-process',
    submit: async (job) => answer(job),
    stats: async () => ({ waiting: 0, running: 0, maxDepth: 1 }),
    close: async () => {},
  };
}

/**
 * A worker that crashed, as the BullMQ queue reports it: a judge failure whose detail names
 * internals a learner must never see.
 */
export function crashedWorker(): never {
  throw new JudgeError(
    'judge-failed',
    'Judge worker failed: ENOENT /srv/grindstone/secret-cache/box-7/Main.class',
  );
}

/** Judge0 could not run one of the tests (its own Internal Error), as the Judge0 judge reports it. */
export function internalErrorOnTest(job: JudgeJobInput): never {
  throw new JudgeError(
    'judge-failed',
    `Judge0 answered Internal Error for test 2 of ${job.tests.length}: judge0: /box/secret sandbox failure`,
  );
}

/** A queue at its maximum depth. */
export function busyQueue(): JudgeQueue {
  return {
    ...judgeStandIn(() => {
      throw new Error('unreachable');
    }),
    submit: async () => {
      throw new JudgeError('judge-busy', 'The judge is busy. Please try again in a moment.');
    },
  };
}
