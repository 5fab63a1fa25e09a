// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, eventStream, fakeApi, heldAnswer, json } from '../../test-support/fakeApi';
import {
  ada,
  aProblem,
  aRunResult,
  aRunTestCase,
  aSubmitResult,
  twoSumId,
} from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ProblemPage } from './ProblemPage';

// The code panel gets its Run and Submit from the problem page, so it is tested there. Monaco
// never loads: nothing here points at or focuses the code, so the read-only preview stays.

const runRoute = `POST /submission/run/${twoSumId}`;
const submitRoute = `POST /submission/submit/${twoSumId}`;

async function openCodePanel(signedIn = true) {
  const api = fakeApi({ [`GET /problem/problemById/${twoSumId}`]: json(aProblem()) });
  const view = renderPage(<ProblemPage />, {
    at: `/problem/${twoSumId}`,
    path: '/problem/:problemId',
    signedIn: signedIn ? ada : null,
  });
  const panel = await screen.findByRole('region', { name: 'Code' });
  const button = (name: string) => within(panel).getByRole('button', { name });
  return { ...view, api, panel, button };
}

function testResults() {
  return screen.getByRole('region', { name: 'Test Results' });
}

describe('the code panel before anything runs', () => {
  test('shows the start code read-only, with Run and Submit ready', async () => {
    const { panel, button } = await openCodePanel();
    const preview = within(panel).getByRole('textbox', { name: 'Code editor, javascript' });
    expect((preview as HTMLTextAreaElement).value).toBe('// read two numbers');
    expect((preview as HTMLTextAreaElement).readOnly).toBe(true);
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(button('Run').hasAttribute('disabled')).toBe(false);
    expect(button('Submit').hasAttribute('disabled')).toBe(false);
    expect(
      within(testResults()).getByText('Run your code to see the test results here.'),
    ).toBeTruthy();
  });

  test('choosing another language shows its start code', async () => {
    const { panel, user } = await openCodePanel();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Language' }), 'java');
    const preview = within(panel).getByRole('textbox', { name: 'Code editor, java' });
    expect((preview as HTMLTextAreaElement).value).toBe('class Main {}');
  });
});

