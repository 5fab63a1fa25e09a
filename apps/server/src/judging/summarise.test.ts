import { type JudgeResult, JudgeStatus, judgeStatus } from '@grindstone/contract';
import { internalError } from '@grindstone/judge';
import { describe, expect, it } from 'vitest';
import { JUDGE_FAILED_MESSAGE } from './judge-failure';
import { errorText, summarise } from './summarise';

describe('errorText', () => {
  it('never passes the judge’s own failure text on, whatever it names', () => {
    const result = internalError(new Error('Judge worker failed: EACCES /var/lib/grindstone/box'));
    expect(errorText(result, summarise(result), () => true)).toBe(JUDGE_FAILED_MESSAGE);
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
