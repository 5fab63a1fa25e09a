// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  aBoard,
  aCell,
  aContest,
  aRow,
  contestId,
  problemA,
} from '../../test-support/contestFixtures';
import { apiError, fakeApi, json } from '../../test-support/fakeApi';
import { ada, admin } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ContestPage } from './ContestPage';
import { ContestsPage } from './ContestsPage';
import { ScoreboardPage } from './ScoreboardPage';

const HOUR = 3600_000;

describe('the contest list', () => {
  test('sorts contests into Running, Upcoming and Past with countdowns and badges', async () => {
    const now = Date.now();
    fakeApi({
      'GET /contests': json({
        contests: [
          aContest({
            title: 'Live Round',
            participations: [
              {
                virtual: false,
                startsAt: new Date(now - HOUR).toISOString(),
                endsAt: new Date(now + HOUR).toISOString(),
              },
            ],
          }),
          aContest({
            _id: 'c2',
            title: 'Next Round',
            status: 'upcoming',
            startsAt: new Date(now + HOUR + 2 * 60_000 + 30_000).toISOString(),
            endsAt: new Date(now + 3 * HOUR).toISOString(),
          }),
          aContest({
            _id: 'c3',
            title: 'Old Round',
            status: 'ended',
            startsAt: new Date(now - 5 * HOUR).toISOString(),
            endsAt: new Date(now - 3 * HOUR).toISOString(),
          }),
        ],
      }),
    });
    renderPage(<ContestsPage />, { signedIn: ada });
    const running = await screen.findByRole('region', { name: 'Running' });
    const live = within(running).getByRole('article', { name: 'Live Round' });
    expect(within(live).getByText('Registered')).toBeTruthy();
    expect(within(live).getByRole('timer').textContent).toMatch(/^Ends in (59 min|1 h)/);
    expect(within(live).getByText('3 participants · 2 problems')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('timer').textContent).toMatch(
      /^Starts in 1 h 02 min \d\d s$/,
    );
    expect(within(upcoming).queryByText('Registered')).toBeNull();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByRole('timer').textContent).toBe('Ended');
    expect(within(past).getByRole('link', { name: 'Old Round' }).getAttribute('href')).toBe(
      '/contests/c3',
    );
    // Only admins create contests.
    expect(screen.queryByRole('link', { name: 'New contest' })).toBeNull();
  });

  test('says so when there are none, and offers admins a new one', async () => {
    fakeApi({ 'GET /contests': json({ contests: [] }) });
    renderPage(<ContestsPage />, { signedIn: admin });
    expect(await screen.findByText(/No contests yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New contest' }).getAttribute('href')).toBe(
      '/admin/contests/new',
    );
  });
});