describe('Run', () => {
  test('asks a guest to log in instead of running', async () => {
    const { api, button, user } = await openCodePanel(false);
    await user.click(button('Run'));
    const results = testResults();
    expect(results.textContent).toContain('Log in to run and submit your code.');
    expect(within(results).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(api.callsTo(runRoute)).toHaveLength(0);
  });

  test('reads "Running..." with both buttons disabled, then shows each example', async () => {
    const { api, button, user } = await openCodePanel();
    const held = heldAnswer();
    api.answer(runRoute, held.answer);
    await user.click(button('Run'));

    expect(button('Running...').hasAttribute('disabled')).toBe(true);
    expect(button('Submit').hasAttribute('disabled')).toBe(true);
    expect(
      within(testResults()).getByText('Running your code against the examples…', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(api.callsTo(runRoute)[0]?.body).toEqual({
      code: '// read two numbers',
      language: 'javascript',
    });

    held.release(json(aRunResult()));
    const results = testResults();
    expect(await within(results).findByText('All examples passed')).toBeTruthy();
    expect(within(results).getByText('Runtime 0.012 sec · Memory 2.00 MB')).toBeTruthy();
    const example = within(results).getByRole('region', { name: 'Test case 1' });
    expect(within(example).getByText('Case 1')).toBeTruthy();
    expect(within(example).getByText('Passed')).toBeTruthy();
    expect(within(example).getByText('Expected Output')).toBeTruthy();
    expect(within(example).queryByText('Error Output')).toBeNull();
    expect(button('Run').hasAttribute('disabled')).toBe(false);
  });

  test('names a failed example and its verdict', async () => {
    const { api, button, user } = await openCodePanel();
    const wrong = aRunTestCase({
      stdout: '4',
      stderr: 'debug: 4',
      status_id: 4,
      status: { id: 4, description: 'Wrong Answer' },
    });
    api.answer(
      runRoute,
      json(
        aRunResult({ success: false, status: 'Wrong Answer', status_id: 4, testCases: [wrong] }),
      ),
    );
    await user.click(button('Run'));
    const results = testResults();
    expect(await within(results).findByText('Some examples failed')).toBeTruthy();
    expect(within(results).getByText('Failed')).toBeTruthy();
    expect(within(results).getByText('Wrong Answer')).toBeTruthy();
    expect(within(results).getByText('Error Output')).toBeTruthy();
    expect(within(results).getByText('debug: 4')).toBeTruthy();
  });

  test('shows "Compilation Error" with the compiler output and no examples', async () => {
    const { api, button, user } = await openCodePanel();
    const compilerOutput = "main.js:1\nSyntaxError: Unexpected token '}'";
    api.answer(
      runRoute,
      json(
        aRunResult({
          success: false,
          error: compilerOutput,
          status: 'Compilation Error',
          status_id: 6,
          testCases: [],
        }),
      ),
    );
    await user.click(button('Run'));
    const results = testResults();
    expect(await within(results).findByText('Compilation Error')).toBeTruthy();
    expect(within(results).getByText(/SyntaxError: Unexpected token/).textContent).toBe(
      compilerOutput,
    );
    expect(within(results).queryByText('Case 1')).toBeNull();
  });

  test("shows the server's message when the run is refused", async () => {
    const { api, button, user } = await openCodePanel();
    api.answer(runRoute, apiError(503, 'The judge is busy, try again in a moment', 'BUSY'));
    await user.click(button('Run'));
    const results = testResults();
    expect(await within(results).findByText('Some examples failed')).toBeTruthy();
    expect(within(results).getByText('The judge is busy, try again in a moment')).toBeTruthy();
  });

  test('closing the test results clears them', async () => {
    const { api, button, user } = await openCodePanel();
    api.answer(runRoute, json(aRunResult()));
    await user.click(button('Run'));
    expect(await within(testResults()).findByText('All examples passed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close test results' }));
    expect(screen.queryByRole('region', { name: 'Test Results' })).toBeNull();
    expect(screen.queryByText('All examples passed')).toBeNull();
  });
});

describe('Submit', () => {
  test('reads "Submitting..." on the Result tab, then "Accepted" and the celebration', async () => {
    const { api, button, user } = await openCodePanel();
    const held = heldAnswer();
    api.answer(submitRoute, held.answer);
    await user.click(button('Submit'));

    expect(screen.getByRole('tab', { name: 'Result' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Submitting...', hidden: true })).toBeTruthy();
    expect(
      screen.getByText('Judging your submission against all tests…', { exact: false }),
    ).toBeTruthy();

    held.release(json(aSubmitResult()));
    expect(await screen.findByRole('heading', { name: 'Accepted' })).toBeTruthy();
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(screen.getByText('0.05 sec')).toBeTruthy();
    expect(screen.getByText('4.00 MB')).toBeTruthy();
    expect(screen.getByText('All tests passed. Nicely done!')).toBeTruthy();
  });

  test('heads a rejected submission with its verdict and the details under it', async () => {
    const { api, button, user } = await openCodePanel();
    api.answer(
      submitRoute,
      json(
        aSubmitResult({
          accepted: false,
          status: 'Wrong Answer',
          status_id: 4,
          error: 'Wrong Answer on test 2\nExpected 3, got 4',
          passedTestCases: 1,
        }),
      ),
    );
    await user.click(button('Submit'));
    expect(await screen.findByRole('heading', { name: '✗ Wrong Answer on test 2' })).toBeTruthy();
    expect(screen.getByText('Expected 3, got 4')).toBeTruthy();
    expect(screen.getByText('1/5')).toBeTruthy();
    expect(screen.queryByText('All tests passed. Nicely done!')).toBeNull();
  });

  test('shows the place in line while the submission waits for the judge', async () => {
    const { api, button, user } = await openCodePanel();
    const stream = eventStream();
    api.answer(submitRoute, () => stream.response);
    await user.click(button('Submit'));

    stream.send('position', { position: 2 });
    expect(
      await screen.findByText('Your submission is number 2 in line for the judge.'),
    ).toBeTruthy();
    stream.send('position', { position: 1 });
    expect(await screen.findByText('Your submission is next in line for the judge.')).toBeTruthy();
    stream.send(
      'done',
      aSubmitResult({ accepted: false, status: 'Time Limit Exceeded', error: null }),
    );
    stream.end();
    expect(await screen.findByRole('heading', { name: '✗ Time Limit Exceeded' })).toBeTruthy();
    expect(screen.queryByText(/in line for the judge/)).toBeNull();
  });

  test('reads "✗ Submission failed" when the server cannot be reached', async () => {
    const { api, button, user } = await openCodePanel();
    api.answer(submitRoute, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(button('Submit'));
    expect(await screen.findByRole('heading', { name: '✗ Submission failed' })).toBeTruthy();
  });

  test('asks a guest to log in instead of submitting', async () => {
    const { api, button, user } = await openCodePanel(false);
    await user.click(button('Submit'));
    expect(testResults().textContent).toContain('Log in to run and submit your code.');
    expect(api.callsTo(submitRoute)).toHaveLength(0);
  });
});
