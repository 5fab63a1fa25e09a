import { describe, expect, test } from 'vitest';
import {
  assignmentPhase,
  describeProgress,
  dueCountdownText,
  formatPercent,
  formatScore,
  latePolicyText,
} from './assignmentFormat';

const at = (iso: string) => Date.parse(iso);
const assignment = { opensAt: '2030-01-01T10:00:00Z' };
const due = '2030-01-03T10:00:00Z';

describe('an assignment for one learner', () => {
  test('is upcoming, open, then past their own due date', () => {
    expect(assignmentPhase(assignment, due, at('2030-01-01T09:59:59Z'))).toBe('upcoming');
    expect(assignmentPhase(assignment, due, at('2030-01-01T10:00:00Z'))).toBe('open');
    expect(assignmentPhase(assignment, due, at('2030-01-03T10:00:00Z'))).toBe('past-due');
  });

  test('counts down to the opening, then to the due date', () => {
    expect(dueCountdownText(assignment, due, at('2030-01-01T09:00:00Z'))).toBe(
      'Opens in 1 h 00 min 00 s',
    );
    expect(dueCountdownText(assignment, due, at('2030-01-02T09:59:55Z'))).toBe(
      'Due in 1 d 00 h 00 min 05 s',
    );
    expect(dueCountdownText(assignment, due, at('2030-01-04T00:00:00Z'))).toBe('Past due');
  });
});

test('late policies, scores and shares read as words', () => {
  expect(latePolicyText('none')).toBe('Late solves score nothing');
  expect(latePolicyText(0)).toBe('Late solves count in full');
  expect(latePolicyText(25)).toBe('Late solves lose 25%');
  expect(formatScore(2)).toBe('2');
  expect(formatScore(2.5)).toBe('2.5');
  expect(formatScore(1 / 3)).toBe('0.33');
  expect(formatPercent(0.876)).toBe('88%');
});

test('a cell describes the standing with attempts and the late mark', () => {
  const format = () => 'Jan 2';
  expect(describeProgress(undefined, format)).toBe('Not started');
  expect(
    describeProgress(
      { problemId: 'p', status: 'attempted', attempts: 2, solvedAt: null, late: false },
      format,
    ),
  ).toBe('Attempted, 2 attempts, not solved');
  expect(
    describeProgress(
      { problemId: 'p', status: 'solved', attempts: 1, solvedAt: '2030-01-02', late: true },
      format,
    ),
  ).toBe('Solved on Jan 2, 1 attempt, late');
});
