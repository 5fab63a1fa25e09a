import { Transform } from 'node:stream';
import {
  type ExchangeTurn,
  type JudgeJob,
  JudgeStatus,
  type JudgeTest,
  type JudgeTestResult,
} from '@grindstone/contract';
import { JudgeError } from '../../errors';
import type { Language } from '../../languages';
import { programRun, testResult } from '../../run-test';
import type { Sandbox, SandboxOutcome, SandboxSession } from '../../sandbox';
import { type RunVerdict, runVerdict } from '../../verdict';
import { waitingCpuShare } from '../../verdict-messages';
import { type CheckerVerdict, checkerFailurePrefix, checkerVerdict } from './checker-verdict';
import { type CompiledChecker, checkerLimits, withCheckerFiles } from './run-checker';

/** The most text of an exchange kept for the learner to read (both directions together). */
export const EXCHANGE_BYTES = 64 * 1024;

/**
 * One test of an interactive problem: the learner's program and the problem's interactor (a
 * Kattis output validator run as `interactor input answer feedback/`) run at once, each in a
 * sandbox of its own with its own time and memory, what one writes fed to the other's stdin.
 * The judge relays the bytes, so it also keeps the exchange (EXCHANGE_BYTES of it).
 *
 * The verdict, as Kattis gives it: the interactor's reject, if it came first, is Wrong Answer
 * whatever the program does next; after its accept the program may still crash or run out of
 * time; when the program fails first its own verdict stands. A program stopped by the wall clock
 * while both sides were waiting for each other gets Time Limit Exceeded, with a message saying
 * so (it did not send, or did not flush, what the interactor waited for). An interactor that
 * crashes, computes until a limit stops it or exits with another code than 42 or 43 gives no
 * verdict: the job is the judge's failure.
 */
export async function runInteractiveTest(
  sandbox: Pick<Sandbox, 'createWorkDir'>,
  session: SandboxSession,
  language: Language,
  artefactDir: string,
  job: JudgeJob,
  test: JudgeTest,
  interactor: CompiledChecker,
): Promise<JudgeTestResult> {
  const program = programRun(language, artefactDir, job, test);
  const exchange = createExchange();
  const toProgram = exchange.relay('judge');
  const toInteractor = exchange.relay('program');
  return withCheckerFiles(sandbox, interactor, test, null, async ({ judgeMessage, ...request }) => {
    const { outcomes, firstEnded } = await session.runPair(
      { ...program.request, stdin: toProgram, stdoutCopy: toInteractor },
      {
        ...request,
        stdin: toInteractor,
        stdoutCopy: toProgram,
        // The wall clock is shared: the interactor is not kept waiting longer than the program.
        limits: { ...checkerLimits, wallMs: program.request.limits.wallMs },
      },
    );
    const [programOutcome, interactorRun] = outcomes;
    const ran = runVerdict(programOutcome, program.limits, language);
    const checked = checkerVerdict('kattis', interactorRun, {
      judgeMessage: judgeMessage() || interactorRun.stderr,
    });
    const verdict = interactiveVerdict(
      programOutcome,
      interactorRun,
      ran,
      checked,
      firstEnded === 1,
    );
    return testResult(verdict.status, programOutcome, {
      message: verdict.message,
      checkerMessage: 'message' in checked ? checked.message : undefined,
      exchange: exchange.turns(),
    });
  });
}

/** Decides the test (see runInteractiveTest); throws the judge's failure when there is none. */
function interactiveVerdict(
  program: SandboxOutcome,
  interactor: SandboxOutcome,
  ran: RunVerdict | null,
  checked: CheckerVerdict,
  interactorEndedFirst: boolean,
): RunVerdict {
  const waited = (run: SandboxOutcome) =>
    run.stoppedFor === 'wall-time' && run.cpuMs < run.wallMs * waitingCpuShare;
  // Stopped by a limit while not merely waiting for the program: the interactor's own doing.
  if (interactor.stoppedFor !== null && !waited(interactor)) {
    throw new JudgeError('judge-failed', brokenDetail(checked));
  }
  // The program waited until the wall clock stopped it, and the interactor was still there
  // waiting too: stopped by the same clock, or ended only once the program's end closed its
  // input. Which of two such ends is seen first is the host's doing (a loaded host reported
  // the interactor's EOF-reject before the program's kill), so the interactor counts as still
  // waiting unless it ended well before the program was stopped. Both start in the same turn,
  // so their wall times compare.
  const interactorOutlasted = interactor.wallMs > program.wallMs - RELATED_ENDS_MS;
  if (waited(program) && (waited(interactor) || interactorOutlasted)) {
    // Time Limit Exceeded, as Kattis and DOMjudge judge it: the time ran out, if not the CPU's.
    return {
      status: JudgeStatus.timeLimitExceeded,
      message: `Stopped after ${(program.wallMs / 1000).toFixed(1)} s of wall-clock time with ${(program.cpuMs / 1000).toFixed(2)} s of CPU time: your program and the judge were each waiting for the other. Send each answer as a whole line and flush it (cout << endl, System.out.flush(), sys.stdout.flush(); console.log flushes).`,
    };
  }
  if (checked.kind === 'judge-failed' && (interactorEndedFirst || !ran)) {
    throw new JudgeError('judge-failed', checked.detail);
  }
  if (checked.kind === 'wrong-answer' && (interactorEndedFirst || !ran)) {
    return { status: JudgeStatus.wrongAnswer };
  }
  if (ran) return ran;
  return { status: JudgeStatus.accepted };
}

/** Two ends this close together are one caused by the other (a kill, then the EOF it causes). */
const RELATED_ENDS_MS = 500;

const brokenDetail = (checked: CheckerVerdict) =>
  checked.kind === 'judge-failed'
    ? checked.detail
    : `${checkerFailurePrefix} was stopped by a limit`;

/**
 * The relays between the two sides, which keep what each side sent in the order it was sent:
 * a side's consecutive writes are one turn, EXCHANGE_BYTES in all. A relay holds what it is
 * given until its reader is attached, so nothing sent before the other side started is lost.
 */
function createExchange() {
  // Bytes until the end: a character may be split between two chunks.
  const turns: { from: ExchangeTurn['from']; bytes: Buffer[] }[] = [];
  let kept = 0;
  const record = (from: ExchangeTurn['from'], chunk: Buffer) => {
    if (kept >= EXCHANGE_BYTES) return;
    const part = chunk.subarray(0, EXCHANGE_BYTES - kept);
    kept += part.length;
    const last = turns[turns.length - 1];
    if (last?.from === from) last.bytes.push(part);
    else turns.push({ from, bytes: [part] });
  };
  return {
    relay: (from: ExchangeTurn['from']) =>
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          record(from, chunk);
          done(null, chunk);
        },
      }),
    turns: (): ExchangeTurn[] =>
      turns.map(({ from, bytes }) => ({ from, text: Buffer.concat(bytes).toString('utf8') })),
  };
}
