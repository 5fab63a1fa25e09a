import type { CheckerProtocol } from '@grindstone/contract';
import type { SandboxOutcome } from '../../sandbox';

/**
 * Every failure of a problem's own checker starts so: the server tells the problem's authors
 * what broke (a 400 with the detail) where a learner gets only "the judge failed".
 */
export const checkerFailurePrefix = "the problem's checker";

/** What a custom checker decided about one test, or why it could not decide. */
export type CheckerVerdict =
  | { kind: 'accepted'; message: string }
  | { kind: 'wrong-answer'; message: string }
  /** The checker broke (crashed, timed out, exited FAIL or with an unknown code): no verdict. */
  | { kind: 'judge-failed'; detail: string };

/** What the checker left behind: its stderr, and with the Kattis protocol its feedback files. */
export type CheckerReport = { judgeMessage: string };

/**
 * The verdict of a checker's run under its protocol. Only the codes the protocol defines count;
 * anything else (a crash, a limit, exit 3 "FAIL", a stray code) is the judge's failure, never
 * a verdict against the learner.
 */
export function checkerVerdict(
  protocol: CheckerProtocol,
  outcome: SandboxOutcome,
  report: CheckerReport,
): CheckerVerdict {
  const message = report.judgeMessage.trim();
  const broken = (why: string): CheckerVerdict => ({
    kind: 'judge-failed',
    detail: `${checkerFailurePrefix} (${protocol}) ${why}${message ? `: ${message.slice(0, 2000)}` : ''}`,
  });
  if (outcome.stoppedFor) return broken(`was stopped for ${outcome.stoppedFor}`);
  if (outcome.oomKilled) return broken('ran out of memory');
  if (outcome.signal !== null) return broken(`was killed by signal ${outcome.signal}`);
  const code = outcome.exitCode;
  if (protocol === 'kattis') {
    if (code === 42) return { kind: 'accepted', message };
    if (code === 43) return { kind: 'wrong-answer', message };
    return broken(`exited with ${code} (42 accepts, 43 rejects)`);
  }
  switch (code) {
    case 0:
      return { kind: 'accepted', message };
    case 1:
      return { kind: 'wrong-answer', message };
    case 2:
      return { kind: 'wrong-answer', message: `Presentation error: ${message}` };
    case 7:
      // testlib's partial points: this problem scores whole tests, so a part is not a pass.
      return { kind: 'wrong-answer', message: `Partial points only: ${message}` };
    case 3:
      return broken('reported a failure (FAIL)');
    default:
      return broken(`exited with ${code}`);
  }
}
