import {
  type JudgeJob,
  JudgeStatus,
  type JudgeStatusId,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { check } from '../checkers';
import { wallStopMessage } from '../verdict';
import { fromBase64, type Judge0Result, judge0Limits } from './api';

const stderrCap = 8 * 1024;

/**
 * One Judge0 submission → our test result. Judge0 compares nothing for us (we send no expected
 * output): its "Accepted" means "ran cleanly" and our checker decides. It has no distinct
 * MLE/OLE, so those are inferred from the measured memory (against the limit it was sent, maybe
 * clamped) and the output size.
 */
export function mapJudge0Result(
  result: Judge0Result,
  job: JudgeJob,
  expected: string,
): JudgeTestResult {
  const stdout = fromBase64(result.stdout);
  const stderr = fromBase64(result.stderr).slice(0, stderrCap);
  const memory = result.memory ?? 0;
  const remote = result.status?.id ?? result.status_id ?? JudgeStatus.internalError;
  const outputCap = Math.max(job.limits.outputKb * 1024, Buffer.byteLength(expected) * 2 + 1024);
  let statusId: JudgeStatusId;
  if (Buffer.byteLength(stdout) > outputCap) statusId = JudgeStatus.outputLimitExceeded;
  else if (remote !== JudgeStatus.accepted && memory >= judge0Limits(job.limits).memory_limit) {
    statusId = JudgeStatus.memoryLimitExceeded;
  } else if (remote === JudgeStatus.accepted || remote === JudgeStatus.wrongAnswer) {
    statusId = check(job.checker, stdout, expected)
      ? JudgeStatus.accepted
      : JudgeStatus.wrongAnswer;
  } else if (remote >= 5 && remote <= 12) statusId = remote as JudgeStatusId;
  else statusId = JudgeStatus.internalError;
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
