import {
  type ExchangeTurn,
  type JudgeJob,
  JudgeStatus,
  type JudgeStatusId,
  type JudgeTest,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { type BuiltInChecker, check } from './checkers';
import type { CheckerVerdict } from './checkers/custom/checker-verdict';
import { JudgeError } from './errors';
import { boxDir, type Language } from './languages';
import type { SandboxOutcome, SandboxRequest, SandboxSession } from './sandbox';
import { runLimits } from './sandbox-limits';
import { type RunLimits, runVerdict } from './verdict';

/**
 * Decides whether a program's output of a test is right: a built-in checker, or the problem's
 * own checker program (custom/run-checker.ts).
 */
export type OutputJudge = (test: JudgeTest, output: string) => Promise<CheckerVerdict>;

/** The built-in checkers as an OutputJudge. */
export function builtInJudge(checker: BuiltInChecker): OutputJudge {
  return async (test, output) =>
    check(checker, output, test.expected)
      ? { kind: 'accepted', message: '' }
      : { kind: 'wrong-answer', message: '' };
}

/**
 * The learner's program on one test, as the sandbox runs it (stdin: the test's input), and the
 * limits its verdict is read against.
 */
export function programRun(
  language: Language,
  artefactDir: string,
  job: JudgeJob,
  test: JudgeTest,
): { request: SandboxRequest; limits: RunLimits } {
  const command = language.run(job.limits);
  return {
    request: {
      argv: command.argv,
      env: command.env ?? {},
      mounts: [{ host: artefactDir, sandbox: boxDir, staged: true }, ...(command.mounts ?? [])],
      // The program's cwd is the fresh tmpfs: the only place it can write, gone after the run.
      cwd: '/tmp',
      proc: command.proc,
      stdin: test.input,
      limits: runLimits(job.limits, command, Buffer.byteLength(test.expected)),
    },
    limits: { ...job.limits, pids: command.pids },
  };
}

/** A test's result: its verdict and the program's outcome (times in seconds, to the ms). */
export function testResult(
  statusId: JudgeStatusId,
  outcome: SandboxOutcome,
  said: { message?: string; checkerMessage?: string; exchange?: ExchangeTurn[] } = {},
): JudgeTestResult {
  return {
    status_id: statusId,
    status: judgeStatus(statusId),
    stdout: outcome.stdout,
    stderr: outcome.stderr,
    time: round(outcome.cpuMs / 1000),
    wallTime: round(outcome.wallMs / 1000),
    memory: outcome.memoryKb,
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    ...(said.message ? { message: said.message } : {}),
    ...(said.checkerMessage ? { checkerMessage: said.checkerMessage.slice(0, 2000) } : {}),
    ...(said.exchange ? { exchange: said.exchange } : {}),
  };
}

/** Runs one test against a compiled artefact and judges it. */
export async function runTest(
  sandbox: SandboxSession,
  language: Language,
  artefactDir: string,
  job: JudgeJob,
  test: JudgeTest,
  judgeOutput: OutputJudge,
): Promise<JudgeTestResult> {
  const program = programRun(language, artefactDir, job, test);
  const outcome = await sandbox.run(program.request);
  const verdict = runVerdict(outcome, program.limits, language);
  const checked = verdict ? null : await judgeOutput(test, outcome.stdout);
  // A checker that broke gives no verdict at all: the whole job is the judge's failure.
  if (checked?.kind === 'judge-failed') throw new JudgeError('judge-failed', checked.detail);
  const statusId =
    verdict?.status ??
    (checked?.kind === 'accepted' ? JudgeStatus.accepted : JudgeStatus.wrongAnswer);
  return testResult(statusId, outcome, {
    message: verdict?.message,
    checkerMessage: checked?.message,
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
