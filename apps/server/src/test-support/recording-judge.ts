import type { JudgeJobInput } from '@grindstone/contract';
import type { JudgeHandle } from '../judging/judge-port';

/**
 * Lets the real judge go on judging, and lists every job it is given: for tests of how much
 * judging a request causes (which tests, how many).
 */
export function recordJudgeJobs(judge: JudgeHandle): JudgeJobInput[] {
  const jobs: JudgeJobInput[] = [];
  const queue = judge.queue;
  const submit = queue.submit.bind(queue);
  queue.submit = (job, ...rest) => {
    jobs.push(job);
    return submit(job, ...rest);
  };
  return jobs;
}
