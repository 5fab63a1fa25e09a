import type { JudgeLimits } from '@grindstone/contract';
import type { SandboxOutcome } from './sandbox';

// The `message` a test result carries where its status alone would mislead the learner. Hidden
// tests show it too (the server puts it under the verdict line), so it names limits and times
// only, never the test's data or a path of the judge's host.

/** The limit a run was stopped by (or went past, for CPU time). */
export type LimitStop = 'cpu-time' | 'memory' | 'wall-time';

/**
 * A program below its CPU share of the wall clock was mostly waiting (sleeping, blocked on a
 * read, waiting for threads that never end); one above it was computing but did not get the
 * CPU in time (a host far busier than the backstop allows for).
 */
export const waitingCpuShare = 0.25;

type Times = Pick<SandboxOutcome, 'cpuMs' | 'wallMs'>;

const seconds = (ms: number) => `${(Math.round(ms / 10) / 100).toFixed(2)} s`;
const megabytes = (kb: number) => `${Math.round(kb / 1024)} MB`;
const waiting = (outcome: Times) => outcome.cpuMs < outcome.wallMs * waitingCpuShare;
const wallStop = (outcome: Times, limits: JudgeLimits) =>
  `after ${seconds(outcome.wallMs)} of wall-clock time, having used ${seconds(outcome.cpuMs)} of its ${seconds(limits.cpuMs)} CPU time limit`;

export function wallStopMessage(outcome: Times, limits: JudgeLimits): string {
  const stopped = `Stopped ${wallStop(outcome, limits)}`;
  if (waiting(outcome)) {
    return `${stopped}: the program was waiting, not computing (sleeping, or blocked on a read, a lock or a thread that never finished; its input ends after the test's data).`;
  }
  return `${stopped}: the judge's host was too busy to give it its CPU time. This says nothing about your program; submit again.`;
}

/**
 * For a run the kernel refused a process or thread at its pids limit: that is the cause to
 * name, whichever limit then stopped it (`stop`, null when the program ended by itself).
 */
export function processLimitMessage(
  stop: LimitStop | null,
  outcome: Times,
  limits: JudgeLimits & { pids: number },
): string {
  const reached = `The program reached its limit of ${limits.pids} processes and threads together, and starting another one was refused.`;
  switch (stop) {
    case null:
      return reached;
    case 'cpu-time':
      return `${reached} It was then stopped at its ${seconds(limits.cpuMs)} CPU time limit (${seconds(outcome.cpuMs)} used).`;
    case 'memory':
      return `${reached} It was then stopped at its ${megabytes(limits.memoryKb)} memory limit.`;
    case 'wall-time': {
      // No "host too busy, submit again" here: the same program would reach the limit again.
      const why = waiting(outcome)
        ? ': it was waiting, not computing (for example for threads that never finish).'
        : '.';
      return `${reached} It was then stopped ${wallStop(outcome, limits)}${why}`;
    }
  }
}
