import { type JudgeLimits, JudgeStatus, type JudgeStatusId } from '@grindstone/contract';
import type { Language } from './languages';
import type { SandboxOutcome } from './sandbox';

const SIG = { ABRT: 6, FPE: 8, SEGV: 11, XCPU: 24, XFSZ: 25 } as const;

/**
 * The verdict of one run, before the checker. Order matters: a run stopped for output or
 * memory died of the SIGKILL/SIGPIPE that stopped it, which is not the program's own fault.
 * Returns null when the program ended normally and its output should be checked.
 */
export function runVerdict(
  outcome: SandboxOutcome,
  limits: JudgeLimits,
  language: Language,
): JudgeStatusId | null {
  if (outcome.stoppedFor === 'output') return JudgeStatus.outputLimitExceeded;
  // A runtime's own "out of memory" message counts only if the program died of it: a program
  // that prints such text and exits 0 is judged on its output like any other.
  const failed = outcome.signal !== null || outcome.exitCode !== 0;
  if (
    outcome.oomKilled ||
    outcome.stoppedFor === 'memory' ||
    (failed && language.outOfMemory(outcome.stderr))
  ) {
    return JudgeStatus.memoryLimitExceeded;
  }
  if (
    outcome.stoppedFor === 'wall-time' ||
    outcome.stoppedFor === 'cpu-time' ||
    outcome.signal === SIG.XCPU ||
    outcome.cpuMs > limits.cpuMs
  ) {
    return JudgeStatus.timeLimitExceeded;
  }
  switch (outcome.signal) {
    case null:
      break;
    case SIG.SEGV:
      return JudgeStatus.runtimeErrorSigsegv;
    case SIG.XFSZ:
      return JudgeStatus.runtimeErrorSigxfsz;
    case SIG.FPE:
      return JudgeStatus.runtimeErrorSigfpe;
    case SIG.ABRT:
      return JudgeStatus.runtimeErrorSigabrt;
    default:
      return JudgeStatus.runtimeErrorOther;
  }
  if (outcome.exitCode !== 0) return JudgeStatus.runtimeErrorNzec;
  return null;
}