describe('a contest page', () => {
  test('registers the learner and links each problem inside the contest', async () => {
    const api = fakeApi({
      [`GET /contests/${contestId}`]: json({ contest: aContest() }),
      [`POST /contests/${contestId}/register`]: () => {
        api.answer(
          `GET /contests/${contestId}`,
          json({
            contest: aContest({
              participations: [
                {
                  virtual: false,
                  startsAt: new Date(Date.now() - HOUR).toISOString(),
                  endsAt: new Date(Date.now() + HOUR).toISOString(),
                },
              ],
            }),
          }),
        );
        return json({ contest: aContest() }, 201);
      },
      [`GET /contests/${contestId}/submissions`]: json({ submissions: [] }),
    });
    const { user } = renderPage(<ContestPage />, {
      at: `/contests/${contestId}`,
      path: '/contests/:contestId',
      signedIn: ada,
    });
    expect(await screen.findByRole('heading', { name: 'Autumn Sprint' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pair Sum' }).getAttribute('href')).toBe(
      `/problem/${problemA}?contest=${contestId}`,
    );
    expect(screen.getByRole('link', { name: 'Scoreboard' }).getAttribute('href')).toBe(
      `/contests/${contestId}/scoreboard`,
    );
    expect(screen.getByText('Scoring: ICPC — problems solved, then penalty time')).toBeTruthy();
    expect(screen.getByText(/penalty 20 min per rejected try/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(api.callsTo(`POST /contests/${contestId}/register`)).toHaveLength(1);
    expect(await screen.findByText(/not submitted anything/)).toBeTruthy();
  });

  test('names IOI scoring and leaves out the penalty it does not use', async () => {
    fakeApi({ [`GET /contests/${contestId}`]: json({ contest: aContest({ scoring: 'ioi' }) }) });
    renderPage(<ContestPage />, {
      at: `/contests/${contestId}`,
      path: '/contests/:contestId',
      signedIn: ada,
    });
    expect(
      await screen.findByText('Scoring: IOI — points per problem, best submission counts'),
    ).toBeTruthy();
    expect(screen.queryByText(/per rejected try/)).toBeNull();
  });

  test('shows why registration was refused', async () => {
    fakeApi({
      [`GET /contests/${contestId}`]: json({ contest: aContest({ visibility: 'private' }) }),
      [`POST /contests/${contestId}/register`]: apiError(
        403,
        'This contest is private: a valid join code is needed',
        'FORBIDDEN',
      ),
    });
    const { user } = renderPage(<ContestPage />, {
      at: `/contests/${contestId}?joinCode=WRONG1`,
      path: '/contests/:contestId',
      signedIn: ada,
    });
    expect(((await screen.findByLabelText('Join code')) as HTMLInputElement).value).toBe('WRONG1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain('valid join code');
  });

  test('an admin deletes a contest with submissions only when asked to delete it anyway', async () => {
    const now = Date.now();
    const api = fakeApi({
      [`GET /contests/${contestId}`]: json({
        contest: aContest({
          status: 'ended',
          startsAt: new Date(now - 3 * HOUR).toISOString(),
          endsAt: new Date(now - HOUR).toISOString(),
          freezeAt: new Date(now - 2 * HOUR).toISOString(),
        }),
      }),
      [`DELETE /contests/${contestId}`]: (request) =>
        request.query.get('force') === 'true'
          ? new Response(null, { status: 204 })
          : apiError(409, 'This contest has submissions', 'CONFLICT'),
      'GET /contests': json({ contests: [] }),
    });
    const { user } = renderPage(<ContestPage />, {
      at: `/contests/${contestId}`,
      path: '/contests/:contestId',
      signedIn: admin,
      routes: { '/contests': <p>Contest list</p> },
    });
    expect(await screen.findByRole('button', { name: 'Reveal board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start virtual run' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this contest?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete contest' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Contest list')).toBeTruthy();
    expect(
      api.callsTo(`DELETE /contests/${contestId}`).map((call) => call.query.get('force')),
    ).toEqual(['false', 'true']);
  });
});

describe('the scoreboard page', () => {
  test('shows the frozen banner, the board, and asks for virtual rows when toggled', async () => {
    const bob = { _id: 'b0b', firstName: 'Bob', lastName: 'Stone' };
    const api = fakeApi({
      [`GET /contests/${contestId}`]: json({ contest: aContest({ frozen: true }) }),
      [`GET /contests/${contestId}/scoreboard`]: json(
        aBoard([aRow(bob, { solved: 1, penalty: 37, problems: [aCell({ pending: 1 })] })], {
          frozen: true,
        }),
      ),
    });
    const { user } = renderPage(<ScoreboardPage />, {
      at: `/contests/${contestId}/scoreboard`,
      path: '/contests/:contestId/scoreboard',
      signedIn: ada,
    });
    expect(
      await screen.findByText(
        'The board is frozen: submissions after the freeze show as pending until the reveal.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Bob Stone' })).toBeTruthy();
    expect(api.callsTo(`GET /contests/${contestId}/scoreboard`)[0]?.query.get('virtual')).toBe(
      'false',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Show virtual participants' }));
    expect(screen.getByLabelText('Current address').textContent).toContain('virtual=true');
    await screen.findByRole('rowheader', { name: 'Bob Stone' });
    expect(api.callsTo(`GET /contests/${contestId}/scoreboard`).at(-1)?.query.get('virtual')).toBe(
      'true',
    );
  });
});
