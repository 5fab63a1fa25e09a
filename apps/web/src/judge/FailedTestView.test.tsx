// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SubmitResultView } from '../pages/problem/SubmitResultView';
import { aSubmitResult } from '../test-support/fixtures';
// For its clean-up between tests: these components need none of the app's providers.
import '../test-support/render';

/** The result tab for a Wrong Answer on test `failedOn` (1-based), with what the server sent. */
function renderWrongAnswer(failedOn: number, shown?: typeof failedTest) {
  return render(
    <SubmitResultView
      outcome={{
        result: aSubmitResult({
          accepted: false,
          status: 'Wrong Answer',
          status_id: 4,
          error: `Wrong Answer on test ${failedOn}`,
          passedTestCases: failedOn - 1,
          ...(shown ? { failedTest: shown } : {}),
        }),
      }}
      submitting={false}
    />,
  );
}

const failedTest = {
  index: 1,
  input: '3\n1 2 3\n',
  expectedOutput: '6\n2\n',
  output: '6\n3\n',
  stderr: 'debug: sum=6',
};

describe('the failing visible example under a verdict', () => {
  test('shows its input, expected output, the output with its first differing line, and stderr', () => {
    renderWrongAnswer(2, failedTest);
    const example = screen.getByRole('region', { name: 'Failing example' });
    const view = within(example);
    expect(view.getByRole('heading', { name: 'Failing example: test 2' })).toBeTruthy();
    expect(view.getByText('Input').nextSibling?.textContent).toBe('3\n1 2 3\n');
    expect(view.getByText('Expected Output').nextSibling?.textContent).toBe('6\n2\n');
    expect(view.getByText('first difference on line 2')).toBeTruthy();
    expect(view.getByTestId('first-difference').textContent).toBe('3');
    expect(view.getByText('Error Output').nextSibling?.textContent).toBe('debug: sum=6');
  });

  test('is absent when the failure was a hidden test, and for an accepted submission', () => {
    const { rerender } = renderWrongAnswer(5);
    expect(screen.queryByRole('region', { name: 'Failing example' })).toBeNull();
    rerender(<SubmitResultView outcome={{ result: aSubmitResult() }} submitting={false} />);
    expect(screen.queryByRole('region', { name: 'Failing example' })).toBeNull();
  });

  test('marks a missing line when the program printed too little, and no stderr block without any', () => {
    renderWrongAnswer(1, { ...failedTest, index: 0, output: '6\n', stderr: '' });
    const view = within(screen.getByRole('region', { name: 'Failing example' }));
    expect(view.getByText('first difference on line 2')).toBeTruthy();
    expect(view.queryByText('Error Output')).toBeNull();
  });
});
