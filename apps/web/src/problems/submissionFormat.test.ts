import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/ApiRequestError';
import {
  formatMemory,
  formatPoints,
  formatRuntime,
  formatScore,
  statusLabel,
  statusTone,
  submissionsErrorMessage,
  toSubmissionRows,
} from './submissionFormat';

describe('statusTone', () => {
  it.each([
    ['Accepted', 'green'],
    ['CORRECT', 'green'],
    ['pass', 'green'],
    ['Wrong Answer', 'red'],
    ['incorrect', 'red'],
    ['Failed', 'red'],
    ['Time Limit Exceeded', 'yellow'],
    ['TLE', 'yellow'],
    ['Runtime Error (NZEC)', 'orange'],
    ['Internal Error', 'orange'],
    ['Compilation Error', 'purple'],
    ['pending', 'blue'],
    ['Memory Limit Exceeded', 'gray'],
    ['', 'gray'],
    [null, 'gray'],
  ] as const)('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it("labels a missing status 'unknown'", () => {
    expect(statusLabel(undefined)).toBe('unknown');
    expect(statusLabel('  ')).toBe('unknown');
    expect(statusLabel('Accepted')).toBe('Accepted');
  });
});

describe('formatMemory', () => {
  it('shows KB under 1024 and MB with two decimals above', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(1023)).toBe('1023 KB');
    expect(formatMemory(1024)).toBe('1.00 MB');
    expect(formatMemory(3584)).toBe('3.50 MB');
    expect(formatMemory(null)).toBe('-');
  });
});

describe('formatRuntime', () => {
  it("appends ' sec' unless the value has an s", () => {
    expect(formatRuntime(0.12)).toBe('0.12 sec');
    expect(formatRuntime('0.5s')).toBe('0.5s');
    expect(formatRuntime(0)).toBe('0 sec');
    expect(formatRuntime(null)).toBe('-');
  });
});

describe('submissionsErrorMessage', () => {
  const failure = (status: number, code = 'X') =>
    new ApiRequestError({ status, code: code as never, message: 'server says' });
  it('maps statuses to the product’s messages', () => {
    expect(submissionsErrorMessage(failure(404))).toBe('No submissions found for this problem');
    expect(submissionsErrorMessage(failure(403))).toBe('Access denied to submissions');
    expect(submissionsErrorMessage(failure(500))).toBe('Server error - please try again later');
    expect(submissionsErrorMessage(failure(503))).toBe('Server error - please try again later');
    expect(submissionsErrorMessage(failure(0, 'NETWORK_ERROR'))).toBe(
      'Network error - please check your connection',
    );
    expect(submissionsErrorMessage(failure(400))).toBe('Failed to load submissions');
    expect(submissionsErrorMessage(new Error('x'))).toBe('Failed to load submissions');
  });
});

describe('toSubmissionRows', () => {
  it('reads the contract shape and the alternative field names', () => {
    const [contract] = toSubmissionRows([
      {
        _id: 's1',
        status: 'Accepted',
        language: 'cpp',
        createdAt: '2026-01-01T00:00:00.000Z',
        code: 'x',
        runtime: 0.1,
        memory: 900,
        testCasesPassed: 3,
        testCasesTotal: 3,
        errorMessage: null,
      },
    ]);
    expect(contract).toMatchObject({
      id: 's1',
      status: 'Accepted',
      language: 'C++',
      passed: 3,
      total: 3,
    });
    const [legacy] = toSubmissionRows({
      data: [
        {
          id: 7,
          submittedAt: 'then',
          executionTime: '1s',
          memoryUsage: 2048,
          passedTestCases: 1,
          totalTestCases: 2,
          error: 'boom',
        },
      ],
    });
    expect(legacy).toMatchObject({
      id: '7',
      status: 'unknown',
      createdAt: 'then',
      runtime: '1s',
      memory: 2048,
      passed: 1,
      total: 2,
      error: 'boom',
    });
    expect(toSubmissionRows({ _id: 'one', status: 'pending' })).toHaveLength(1);
  });

  it('keeps the score of a problem with subtasks, and none when it is missing or malformed', () => {
    const score = {
      score: 40,
      maxScore: 100,
      groups: [{ name: 'small', points: 40, passed: true }],
    };
    const [scored, unscored, malformed] = toSubmissionRows([
      { _id: 'a', score },
      { _id: 'b' },
      { _id: 'c', score: { score: '40' } },
    ]);
    expect(scored?.score).toEqual(score);
    expect(unscored?.score).toBeNull();
    expect(malformed?.score).toBeNull();
  });
});

describe('formatScore and formatPoints', () => {
  it('show the numbers as given', () => {
    expect(formatScore({ score: 40, maxScore: 100 })).toBe('40 / 100');
    expect(formatScore({ score: 12.5, maxScore: 37.5 })).toBe('12.5 / 37.5');
    expect(formatPoints(40)).toBe('40 points');
    expect(formatPoints(1)).toBe('1 point');
    expect(formatPoints(0)).toBe('0 points');
  });
});
