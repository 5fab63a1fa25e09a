// @vitest-environment jsdom
import type { ProblemSummary } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { aContest, contestId, problemA, problemB } from '../../../test-support/contestFixtures';
import { apiError, fakeApi, json } from '../../../test-support/fakeApi';
import { admin } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render';
import { AdminEditContestPage, AdminNewContestPage } from './AdminContestPages';
import { localInputToIso } from './contestFormValues';

const problems: ProblemSummary[] = [
  { _id: problemA, title: 'Pair Sum', difficulty: 'easy', tags: 'array', companies: [] },
  { _id: problemB, title: 'Longest Ridge', difficulty: 'hard', tags: 'dp', companies: [] },
];

/** The message shown under a field, the one its `aria-describedby` names. */
function errorUnder(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('the new contest form', () => {
  function openNew() {
    const api = fakeApi({ 'GET /problem/getAllProblem': json({ problems, total: 2 }) });
    const view = renderPage(<AdminNewContestPage />, {
      at: '/admin/contests/new',
      path: '/admin/contests/new',
      routes: { '/contests/:contestId': <h1>Contest page</h1> },
      signedIn: admin,
    });
    return { ...view, api };
  }

  test('shows the contract’s messages before sending anything', async () => {
    const { user, api } = openNew();
    await user.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one problem')).toBeTruthy();
    await user.clear(screen.getByLabelText('Ends at'));
    await user.type(screen.getByLabelText('Ends at'), '2020-01-01T10:00');
    await user.type(screen.getByLabelText('Title'), 'Spring Cup');
    await user.click(screen.getByRole('button', { name: 'Create contest' }));
    await screen.findByText('The contest must end after it starts');
    expect(errorUnder('Ends at')).toBe('The contest must end after it starts');
    expect(api.callsTo('POST /contests')).toHaveLength(0);
  });

  test('picks problems by search in label order and creates the contest', async () => {
    const { user, api } = openNew();
    api.answer('POST /contests', json({ contest: aContest() }, 201));
    await user.type(screen.getByLabelText('Title'), 'Spring Cup');
    await user.type(screen.getByLabelText('Search problems to add'), 'ridge');
    await user.click(await screen.findByRole('button', { name: 'Add Longest Ridge' }));
    await user.clear(screen.getByLabelText('Search problems to add'));
    await user.click(screen.getByRole('button', { name: 'Add Pair Sum' }));
    const chosen = screen.getByRole('list', { name: 'Chosen problems' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^ALongest Ridge/), expect.stringMatching(/^BPair Sum/)]);
    await user.click(screen.getByRole('button', { name: 'Move Pair Sum up' }));
    await user.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Contest page')).toBeTruthy();
    const [call] = api.callsTo('POST /contests');
    expect(call?.body).toMatchObject({
      title: 'Spring Cup',
      problemIds: [problemA, problemB],
      scoring: 'icpc',
      visibility: 'public',
      freezeAt: null,
      penaltyMinutes: 20,
      rated: false,
    });
  });

  test('creates an IOI contest, saying its penalty is ignored', async () => {
    const { user, api } = openNew();
    api.answer('POST /contests', json({ contest: aContest({ scoring: 'ioi' }) }, 201));
    await user.type(screen.getByLabelText('Title'), 'Subtask Cup');
    await user.click(await screen.findByRole('button', { name: 'Add Pair Sum' }));
    expect(screen.getByLabelText('Penalty minutes per rejected try')).toBeTruthy();
    await user.selectOptions(
      screen.getByLabelText('Scoring'),
      'IOI (points per problem, best submission counts)',
    );
    expect(screen.getByLabelText('Penalty minutes (IOI scoring ignores them)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Contest page')).toBeTruthy();
    expect(api.callsTo('POST /contests')[0]?.body).toMatchObject({
      title: 'Subtask Cup',
      scoring: 'ioi',
    });
  });

  test('puts the server’s issues under their fields', async () => {
    const { user, api } = openNew();
    api.answer(
      'POST /contests',
      apiError(400, 'Some problems do not exist', 'VALIDATION_ERROR', [
        { path: 'problemIds', message: 'Some problems do not exist' },
      ]),
    );
    await user.type(screen.getByLabelText('Title'), 'Spring Cup');
    await user.click(await screen.findByRole('button', { name: 'Add Pair Sum' }));
    await user.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Some problems do not exist')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Problems' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Some problems do not exist').id,
    );
  });
});

describe('the edit contest form', () => {
  test('sends only what changed', async () => {
    const contest = aContest();
    const api = fakeApi({
      'GET /problem/getAllProblem': json({ problems, total: 2 }),
      [`GET /contests/${contestId}`]: json({ contest }),
      [`PUT /contests/${contestId}`]: json({ contest }),
    });
    const { user } = renderPage(<AdminEditContestPage />, {
      at: `/admin/contests/${contestId}/edit`,
      path: '/admin/contests/:contestId/edit',
      routes: { '/contests/:contestId': <h1>Contest page</h1> },
      signedIn: admin,
    });
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Autumn Sprint');
    await user.clear(title);
    await user.type(title, 'Autumn Marathon');
    await user.type(screen.getByLabelText('Board freezes at (optional)'), '2030-01-01T10:00');
    // The freeze is outside the contest: the contract says so before anything is sent.
    expect(errorUnder('Board freezes at (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The freeze must fall after the start and before the end');
    expect(errorUnder('Board freezes at (optional)')).toBe(
      'The freeze must fall after the start and before the end',
    );
    await user.clear(screen.getByLabelText('Board freezes at (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contest page')).toBeTruthy();
    expect(api.callsTo(`PUT /contests/${contestId}`)[0]?.body).toEqual({
      title: 'Autumn Marathon',
    });
  });

  test('shows the stored scoring and sends it when it changes', async () => {
    const api = fakeApi({
      'GET /problem/getAllProblem': json({ problems, total: 2 }),
      [`GET /contests/${contestId}`]: json({ contest: aContest({ scoring: 'ioi' }) }),
      [`PUT /contests/${contestId}`]: json({ contest: aContest() }),
    });
    const { user } = renderPage(<AdminEditContestPage />, {
      at: `/admin/contests/${contestId}/edit`,
      path: '/admin/contests/:contestId/edit',
      routes: { '/contests/:contestId': <h1>Contest page</h1> },
      signedIn: admin,
    });
    const scoring = (await screen.findByLabelText('Scoring')) as HTMLSelectElement;
    expect(scoring.selectedOptions[0]?.textContent).toBe(
      'IOI (points per problem, best submission counts)',
    );
    await user.selectOptions(scoring, 'ICPC (problems solved, then penalty time)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contest page')).toBeTruthy();
    expect(api.callsTo(`PUT /contests/${contestId}`)[0]?.body).toEqual({ scoring: 'icpc' });
  });
});

test('a datetime-local value becomes an ISO time; anything else stays for the schema to refuse', () => {
  expect(localInputToIso('')).toBe('');
  expect(localInputToIso('soon')).toBe('soon');
  expect(localInputToIso('2030-01-01T10:00')).toBe(new Date('2030-01-01T10:00').toISOString());
});
