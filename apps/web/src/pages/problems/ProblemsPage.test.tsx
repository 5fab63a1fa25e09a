// @vitest-environment jsdom
import type { BestScores, ProblemListResponse, ProblemSummary } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeRequest, fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ProblemsPage } from './ProblemsPage';

const catalogue: ProblemSummary[] = [
  { _id: 'p1', title: 'Two Sum', difficulty: 'easy', tags: 'array', companies: ['Acme'] },
  { _id: 'p2', title: 'Longest Path', difficulty: 'hard', tags: 'graph, dp', companies: [] },
];

/** The list endpoint as the server answers it: filtered by difficulty, tag and search. */
function listAnswer({ query }: FakeRequest) {
  const search = query.get('search')?.toLowerCase() ?? '';
  const problems = catalogue.filter(
    (problem) =>
      (!query.get('difficulty') || problem.difficulty === query.get('difficulty')) &&
      (!query.get('tag') || problem.tags.split(', ').includes(query.get('tag') ?? '')) &&
      problem.title.toLowerCase().includes(search),
  );
  const body: ProblemListResponse = {
    problems,
    total: problems.length,
    totalPages: problems.length > 0 ? 1 : 0,
    page: 1,
    limit: 5,
  };
  return json(body);
}

/** The list as Ada sees it: Two Sum solved, and the best scores given (none by default). */
function openList(scores: BestScores['scores'] = []) {
  const api = fakeApi({
    'GET /problem/getAllProblem': listAnswer,
    'GET /problem/problemSolvedByUser': json([catalogue[0]]),
    'GET /problem/bestScores': json({ scores }),
  });
  const view = renderPage(<ProblemsPage />, { at: '/problems', path: '/problems', signedIn: ada });
  return { ...view, api };
}

const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;
const group = (name: string) => screen.getByRole('group', { name });

describe('the problem list', () => {
  test('lists the problems with their solved marks and the count', async () => {
    openList();
    const twoSum = (await screen.findByRole('link', { name: 'Two Sum' })).closest('tr');
    expect(await within(twoSum as HTMLElement).findByText('Solved')).toBeTruthy();
    const longest = screen.getByRole('link', { name: 'Longest Path' }).closest('tr');
    expect(within(longest as HTMLElement).getByText('Hard')).toBeTruthy();
    expect(within(longest as HTMLElement).queryByText('Solved')).toBeNull();
    expect(screen.getByText('2 problems · page 1 of 1')).toBeTruthy();
  });

  test('an unsolved problem shows its best score; a solved one keeps its mark', async () => {
    openList([
      { problemId: 'p1', score: 60, maxScore: 100 },
      { problemId: 'p2', score: 40, maxScore: 100 },
    ]);
    const longest = (await screen.findByRole('link', { name: 'Longest Path' })).closest('tr');
    expect(await within(longest as HTMLElement).findByText('40 / 100')).toBeTruthy();
    expect(within(longest as HTMLElement).getByText('Best score 40 of 100')).toBeTruthy();
    const twoSum = screen.getByRole('link', { name: 'Two Sum' }).closest('tr');
    expect(await within(twoSum as HTMLElement).findByText('Solved')).toBeTruthy();
    expect(within(twoSum as HTMLElement).queryByText('60 / 100')).toBeNull();
  });

  test('a guest sees no scores, and none are asked for', async () => {
    const api = fakeApi({ 'GET /problem/getAllProblem': listAnswer });
    renderPage(<ProblemsPage />, { at: '/problems', path: '/problems', signedIn: null });
    await screen.findByRole('link', { name: 'Two Sum' });
    expect(api.callsTo('GET /problem/bestScores')).toEqual([]);
    expect(screen.queryByText(/Best score/)).toBeNull();
  });

  test('a difficulty filter goes into the address and narrows the list', async () => {
    const { api, user } = openList();
    await screen.findByRole('link', { name: 'Two Sum' });
    await user.click(within(group('Difficulty')).getByRole('radio', { name: 'Hard' }));

    expect(address()).toBe('/problems?difficulty=hard');
    expect(await screen.findByText('1 problem · page 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Two Sum' })).toBeNull();
    expect(api.calls.at(-1)?.query.get('difficulty')).toBe('hard');
  });

  test('says when no problem matches the filters', async () => {
    const { user } = openList();
    await screen.findByRole('link', { name: 'Two Sum' });
    await user.click(within(group('Difficulty')).getByRole('radio', { name: 'Medium' }));
    expect(await screen.findByText('No problems found with selected filters.')).toBeTruthy();
  });

  test('a search by title is sent on Enter', async () => {
    const { user } = openList();
    await screen.findByRole('link', { name: 'Two Sum' });
    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'longest{Enter}');
    expect(address()).toBe('/problems?search=longest');
    expect(await screen.findByText('1 problem · page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Longest Path' })).toBeTruthy();
  });

  test('says "Failed to load problems." and loads them again on "Try Again"', async () => {
    const { api, user } = openList();
    api.answer('GET /problem/getAllProblem', apiError(500, 'Internal server error', 'INTERNAL'));
    await screen.findByRole('link', { name: 'Two Sum' });
    await user.click(within(group('Tags')).getByRole('radio', { name: 'DP' }));
    expect(await screen.findByText('Failed to load problems.')).toBeTruthy();

    api.answer('GET /problem/getAllProblem', listAnswer);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Longest Path' })).toBeTruthy();
    expect(screen.queryByText('Failed to load problems.')).toBeNull();
  });
});
