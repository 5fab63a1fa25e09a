// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  apiError,
  type FakeAnswer,
  fakeApi,
  heldAnswer,
  json,
} from '../../../test-support/fakeApi';
import { ada, aSubmission, aSubmitResult, twoSumId } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render';
import { SubmissionsPanel } from './SubmissionsPanel';

const historyRoute = `GET /problem/submittedProblem/${twoSumId}`;

const accepted = aSubmission({ _id: 'second', createdAt: '2026-03-05T09:00:00.000Z' });
const compileError = aSubmission({
  _id: 'first',
  status: 'Compilation Error',
  status_id: 6,
  language: 'cpp',
  code: 'int main( {',
  runtime: null,
  memory: null,
  testCasesPassed: 0,
  errorMessage: "error: expected ')'",
});

const partialScore = {
  score: 40,
  maxScore: 100,
  groups: [
    { name: 'large', points: 60, passed: false },
    { name: 'small', points: 40, passed: true },
  ],
};
const partial = aSubmission({
  _id: 'partial',
  status: 'Wrong Answer',
  status_id: 4,
  testCasesPassed: 2,
  testCasesTotal: 4,
  score: partialScore,
});

function openPanel(answer: FakeAnswer, signedIn = true) {
  const api = fakeApi({ [historyRoute]: answer });
  const view = renderPage(<SubmissionsPanel problemId={twoSumId} latest={null} />, {
    signedIn: signedIn ? ada : null,
  });
  return { ...view, api };
}

describe('the submissions panel', () => {
  test('asks a guest to log in', () => {
    openPanel(json([]), false);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('to see your submissions.', { exact: false })).toBeTruthy();
  });

  test('shows "Loading submissions…" until the history arrives', async () => {
    const held = heldAnswer();
    openPanel(held.answer);
    expect(screen.getByText('Loading submissions…', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refreshing...' }).hasAttribute('disabled')).toBe(
      true,
    );
    held.release(json([]));
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
    expect(screen.queryByText('Loading submissions…', { exact: false })).toBeNull();
  });

  test('says "No submissions yet" for an empty history', async () => {
    openPanel(json([]));
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
    expect(
      screen.getByText('Just submitted? Press Refresh to see your latest submission.'),
    ).toBeTruthy();
  });

  test('lists the submissions newest first, numbered from the oldest', async () => {
    openPanel(json([accepted, compileError]));
    expect(await screen.findByText('2 submissions')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Submissions' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [newest, oldest] = rows as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('#2')).toBeTruthy();
    expect(within(newest).getByText('Accepted')).toBeTruthy();
    expect(within(newest).getByText('JavaScript')).toBeTruthy();
    expect(within(newest).getByText('0.04 sec')).toBeTruthy();
    expect(within(newest).getByText('512 KB')).toBeTruthy();
    expect(within(newest).getByTitle('Test cases passed').textContent).toBe('5/5');
    expect(within(oldest).getByText('#1')).toBeTruthy();
    expect(within(oldest).getByText('C++')).toBeTruthy();
    expect(
      within(oldest)
        .getByText('Compilation Error')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('purple');
    expect(within(oldest).getByTitle('Runtime').textContent).toBe('-');
  });

  test('"View Code" opens the submission\'s details, and "Close" closes them', async () => {
    const { user } = openPanel(json([accepted, compileError]));
    await user.click(await screen.findByRole('button', { name: 'View Code of submission 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Submission Details' });
    expect(within(dialog).getByText('int main( {')).toBeTruthy();
    expect(within(dialog).getByText("error: expected ')'")).toBeTruthy();
    expect(within(dialog).getByText('0/5')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Submission Details' })).toBeNull();
  });

  test('says why the first load failed, and "Try Again" loads the list', async () => {
    const { api, user } = openPanel(apiError(500, 'Internal server error', 'INTERNAL'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to initialize submissions')).toBeTruthy();
    expect(within(alert).getByText('Server error - please try again later')).toBeTruthy();

    api.answer(historyRoute, json([accepted]));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 submission')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('"Dismiss" leaves "Submissions not loaded"', async () => {
    const { user } = openPanel(apiError(403, 'Forbidden', 'FORBIDDEN'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Access denied to submissions')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Submissions not loaded')).toBeTruthy();
    expect(screen.getByText('Press Refresh to try loading them again.')).toBeTruthy();
  });

  test('a failed refresh says "Failed to refresh" and keeps the list', async () => {
    const { api, user } = openPanel(json([accepted]));
    expect(await screen.findByText('1 submission')).toBeTruthy();
    api.answer(historyRoute, apiError(404, 'Not found', 'NOT_FOUND'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to refresh')).toBeTruthy();
    expect(within(alert).getByText('No submissions found for this problem')).toBeTruthy();
    expect(screen.getByText('1 submission')).toBeTruthy();
  });

  test('a submission on a problem with subtasks shows its score next to its status', async () => {
    openPanel(json([partial, accepted]));
    expect(await screen.findByText('2 submissions')).toBeTruthy();
    const [scored, unscored] = within(
      screen.getByRole('list', { name: 'Submissions' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(scored).getByText('Wrong Answer')).toBeTruthy();
    expect(within(scored).getByTitle('Score').textContent).toBe('40 / 100 points');
    expect(within(unscored).queryByTitle('Score')).toBeNull();
  });

  test('the latest result shows its score too', async () => {
    const latest = {
      result: aSubmitResult({
        accepted: false,
        status: 'Wrong Answer',
        status_id: 4,
        score: partialScore,
      }),
    };
    fakeApi({ [historyRoute]: json([partial]) });
    renderPage(<SubmissionsPanel problemId={twoSumId} latest={latest} />, { signedIn: ada });
    const line = screen.getByText('Latest result:', { exact: false });
    expect(within(line).getByText('40 / 100 points')).toBeTruthy();
  });
});
