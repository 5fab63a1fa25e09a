import {
  type JudgeJob,
  JudgeStatus,
  type JudgeTest,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { check } from './checkers';
import { boxDir, type Language } from './languages';
import type { SandboxSession } from './sandbox';
import { runLimits } from './sandbox-limits';
import { runVerdict } from './verdict';

/** Runs one test against a compiled artefact and judges it. */
export async function runTest(
  sandbox: SandboxSession,
  language: Language,
  artefactDir: string,
  job: JudgeJob,
  test: JudgeTest,
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
  const statusId =
    verdict?.status ??
    (check(job.checker, outcome.stdout, test.expected)
      ? JudgeStatus.accepted
      : JudgeStatus.wrongAnswer);
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
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
