// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, json } from '../test-support/fakeApi';
import { ada, twoSumId } from '../test-support/fixtures';
import { renderPage } from '../test-support/render';
import { ReviewControl } from './ReviewControl';

const tomorrow = '2026-11-29T12:00:00.000Z';

function openControl(enabled: boolean) {
  const api = fakeApi({
    [`GET /review/${twoSumId}`]: json({
      problemId: twoSumId,
      dueAt: tomorrow,
      intervalDays: 1,
      enabled,
    }),
    [`POST /review/${twoSumId}`]: json({
      problemId: twoSumId,
      dueAt: '2026-12-01T12:00:00.000Z',
      intervalDays: 3,
      enabled: true,
    }),
    [`PUT /review/${twoSumId}`]: (request) =>
      json({
        problemId: twoSumId,
        dueAt: tomorrow,
        intervalDays: 1,
        enabled: (request.body as { enabled: boolean }).enabled,
      }),
  });
  const view = renderPage(<ReviewControl problemId={twoSumId} />, { signedIn: ada });
  return { ...view, api, region: screen.getByRole('region', { name: 'Review' }) };
}

describe('the problem page review control', () => {
  test('shows the next date; a grade moves it and says how far', async () => {
    const { api, user, region } = openControl(true);
    expect(await within(region).findByText('Next review: Sun, Nov 29, 2026')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Good' }));
    expect(
      await within(region).findByText('Next review: Tue, Dec 1, 2026 (in 3 days)'),
    ).toBeTruthy();
    expect(api.callsTo(`POST /review/${twoSumId}`)[0]?.body).toEqual({ grade: 'good' });
  });

  test('a problem with review off says so; the switch turns it on', async () => {
    const { api, user, region } = openControl(false);
    const toggle = within(region).getByRole('checkbox', { name: 'Review this problem' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(within(region).getByText('Review is off for this problem.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Good' })).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo(`PUT /review/${twoSumId}`)[0]?.body).toEqual({ enabled: true });
    expect(within(region).getByRole('button', { name: 'Good' })).toBeTruthy();
  });
});
