// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { aSubmitResult } from '../../test-support/fixtures';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../test-support/render';
import { SubmitResultView } from './SubmitResultView';

// The verdicts the Result tab can head a submission with (docs/product.md#submit-and-result);
// the code panel's tests reach this view through Submit, these name every kind of heading.

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('the result tab', () => {
  test('invites a first submit', () => {
    render(<SubmitResultView outcome={null} submitting={false} />);
    expect(screen.getByText('Submit your code to see the verdict here.')).toBeTruthy();
  });

  test('says the submission is being judged', () => {
    render(<SubmitResultView outcome={null} submitting />);
    expect(screen.getByRole('status', { name: 'Judging' })).toBeTruthy();
    expect(
      screen.getByText('Judging your submission against all tests…', { exact: false }),
    ).toBeTruthy();
  });

  test('heads a compiler error with the verdict and shows the output under it once', () => {
    const output = "main.cpp:1:12: error: expected ')'\n    1 | int main( {";
    render(
      <SubmitResultView
        outcome={{
          result: aSubmitResult({
            accepted: false,
            status: 'Compilation Error',
            status_id: 6,
            error: output,
            passedTestCases: 0,
          }),
        }}
        submitting={false}
      />,
    );
    expect(heading()).toBe('✗ Compilation Error');
    expect(screen.getAllByText(/expected '\)'/)).toHaveLength(1);
    expect(screen.getByText('0/5')).toBeTruthy();
  });

  test('a wall-clock stop is a Runtime Error with its explanation under it', () => {
    const explanation =
      'Stopped after 8 s of wall-clock time, having used 0.1 s of its 2 s CPU time limit: the program was waiting, not computing';
    render(
      <SubmitResultView
        outcome={{
          result: aSubmitResult({
            accepted: false,
            status: 'Runtime Error (Other)',
            status_id: 12,
            error: `Runtime Error (Other) on test 3\n${explanation}`,
            passedTestCases: 2,
          }),
        }}
        submitting={false}
      />,
    );
    expect(heading()).toBe('✗ Runtime Error (Other) on test 3');
    expect(screen.getByText(explanation)).toBeTruthy();
  });

  test('reads "✗ Failed" when the judge named nothing', () => {
    render(
      <SubmitResultView
        outcome={{ result: aSubmitResult({ accepted: false, status: '', error: null }) }}
        submitting={false}
      />,
    );
    expect(heading()).toBe('✗ Failed');
  });

  test('a failed call reads as its reason', () => {
    render(<SubmitResultView outcome={{ failure: 'Submission failed' }} submitting={false} />);
    expect(heading()).toBe('✗ Submission failed');
    expect(screen.queryByText('Test Cases Passed')).toBeNull();
  });

  test('an accepted submission shows its three tiles', () => {
    render(<SubmitResultView outcome={{ result: aSubmitResult() }} submitting={false} />);
    expect(heading()).toBe('Accepted');
    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(tile('Test Cases Passed')).toBe('5/5');
    expect(tile('Runtime')).toBe('0.05 sec');
    expect(tile('Memory')).toBe('4.00 MB');
  });

  test('on a problem with subtasks, shows the score and each subtask earned or not', () => {
    render(
      <SubmitResultView
        outcome={{
          result: aSubmitResult({
            accepted: false,
            status: 'Wrong Answer',
            status_id: 4,
            error: 'Wrong Answer on test 3',
            passedTestCases: 2,
            totalTestCases: 4,
            score: {
              score: 40,
              maxScore: 100,
              groups: [
                { name: 'large', points: 60, passed: false },
                { name: 'small', points: 40, passed: true },
              ],
            },
          }),
        }}
        submitting={false}
      />,
    );
    expect(heading()).toBe('✗ Wrong Answer on test 3');
    expect(screen.getByRole('heading', { level: 3, name: 'Score: 40 / 100' })).toBeTruthy();
    const subtasks = within(screen.getByRole('list', { name: 'Subtasks' })).getAllByRole(
      'listitem',
    );
    expect(subtasks.map((item) => item.textContent)).toEqual([
      '✗large — 60 points — failed',
      '✓small — 40 points — passed',
    ]);
    expect(screen.getByText('2/4')).toBeTruthy();
  });

  test('shows fractional points as the server sent them', () => {
    const score = {
      score: 12.5,
      maxScore: 37.5,
      groups: [{ name: 'one', points: 1, passed: true }],
    };
    render(<SubmitResultView outcome={{ result: aSubmitResult({ score }) }} submitting={false} />);
    expect(heading()).toBe('Accepted');
    expect(screen.getByRole('heading', { name: 'Score: 12.5 / 37.5' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('✓one — 1 point — passed');
  });

  test('without a score there is no score and no subtask list', () => {
    render(<SubmitResultView outcome={{ result: aSubmitResult() }} submitting={false} />);
    expect(screen.queryByText(/^Score:/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Subtasks' })).toBeNull();
  });
});
