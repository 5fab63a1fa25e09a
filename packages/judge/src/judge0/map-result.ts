import {
  type JudgeJob,
  JudgeStatus,
  type JudgeStatusId,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { type BuiltInChecker, check } from '../checkers';
import { JudgeError } from '../errors';
import { wallStopMessage } from '../verdict-messages';
import { fromBase64, type Judge0Result, judge0Limits } from './api';

const stderrCap = 8 * 1024;

/**
 * One Judge0 submission → our test result. Judge0 compares nothing for us (we send no expected
 * output): its "Accepted" means "ran cleanly" and our checker decides. It has no distinct
 * MLE/OLE, so those are inferred from the measured memory (against the limit it was sent, maybe
 * clamped) and the output size.
 *
 * Judge0's own "Internal Error" (13: its sandbox, isolate, failed to run the submission) and
 * "Exec Format Error" (14: the run command it configures for the language could not be executed;
 * the learner's code cannot cause that for our languages, whose executable is Judge0's own
 * compiler output or interpreter) mean the judge broke, not the program: no verdict exists for
 * the test, so the whole job fails with 'judge-failed', as a local sandbox failure does. So does
 * a status we do not know, or none. Output or memory over the limit still decide first: then the
 * program's own excess is the verdict, whatever Judge0 made of it.
 */
export function mapJudge0Result(
  result: Judge0Result,
  job: JudgeJob,
  checker: BuiltInChecker,
  expected: string,
): JudgeTestResult {
  const stdout = fromBase64(result.stdout);
  const stderr = fromBase64(result.stderr).slice(0, stderrCap);
  const memory = result.memory ?? 0;
  const remote = result.status?.id ?? result.status_id;
  const outputCap = Math.max(job.limits.outputKb * 1024, Buffer.byteLength(expected) * 2 + 1024);
  let statusId: JudgeStatusId;
  if (Buffer.byteLength(stdout) > outputCap) statusId = JudgeStatus.outputLimitExceeded;
  else if (remote !== JudgeStatus.accepted && memory >= judge0Limits(job.limits).memory_limit) {
    statusId = JudgeStatus.memoryLimitExceeded;
  } else if (remote === JudgeStatus.accepted || remote === JudgeStatus.wrongAnswer) {
    statusId = check(checker, stdout, expected) ? JudgeStatus.accepted : JudgeStatus.wrongAnswer;
  } else if (remote !== undefined && runVerdicts.has(remote)) statusId = remote as JudgeStatusId;
  else {
    const what = result.status?.description ?? `status ${remote ?? 'missing'}`;
    const why = result.message ? `: ${fromBase64(result.message)}` : '';
    throw new JudgeError('judge-failed', `Judge0 answered ${what} for ${result.token}${why}`);
  }
  const time = Number(result.time ?? 0);
  const wallTime = Number(result.wall_time ?? 0);
  // Judge0 also says Time Limit Exceeded when its wall-clock limit stopped a program that was
  // waiting; the learner never sees a time limit verdict below the CPU limit.
  let message: string | undefined;
  if (statusId === JudgeStatus.timeLimitExceeded && time * 1000 < job.limits.cpuMs) {
    statusId = JudgeStatus.runtimeErrorOther;
    message = wallStopMessage({ cpuMs: time * 1000, wallMs: wallTime * 1000 }, job.limits);
  }
  return {
    status_id: statusId,
    status: judgeStatus(statusId),
    stdout: stdout.slice(0, outputCap),
    stderr,
    time,
    wallTime,
    memory,
    exitCode: result.exit_code,
    signal: result.exit_signal,
    ...(message ? { message } : {}),
  };
}

/** Judge0's verdicts on a run besides Accepted and Wrong Answer: TLE and the runtime errors. */
const runVerdicts = new Set<number>([5, 7, 8, 9, 10, 11, 12]);
