import {
  type JudgeJob,
  JudgeStatus,
  type JudgeTest,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { type BuiltInChecker, check } from './checkers';
import type { CheckerVerdict } from './checkers/custom/checker-verdict';
import { JudgeError } from './errors';
import { boxDir, type Language } from './languages';
import type { SandboxSession } from './sandbox';
import { runLimits } from './sandbox-limits';
import { runVerdict } from './verdict';

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

/** Runs one test against a compiled artefact and judges it. */
export async function runTest(
  sandbox: SandboxSession,
  language: Language,
  artefactDir: string,
  job: JudgeJob,
  test: JudgeTest,
  judgeOutput: OutputJudge,
): Promise<JudgeTestResult> {
  const command = language.run(job.limits);
  const outcome = await sandbox.run({
    argv: command.argv,
    env: command.env ?? {},
    mounts: [{ host: artefactDir, sandbox: boxDir, staged: true }, ...(command.mounts ?? [])],
    // The program's cwd is the fresh tmpfs: the only place it can write, gone after the run.
    cwd: '/tmp',
    proc: command.proc,
    stdin: test.input,
    limits: runLimits(job.limits, command, Buffer.byteLength(test.expected)),
  });
  const verdict = runVerdict(outcome, { ...job.limits, pids: command.pids }, language);
  const checked = verdict ? null : await judgeOutput(test, outcome.stdout);
  // A checker that broke gives no verdict at all: the whole job is the judge's failure.
  if (checked?.kind === 'judge-failed') throw new JudgeError('judge-failed', checked.detail);
  const statusId =
    verdict?.status ??
    (checked?.kind === 'accepted' ? JudgeStatus.accepted : JudgeStatus.wrongAnswer);
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
    ...(verdict?.message ? { message: verdict.message } : {}),
    ...(checked?.message ? { checkerMessage: checked.message.slice(0, 2000) } : {}),
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
