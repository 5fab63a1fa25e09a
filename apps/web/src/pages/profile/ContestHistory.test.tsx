// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ContestHistory, formatRatingChange } from './ContestHistory';

describe('contest history on a profile', () => {
  test('shows the rating and each contest with its change coloured', async () => {
    fakeApi({
      [`GET /contests/ratings/${ada._id}`]: json({
        rating: 1534,
        contests: [
          {
            contestId: 'c1',
            title: 'Autumn Sprint',
            endsAt: '2030-01-01T12:00:00Z',
            rank: 2,
            ratingBefore: 1500,
            ratingAfter: 1534,
          },
          {
            contestId: 'c2',
            title: 'Winter Cup',
            endsAt: '2030-02-01T12:00:00Z',
            rank: 9,
            ratingBefore: 1546,
            ratingAfter: 1534,
          },
        ],
      }),
    });
    renderPage(<ContestHistory userId={ada._id} />, { signedIn: ada });
    expect(await screen.findByText('1534', { selector: 'p' })).toBeTruthy();
    const [, up, down] = screen.getAllByRole('row');
    expect(within(up as HTMLElement).getByText('+34').className).toContain('text-success');
    expect(within(down as HTMLElement).getByText('\u221212').className).toContain('text-danger');
    expect(screen.getByRole('link', { name: 'Winter Cup' }).getAttribute('href')).toBe(
      '/contests/c2',
    );
  });

  test('says Unrated before any rated contest', async () => {
    fakeApi({ [`GET /contests/ratings/${ada._id}`]: json({ rating: null, contests: [] }) });
    renderPage(<ContestHistory userId={ada._id} />, { signedIn: ada });
    expect(await screen.findByText('Unrated')).toBeTruthy();
    expect(screen.getByText(/No rated contests yet/)).toBeTruthy();
    expect(formatRatingChange(1500, 1500)).toBe('±0');
  });
});
