// @vitest-environment jsdom
import type { ProblemListResponse, ProblemSummary } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiError, fakeApi, heldAnswer, json } from '../../test-support/fakeApi';
import { admin } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { AdminDeleteProblemPage } from './AdminDeleteProblemPage';

const problems: ProblemSummary[] = [
  { _id: 'p1', title: 'Two Sum', difficulty: 'easy', tags: 'array', companies: [] },
  { _id: 'p2', title: 'Longest Path', difficulty: 'hard', tags: 'graph, dp', companies: [] },
];

/**
 * The catalogue as the server keeps it: a delete removes the problem from the next list. The
 * delete answers once `deleteGate` settles, so the screen can be seen while it waits.
 */
function catalogueServer(deleteGate: Promise<unknown> = Promise.resolve()) {
  let stored = [...problems];
  const list = (): ProblemListResponse => ({
    problems: stored,
    total: stored.length,
    totalPages: 1,
    page: 1,
    limit: stored.length,
  });
  return fakeApi({
    'GET /problem/getAllProblem': () => json(list()),
    'DELETE /problem/delete/p1': async () => {
      await deleteGate;
      stored = stored.filter((problem) => problem._id !== 'p1');
      return json({ message: 'Problem deleted' });
    },
  });
}

function confirmAnswers(answer: boolean) {
  const questions: string[] = [];
  vi.spyOn(window, 'confirm').mockImplementation((question?: string) => {
    questions.push(String(question));
    return answer;
  });
  return questions;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deleting problems', () => {
  test('lists every problem with its tags and a Delete button', async () => {
    catalogueServer();
    renderPage(<AdminDeleteProblemPage />, { signedIn: admin });
    expect(screen.getByRole('heading', { name: 'Delete Problems' })).toBeTruthy();
    const row = (await screen.findByText('Longest Path')).closest('tr') as HTMLElement;
    expect(within(row).getByText('graph')).toBeTruthy();
    expect(within(row).getByText('dp')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Longest Path' })).toBeTruthy();
  });

  test('asks first, reads "Deleting..." meanwhile, and the problem leaves the list', async () => {
    const held = heldAnswer();
    catalogueServer(held.answer());
    const questions = confirmAnswers(true);
    const { user } = renderPage(<AdminDeleteProblemPage />, { signedIn: admin });

    await user.click(await screen.findByRole('button', { name: 'Delete Two Sum' }));
    expect(questions).toEqual(['Are you sure you want to delete this problem?\n\nTwo Sum']);
    expect(screen.getByRole('button', { name: 'Delete Two Sum' }).textContent).toBe('Deleting...');

    held.release(json({}));
    await vi.waitFor(() => expect(screen.queryByText('Two Sum')).toBeNull());
    expect(screen.getByText('Longest Path')).toBeTruthy();
  });

  test('nothing is deleted when the question is declined', async () => {
    const api = catalogueServer();
    confirmAnswers(false);
    const { user } = renderPage(<AdminDeleteProblemPage />, { signedIn: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Two Sum' }));
    expect(api.callsTo('DELETE /problem/delete/p1')).toHaveLength(0);
    expect(screen.getByText('Two Sum')).toBeTruthy();
  });

  test('says "Failed to delete problem" when the server refuses', async () => {
    const api = catalogueServer();
    confirmAnswers(true);
    api.answer('DELETE /problem/delete/p1', apiError(500, 'Internal server error', 'INTERNAL'));
    const { user } = renderPage(<AdminDeleteProblemPage />, { signedIn: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Two Sum' }));
    expect(await screen.findByText('Failed to delete problem')).toBeTruthy();
    expect(screen.getByText('Two Sum')).toBeTruthy();
  });

  test('says "Failed to fetch problems" when the list cannot be loaded', async () => {
    const api = catalogueServer();
    api.answer('GET /problem/getAllProblem', apiError(500, 'Internal server error', 'INTERNAL'));
    renderPage(<AdminDeleteProblemPage />, { signedIn: admin });
    expect(await screen.findByText('Failed to fetch problems')).toBeTruthy();
  });
});
