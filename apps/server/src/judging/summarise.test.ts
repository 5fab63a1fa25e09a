import { type JudgeResult, JudgeStatus, judgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { errorText, summarise } from './summarise';

const test = (statusId: 3 | 4 | 11, stderr = '') => ({
  status_id: statusId,
  status: judgeStatus(statusId),
  stdout: '',
  stderr,
  time: 0.01,
  wallTime: 0.02,
  memory: 1024,
  exitCode: statusId === 11 ? 1 : 0,
  signal: null,
});

describe('errorText', () => {
  it('never passes the judge’s own text on, whatever it names', () => {
    // A judge failure is thrown, never a result; a result's `error` is not for learners either.
    const result: JudgeResult = {
      compile: { ok: true, output: '' },
      tests: [test(3), test(4)],
      status_id: JudgeStatus.wrongAnswer,
      status: judgeStatus(JudgeStatus.wrongAnswer),
      error: 'Judge worker failed: EACCES /var/lib/grindstone/box',
    };
    expect(errorText(result, summarise(result), () => true)).toBe('Wrong Answer on test 2');
  });

  it('shows a runtime error’s stderr only on a test the learner may see', () => {
    const result: JudgeResult = {
      compile: { ok: true, output: '' },
      tests: [test(3), test(11, 'Error: boom')],
      status_id: JudgeStatus.runtimeErrorNzec,
      status: judgeStatus(JudgeStatus.runtimeErrorNzec),
      error: null,
    };
    expect(errorText(result, summarise(result), () => true)).toBe(
      'Runtime Error (NZEC) on test 2\nError: boom',
    );
    expect(errorText(result, summarise(result), (index) => index < 1)).toBe(
      'Runtime Error (NZEC) on test 2',
    );
  });

  it('shows the judge’s explanation of a verdict, for a hidden test too, but not its stderr', () => {
    const message =
      'Stopped after 5.00 s of wall-clock time, having used 0.01 s of its 1.00 s CPU time limit: the program was waiting, not computing.';
    const status = judgeStatus(JudgeStatus.runtimeErrorOther);
    const result: JudgeResult = {
      compile: { ok: true, output: '' },
      tests: [
        {
          status_id: status.id,
          status,
          stdout: '',
          stderr: 'hidden test data',
          time: 0.01,
          wallTime: 5,
          memory: 1024,
          exitCode: null,
          signal: 9,
          message,
        },
      ],
      status_id: status.id,
      status,
      error: null,
    };
    expect(errorText(result, summarise(result), () => false)).toBe(
      `Runtime Error (Other) on test 1\n${message}`,
    );
    expect(errorText(result, summarise(result), () => true)).toBe(
      `Runtime Error (Other) on test 1\n${message}\nhidden test data`,
    );
  });
});
