import type { JudgeJobInput, JudgeResult } from '@grindstone/contract';
import { internalError, JudgeError, type JudgeQueue } from '@grindstone/judge';

/**
 * A judge queue that answers every job with `answer` instead of running code: for tests of what
 * the server does with the judge's failures, which a healthy sandbox never produces on demand.
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

/** A worker that crashed, as BullMQ reports it: internal details a learner must never see. */
export const crashedWorker = () =>
  internalError('Judge worker failed: ENOENT /srv/grindstone/secret-cache/box-7/Main.class');

/** Judge0-style: the job ran, but one test came back as Internal Error (status 13). */
export function internalErrorOnTest(job: JudgeJobInput): JudgeResult {
  const test = (status_id: 3 | 13) => ({
    status_id,
    status: { id: status_id, description: status_id === 3 ? 'Accepted' : 'Internal Error' },
    stdout: status_id === 3 ? '3\n' : '',
    stderr: status_id === 3 ? '' : 'judge0: /box/secret sandbox failure',
    time: 0.01,
    wallTime: 0.02,
    memory: 1024,
    exitCode: null,
    signal: null,
  });
  return {
    compile: { ok: true, output: '' },
    tests: job.tests.map((_, index) => test(index === 1 ? 13 : 3)),
    status_id: 13,
    status: { id: 13, description: 'Internal Error' },
    error: null,
  };
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
