import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { likelyCauses } from './likely-causes';

const failure = (statusId: number, fields: { actual?: string; stderr?: string } = {}) => ({
  kind: 'failed' as const,
  testNumber: 1,
  total: 2,
  input: '7 2\n',
  expected: '3\n',
  actual: fields.actual ?? '',
  stderr: fields.stderr ?? '',
  statusId,
  verdict: 'verdict',
  timeSeconds: 0.1,
});

const traceback = (last: string) =>
  `Traceback (most recent call last):\n  File "/box/main.py", line 4, in <module>\n    f(n)\n${last}\n`;

describe("the offline tutor's causes for Python", () => {
  it('names the exception a traceback ends with, not its first line', () => {
    const causes = likelyCauses(
      failure(JudgeStatus.runtimeErrorNzec, { stderr: traceback('KeyError: 5') }),
      null,
      'python',
    );
    expect(causes.join('\n')).toContain('`KeyError: 5`');
    expect(causes.join('\n')).not.toContain('Traceback (most recent');
  });

  it('explains the recursion limit, slow input() and integer division', () => {
    const recursion = likelyCauses(
      failure(JudgeStatus.runtimeErrorNzec, {
        stderr: traceback('RecursionError: maximum recursion depth exceeded'),
      }),
      null,
      'python',
    );
    expect(recursion[0]).toContain('sys.setrecursionlimit');
    const slow = likelyCauses(failure(JudgeStatus.timeLimitExceeded), null, 'python');
    expect(slow[0]).toContain('sys.stdin.buffer');
    const division = likelyCauses(
      failure(JudgeStatus.wrongAnswer, { actual: '3.5\n' }),
      null,
      'python',
    );
    expect(division.join('\n')).not.toContain('Integer division');
    const floored = likelyCauses(
      failure(JudgeStatus.wrongAnswer, { actual: '4.0\n' }),
      null,
      'python',
    );
    expect(floored[0]).toContain('`//`');
  });

  it('says nothing of Python for another language', () => {
    const causes = likelyCauses(failure(JudgeStatus.timeLimitExceeded), null, 'javascript');
    expect(causes.join('\n')).not.toContain('sys.stdin');
  });
});
