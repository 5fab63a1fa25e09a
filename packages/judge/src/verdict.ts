import { type JudgeLimits, JudgeStatus, type JudgeStatusId } from '@grindstone/contract';
import type { Language } from './languages';
import type { SandboxOutcome } from './sandbox';
import { type LimitStop, processLimitMessage, wallStopMessage } from './verdict-messages';

const SIG = { ABRT: 6, FPE: 8, SEGV: 11, XCPU: 24, XFSZ: 25 } as const;

export type RunVerdict = { status: JudgeStatusId; message?: string };

/** The problem's limits and the run's limit on processes and threads together. */
export type RunLimits = JudgeLimits & { pids: number };

/**
 * The verdict of one run, before the checker. Order matters: a run stopped for output or
 * memory died of the SIGKILL/SIGPIPE that stopped it, which is not the program's own fault.
 * Returns null when the program ended normally and its output should be checked.
 */
export function runVerdict(
  outcome: SandboxOutcome,
  limits: RunLimits,
  language: Language,
): RunVerdict | null {
  const status = (id: JudgeStatusId): RunVerdict => ({ status: id });
  if (outcome.stoppedFor === 'output') return status(JudgeStatus.outputLimitExceeded);
  const stop = limitThatStopped(outcome, limits, language);
  // A run refused a process or thread at its pids limit and then stopped by CPU time or the wall
  // clock is a fork or thread bomb, or spawning gone wrong: which of the two came first is the
  // host's doing, not the program's, so the verdict names the cause, the same on every host.
  // Memory keeps its own verdict: a program that filled its memory did so whatever else it was
  // refused (a node worker bomb's isolates take megabytes each, and on a saturated host it can
  // start 64 threads before they fill 128 MB); the message still says it reached the limit.
  if (stop !== null && outcome.pidsLimitReached) {
    const message = processLimitMessage(stop, outcome, limits);
    const status =
      stop === 'memory' ? JudgeStatus.memoryLimitExceeded : JudgeStatus.runtimeErrorOther;
    return { status, message };
  }
  switch (stop) {
    case 'memory':
      return status(JudgeStatus.memoryLimitExceeded);
    case 'cpu-time':
      return status(JudgeStatus.timeLimitExceeded);
    case 'wall-time':
      // Stopped by the wall-clock backstop with CPU time to spare: not a Time Limit Exceeded
      // (the learner would see a time below the limit), but a runtime failure that says why.
      return { status: JudgeStatus.runtimeErrorOther, message: wallStopMessage(outcome, limits) };
  }
  const failure = failureVerdict(outcome);
  // The program ended by itself, e.g. aborted on a thread it could not start: its own verdict,
  // and the reason it is likely to care about.
  if (failure && outcome.pidsLimitReached) {
    return { ...failure, message: processLimitMessage(null, outcome, limits) };
  }
  return failure;
}

function limitThatStopped(
  outcome: SandboxOutcome,
  limits: JudgeLimits,
  language: Language,
): LimitStop | null {
  // A runtime's own "out of memory" message counts only if the program died of it: a program
  // that prints such text and exits 0 is judged on its output like any other.
  const failed = outcome.signal !== null || outcome.exitCode !== 0;
  if (
    outcome.oomKilled ||
    outcome.stoppedFor === 'memory' ||
    (failed && language.outOfMemory(outcome.stderr))
  ) {
    return 'memory';
  }
  // Time limits are judged on CPU time: the poller stops a run past its CPU limit, RLIMIT_CPU
  // (whole seconds, never below the limit) sends SIGXCPU, and the run's CPU time is measured.
  if (
    outcome.stoppedFor === 'cpu-time' ||
    outcome.signal === SIG.XCPU ||
    outcome.cpuMs > limits.cpuMs
  ) {
    return 'cpu-time';
  }
  return outcome.stoppedFor === 'wall-time' ? 'wall-time' : null;
}

/** A program that ended by itself: by a signal, or with a non-zero exit code. */
function failureVerdict(outcome: SandboxOutcome): RunVerdict | null {
  switch (outcome.signal) {
    case null:
      break;
    case SIG.SEGV:
      return { status: JudgeStatus.runtimeErrorSigsegv };
    case SIG.XFSZ:
      return { status: JudgeStatus.runtimeErrorSigxfsz };
    case SIG.FPE:
      return { status: JudgeStatus.runtimeErrorSigfpe };
    case SIG.ABRT:
      return { status: JudgeStatus.runtimeErrorSigabrt };
    default:
      return { status: JudgeStatus.runtimeErrorOther };
  }
  if (outcome.exitCode !== 0) return { status: JudgeStatus.runtimeErrorNzec };
  return null;
}
