// @vitest-environment jsdom
import type { RunResult } from '@grindstone/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../test-support/render';
import { RunResults } from './RunResults';

const accepted = { id: 3, description: 'Accepted' };

function runOf(testCase: Partial<RunResult['testCases'][number]>): RunResult {
  return {
    success: true,
    error: null,
    status: 'Accepted',
    status_id: 3,
    runtime: 0.01,
    memory: 1024,
    testCases: [
      {
        stdin: 'fixed 37\n',
        expected_output: '',
        stdout: '50\n25\n37\n',
        stderr: '',
        status_id: 3,
        status: accepted,
        time: 0.01,
        memory: 1024,
        ...testCase,
      },
    ],
  };
}

describe('the test results of a run', () => {
  test('an interactive test shows the exchange in order, with who sent each turn', () => {
    const result = runOf({
      exchange: [
        { from: 'program', text: '50\n' },
        { from: 'judge', text: 'lower\n' },
        { from: 'program', text: '37\n' },
        { from: 'judge', text: 'correct\n' },
      ],
      checkerMessage: 'found it in 2 guesses',
    });
    render(<RunResults outcome={{ result }} running={false} loginPrompt={null} />);
    const card = screen.getByRole('region', { name: 'Test case 1' });
    const turns = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(turns).toEqual([
      'Your program50\n',
      'Judgelower\n',
      'Your program37\n',
      'Judgecorrect\n',
    ]);
    expect(within(card).queryByText('Your Output')).toBeNull();
    expect(within(card).getByText('Checker Message')).toBeTruthy();
    expect(within(card).getByText('found it in 2 guesses')).toBeTruthy();
  });

  test('any other test shows the expected output and the program’s own', () => {
    render(<RunResults outcome={{ result: runOf({}) }} running={false} loginPrompt={null} />);
    const card = screen.getByRole('region', { name: 'Test case 1' });
    expect(within(card).getByText('Expected Output')).toBeTruthy();
    expect(within(card).getByText('Your Output')).toBeTruthy();
    expect(within(card).queryByText('Exchange with the judge')).toBeNull();
  });
});
