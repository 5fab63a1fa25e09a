import { type JudgeLimits, JudgeStatus, type JudgeStatusId } from '@grindstone/contract';
import type { Language } from './languages';
import type { SandboxOutcome } from './sandbox';

const SIG = { ABRT: 6, FPE: 8, SEGV: 11, XCPU: 24, XFSZ: 25 } as const;

export type RunVerdict = { status: JudgeStatusId; message?: string };

/**
 * The verdict of one run, before the checker. Order matters: a run stopped for output or
 * memory died of the SIGKILL/SIGPIPE that stopped it, which is not the program's own fault.
 * Returns null when the program ended normally and its output should be checked.
 */
export function runVerdict(
  outcome: SandboxOutcome,
  limits: JudgeLimits,
  language: Language,
): RunVerdict | null {
  const status = (id: JudgeStatusId): RunVerdict => ({ status: id });
  if (outcome.stoppedFor === 'output') return status(JudgeStatus.outputLimitExceeded);
  // A runtime's own "out of memory" message counts only if the program died of it: a program
  // that prints such text and exits 0 is judged on its output like any other.
  const failed = outcome.signal !== null || outcome.exitCode !== 0;
  if (
    outcome.oomKilled ||
    outcome.stoppedFor === 'memory' ||
    (failed && language.outOfMemory(outcome.stderr))
  ) {
    return status(JudgeStatus.memoryLimitExceeded);
  }
  // Time limits are judged on CPU time: the poller stops a run past its CPU limit, RLIMIT_CPU
  // (whole seconds, never below the limit) sends SIGXCPU, and the run's CPU time is measured.
  if (
    outcome.stoppedFor === 'cpu-time' ||
    outcome.signal === SIG.XCPU ||
    outcome.cpuMs > limits.cpuMs
  ) {
    return status(JudgeStatus.timeLimitExceeded);
  }
  // Stopped by the wall-clock backstop with CPU time to spare: not a Time Limit Exceeded (the
  // learner would see a time below the limit), but a runtime failure that says what happened.
  if (outcome.stoppedFor === 'wall-time') {
    return { status: JudgeStatus.runtimeErrorOther, message: wallStopMessage(outcome, limits) };
  }
  switch (outcome.signal) {
    case null:
      break;
    case SIG.SEGV:
      return status(JudgeStatus.runtimeErrorSigsegv);
    case SIG.XFSZ:
      return status(JudgeStatus.runtimeErrorSigxfsz);
    case SIG.FPE:
      return status(JudgeStatus.runtimeErrorSigfpe);
    case SIG.ABRT:
      return status(JudgeStatus.runtimeErrorSigabrt);
    default:
      return status(JudgeStatus.runtimeErrorOther);
  }
  if (outcome.exitCode !== 0) return status(JudgeStatus.runtimeErrorNzec);
  return null;
}

/**
 * A program below its CPU share of the wall clock was mostly waiting (sleeping, blocked on a
 * read, waiting for threads that never end); one above it was computing but did not get the
 * CPU in time (a host far busier than the backstop allows for).
 */
export const waitingCpuShare = 0.25;

const seconds = (ms: number) => `${(Math.round(ms / 10) / 100).toFixed(2)} s`;

export function wallStopMessage(
  outcome: Pick<SandboxOutcome, 'cpuMs' | 'wallMs'>,
  limits: JudgeLimits,
): string {
  const stopped = `Stopped after ${seconds(outcome.wallMs)} of wall-clock time, having used ${seconds(outcome.cpuMs)} of its ${seconds(limits.cpuMs)} CPU time limit`;
  if (outcome.cpuMs < outcome.wallMs * waitingCpuShare) {
    return `${stopped}: the program was waiting, not computing (sleeping, or blocked on a read, a lock or a thread that never finished; its input ends after the test's data).`;
  }
  return `${stopped}: the judge's host was too busy to give it its CPU time. This says nothing about your program; submit again.`;
}
