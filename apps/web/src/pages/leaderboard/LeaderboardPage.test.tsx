// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { LeaderboardPage } from './LeaderboardPage';

describe('the leaderboard', () => {
  test('ranks learners, links their profiles and marks the viewer', async () => {
    const api = fakeApi({
      'GET /leaderboard': json({
        page: 1,
        totalPages: 2,
        rows: [
          {
            rank: 1,
            user: { _id: 'u1', firstName: 'Bob', lastName: 'Stone' },
            solved: 12,
            score: 25,
            streak: 3,
            rating: 1620,
          },
          {
            rank: 2,
            user: { _id: ada._id, firstName: 'Ada', lastName: 'Lovelace' },
            solved: 4,
            score: 6,
            streak: 0,
            rating: null,
          },
        ],
      }),
    });
    const { user } = renderPage(<LeaderboardPage />, {
      at: '/leaderboard',
      path: '/leaderboard',
      signedIn: ada,
    });
    expect(await screen.findByRole('link', { name: 'Bob Stone' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Name',
      'Solved',
      'Score',
      'Streak',
      'Rating',
    ]);
    expect(screen.getByRole('link', { name: 'Bob Stone' }).getAttribute('href')).toBe('/users/u1');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByText('Unrated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByLabelText('Current address').textContent).toBe('/leaderboard?page=2');
    expect(api.callsTo('GET /leaderboard').at(-1)?.query.get('page')).toBe('2');
  });

  test('has an empty state', async () => {
    fakeApi({ 'GET /leaderboard': json({ page: 1, totalPages: 1, rows: [] }) });
    renderPage(<LeaderboardPage />, { at: '/leaderboard', path: '/leaderboard' });
    expect(await screen.findByText(/Nobody is ranked yet/)).toBeTruthy();
  });
});
