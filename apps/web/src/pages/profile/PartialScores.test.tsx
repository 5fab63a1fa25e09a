// @vitest-environment jsdom
import type { ProblemListResponse, ProblemSummary } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { problemKeys } from '../../problems/queries';
import { fakeApi, json } from '../../test-support/fakeApi';
import { ada, aProfile, twoSumId } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { PartialScores } from './PartialScores';

const catalogue: ProblemSummary[] = [
  { _id: twoSumId, title: 'Two Sum', difficulty: 'easy', tags: 'array', companies: [] },
  { _id: 'p2', title: 'Longest Path', difficulty: 'hard', tags: 'graph', companies: [] },
  { _id: 'p3', title: 'Tree Cuts', difficulty: 'medium', tags: 'tree', companies: [] },
];

const everyProblem: ProblemListResponse = {
  problems: catalogue,
  total: catalogue.length,
  totalPages: 1,
  page: 1,
  limit: catalogue.length,
};

/** Ada's profile (Two Sum solved) beside the best scores the server answers. */
function openWith(scores: { problemId: string; score: number; maxScore: number }[]) {
  const api = fakeApi({
    'GET /problem/bestScores': json({ scores }),
    'GET /problem/getAllProblem': json(everyProblem),
  });
  const { queryClient } = renderPage(<PartialScores profile={aProfile()} />, { signedIn: ada });
  /** Until the best scores have been answered (so a missing list is not just a slow one). */
  const scoresLoaded = () =>
    expect
      .poll(() => queryClient.getQueryState(problemKeys.bestScores(ada._id))?.status)
      .toBe('success');
  return { api, scoresLoaded };
}

describe('partial scores on the profile', () => {
  test('lists the problems short of full marks, closest first, linked to each', async () => {
    openWith([
      { problemId: 'p2', score: 40, maxScore: 100 },
      { problemId: 'p3', score: 75, maxScore: 100 },
    ]);
    const list = await screen.findByRole('list');
    expect(screen.getByRole('heading', { name: 'Partial scores' })).toBeTruthy();
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link').textContent).toBe('Tree Cuts');
    expect(within(first as HTMLElement).getByText('75 / 100')).toBeTruthy();
    const link = within(second as HTMLElement).getByRole('link', { name: 'Longest Path' });
    expect(link.getAttribute('href')).toBe('/problem/p2');
    expect(within(second as HTMLElement).getByText('40 / 100')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Best score 40 of 100')).toBeTruthy();
  });

  test('leaves out full marks and solved problems', async () => {
    openWith([
      { problemId: twoSumId, score: 50, maxScore: 100 },
      { problemId: 'p2', score: 100, maxScore: 100 },
      { problemId: 'p3', score: 10, maxScore: 100 },
    ]);
    expect(await screen.findByRole('link', { name: 'Tree Cuts' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Two Sum' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Longest Path' })).toBeNull();
  });

  test('is hidden when there are no partial scores, without loading every problem', async () => {
    const { api, scoresLoaded } = openWith([{ problemId: 'p2', score: 100, maxScore: 100 }]);
    await scoresLoaded();
    expect(screen.queryByRole('heading', { name: 'Partial scores' })).toBeNull();
    expect(api.callsTo('GET /problem/getAllProblem')).toEqual([]);
  });
});
