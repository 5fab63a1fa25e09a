// @vitest-environment jsdom
import type { ProblemSummary } from '@grindstone/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SIMILARITY_POLL_MS } from '../../classes/queries';
import {
  aClass,
  aComparison,
  anAssignment,
  aProgress,
  assignmentId,
  classId,
  instructor,
  studentB,
} from '../../test-support/classFixtures';
import { problemA, problemB } from '../../test-support/contestFixtures';
import { apiError, fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { AssignmentPage } from './AssignmentPage';
import { ClassesPage } from './ClassesPage';
import { ClassPage } from './ClassPage';
import { JoinClassPage } from './JoinClassPage';

const problems: ProblemSummary[] = [
  { _id: problemA, title: 'Pair Sum', difficulty: 'easy', tags: 'array', companies: [] },
  { _id: problemB, title: 'Longest Ridge', difficulty: 'hard', tags: 'dp', companies: [] },
];

describe('the classes page', () => {
  test('a learner with no class sees the empty state, joins by code and lands on the class', async () => {
    const api = fakeApi({
      'GET /classes': json({ classes: [] }),
      'POST /classes/join': json({ class: aClass() }),
    });
    const { user } = renderPage(<ClassesPage />, {
      at: '/classes',
      path: '/classes',
      routes: { '/classes/:classId': <h1>Class page</h1> },
      signedIn: ada,
    });
    expect(await screen.findByText(/You are not in any class yet/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New class' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('Join code is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Join code'), '  K7QX-29PD ');
    await user.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('Class page')).toBeTruthy();
    expect(api.callsTo('POST /classes/join')[0]?.body).toEqual({ joinCode: 'K7QX-29PD' });
  });

  test('an unknown code is said under the field', async () => {
    fakeApi({
      'GET /classes': json({ classes: [aClass()] }),
      'POST /classes/join': apiError(404, 'No class has this join code', 'NOT_FOUND'),
    });
    const { user } = renderPage(<ClassesPage />, { at: '/classes', signedIn: ada });
    expect(await screen.findByRole('link', { name: 'Algorithms 101' })).toBeTruthy();
    await user.type(screen.getByLabelText('Join code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('No class has this join code')).toBeTruthy();
  });

  test('an instructor also gets the New class form', async () => {
    const api = fakeApi({
      'GET /classes': json({ classes: [] }),
      'POST /classes': json({ class: aClass({ role: 'instructor' }) }, 201),
    });
    const { user } = renderPage(<ClassesPage />, {
      at: '/classes',
      path: '/classes',
      routes: { '/classes/:classId': <h1>Class page</h1> },
      signedIn: instructor,
    });
    await user.type(await screen.findByLabelText('Class name'), 'Algorithms 101');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Class page')).toBeTruthy();
    expect(api.callsTo('POST /classes')[0]?.body).toEqual({ name: 'Algorithms 101' });
  });
});

test('a guest following a join link is sent to log in, to come back to the link', () => {
  fakeApi({});
  renderPage(<JoinClassPage />, {
    at: '/classes/join/K7QX',
    path: '/classes/join/:code',
    routes: { '/login': <h1>Login</h1> },
  });
  expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
});

test('a learner sees their assignment: countdown, statuses, score out of the maximum', async () => {
  fakeApi({
    [`GET /classes/${classId}`]: json({ class: aClass() }),
    [`GET /classes/${classId}/assignments`]: json({ assignments: [anAssignment()] }),
  });
  renderPage(<ClassPage />, {
    at: `/classes/${classId}`,
    path: '/classes/:classId',
    signedIn: ada,
  });
  const card = await screen.findByRole('article', { name: 'Week 1: arrays' });
  expect(within(card).getByRole('timer').textContent).toMatch(/^Due in 1 d 0[12] h/);
  expect(within(card).getByText('Late solves lose 20%')).toBeTruthy();
  expect(card.textContent).toContain('Score 100 / 200');
  const rows = within(card).getAllByRole('listitem');
  expect(rows[0]?.textContent).toContain('Solved');
  expect(rows[1]?.textContent).toContain('Attempted');
  expect(within(card).getByRole('link', { name: 'Pair Sum' }).getAttribute('href')).toBe(
    `/problem/${problemA}`,
  );
});

describe('an instructor', () => {
  test('creates an assignment: the contract checks it first, then it is sent', async () => {
    const api = fakeApi({
      [`GET /classes/${classId}`]: json({
        class: aClass({ role: 'instructor', joinCode: 'K7QX' }),
      }),
      [`GET /classes/${classId}/assignments`]: json({ assignments: [] }),
      'GET /problem/getAllProblem': json({ problems, total: 2 }),
      [`POST /classes/${classId}/assignments`]: json({ assignment: anAssignment() }, 201),
    });
    const { user } = renderPage(<ClassPage />, {
      at: `/classes/${classId}`,
      path: '/classes/:classId',
      signedIn: instructor,
    });
    expect(((await screen.findByLabelText('Join link')) as HTMLInputElement).value).toMatch(
      /\/classes\/join\/K7QX$/,
    );
    expect(await screen.findByText(/No assignments yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New assignment' }));
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one problem')).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Week 1: arrays');
    await user.click(await screen.findByRole('button', { name: 'Add Pair Sum' }));
    await user.selectOptions(screen.getByLabelText('Late solves'), 'penalty');
    await user.clear(screen.getByLabelText('Penalty (% lost by a late solve)'));
    await user.type(screen.getByLabelText('Penalty (% lost by a late solve)'), '150');
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    expect(
      await screen.findByText("Late policy must be 'none' or a penalty from 0 to 100 percent"),
    ).toBeTruthy();
    expect(api.callsTo(`POST /classes/${classId}/assignments`)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Penalty (% lost by a late solve)'));
    await user.type(screen.getByLabelText('Penalty (% lost by a late solve)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await screen.findByRole('button', { name: 'New assignment' });
    expect(api.callsTo(`POST /classes/${classId}/assignments`)[0]?.body).toMatchObject({
      title: 'Week 1: arrays',
      problemIds: [problemA],
      latePolicy: 25,
    });
  });

  test('edits an assignment as the server has it, sending only what changed', async () => {
    // The list leaves out the problems of an assignment not open yet; the edit loads it whole.
    const listed = anAssignment({ problems: [], myProgress: [] });
    const { myDueAt: _d, myProgress: _p, myScore: _s, maxScore: _m, ...whole } = anAssignment();
    const api = fakeApi({
      [`GET /classes/${classId}`]: json({
        class: aClass({ role: 'instructor', joinCode: 'K7QX' }),
      }),
      [`GET /classes/${classId}/assignments`]: json({ assignments: [listed] }),
      [`GET /classes/${classId}/assignments/${assignmentId}`]: json({ assignment: whole }),
      'GET /problem/getAllProblem': json({ problems, total: 2 }),
      [`PATCH /classes/${classId}/assignments/${assignmentId}`]: json({ assignment: whole }),
    });
    const { user } = renderPage(<ClassPage />, {
      at: `/classes/${classId}`,
      path: '/classes/:classId',
      signedIn: instructor,
    });
    const card = await screen.findByRole('article', { name: 'Week 1: arrays' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const chosen = await screen.findByRole('list', { name: 'Chosen problems' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Week 1: arrays and hashing');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'New assignment' });
    expect(api.callsTo(`PATCH /classes/${classId}/assignments/${assignmentId}`)[0]?.body).toEqual({
      title: 'Week 1: arrays and hashing',
    });
  });

  test('sees the progress matrix, the CSV link and two programs side by side', async () => {
    const comparison = aComparison(ada);
    fakeApi({
      [`GET /classes/${classId}/assignments/${assignmentId}/progress`]: json(aProgress(ada)),
      [`GET /classes/${classId}/assignments/${assignmentId}/similarity`]: json({
        status: 'ready',
        computedAt: '2030-01-02T11:00:00.000Z',
        pairs: [{ problemId: problemA, a: comparison.a, b: comparison.b, score: 0.82 }],
      }),
      [`GET /classes/${classId}/assignments/${assignmentId}/similarity/compare`]: json(comparison),
    });
    const { user } = renderPage(<AssignmentPage />, {
      at: `/classes/${classId}/assignments/${assignmentId}`,
      path: '/classes/:classId/assignments/:assignmentId',
      signedIn: instructor,
    });
    const matrix = await screen.findByRole('table', { name: 'Progress of Week 1: arrays' });
    const adaRow = within(matrix).getByRole('row', { name: /Ada Lovelace/ });
    const cells = within(adaRow).getAllByRole('cell');
    expect(cells[0]?.getAttribute('data-status')).toBe('solved');
    expect(cells[0]?.textContent).toContain('3 attempts, late');
    expect(cells[0]?.getAttribute('title')).toMatch(/^Pair Sum: Solved on .*, 3 attempts, late$/);
    expect(cells[2]?.textContent).toBe('80 / 200');
    const alanRow = within(matrix).getByRole('row', { name: /Alan Turing/ });
    expect(within(alanRow).getByText('Extended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/classes/${classId}/assignments/${assignmentId}/progress.csv`,
    );

    const pairs = await screen.findByRole('list', { name: 'Similar pairs, most similar first' });
    expect(pairs.textContent).toContain('82%');
    await user.click(within(pairs).getByRole('button', { name: /^Compare Ada Lovelace/ }));
    const left = await screen.findByRole('region', { name: "Ada Lovelace's program" });
    const right = screen.getByRole('region', { name: "Alan Turing's program" });
    const matched = (region: HTMLElement) =>
      Array.from(region.querySelectorAll('[data-match]')).map((line) => line.textContent);
    expect(matched(left)).toEqual(['2const b = 2;', '3console.log(a + b);']);
    expect(matched(right)).toEqual(['3const y = 2;', '4console.log(x + y);']);
  });

  test('removes a student after confirming, and rotates the join code', async () => {
    let code = 'K7QX';
    const api = fakeApi({
      [`GET /classes/${classId}`]: () =>
        json({ class: aClass({ role: 'instructor', joinCode: code }) }),
      [`GET /classes/${classId}/assignments`]: json({ assignments: [] }),
      [`GET /classes/${classId}/members`]: json({
        members: [
          { user: instructor, role: 'instructor', joinedAt: '2030-01-01T00:00:00.000Z' },
          { user: studentB, role: 'student', joinedAt: '2030-01-02T00:00:00.000Z' },
        ],
      }),
      [`DELETE /classes/${classId}/members/${studentB._id}`]: () =>
        new Response(null, { status: 204 }),
      [`POST /classes/${classId}/join-code`]: () => {
        code = 'N3WC0DE9';
        return json({ class: aClass({ role: 'instructor', joinCode: code }) });
      },
    });
    const { user } = renderPage(<ClassPage />, {
      at: `/classes/${classId}`,
      path: '/classes/:classId',
      signedIn: instructor,
    });
    await user.click(await screen.findByRole('tab', { name: 'Students' }));
    const roster = await screen.findByRole('table', { name: 'Class members' });
    expect(within(roster).queryByRole('button', { name: 'Remove Barbara Liskov' })).toBeNull();
    await user.click(within(roster).getByRole('button', { name: 'Remove Alan Turing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Alan Turing?' });
    expect(api.callsTo(`DELETE /classes/${classId}/members/${studentB._id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove from class' }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /classes/${classId}/members/${studentB._id}`)).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Rotate code' }));
    const rotate = await screen.findByRole('dialog', { name: 'Rotate the join code?' });
    await user.click(within(rotate).getByRole('button', { name: 'Rotate code' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Join link') as HTMLInputElement).value).toMatch(
        /\/classes\/join\/N3WC0DE9$/,
      ),
    );
  });

  test('while the similarity report is computing, the page says so and asks again', async () => {
    const comparison = aComparison(ada);
    let calls = 0;
    fakeApi({
      [`GET /classes/${classId}/assignments/${assignmentId}/progress`]: json(aProgress(ada)),
      [`GET /classes/${classId}/assignments/${assignmentId}/similarity`]: () => {
        calls += 1;
        return calls === 1
          ? json({ status: 'computing', computedAt: null, pairs: [] })
          : json({
              status: 'ready',
              computedAt: '2030-01-02T11:00:00.000Z',
              pairs: [{ problemId: problemA, a: comparison.a, b: comparison.b, score: 0.5 }],
            });
      },
    });
    renderPage(<AssignmentPage />, {
      at: `/classes/${classId}/assignments/${assignmentId}`,
      path: '/classes/:classId/assignments/:assignmentId',
      signedIn: instructor,
    });
    expect(await screen.findByText(/The comparison is still running/)).toBeTruthy();
    expect(screen.getByText('Comparing the newest submissions...')).toBeTruthy();
    const pairs = await screen.findByRole(
      'list',
      { name: 'Similar pairs, most similar first' },
      { timeout: SIMILARITY_POLL_MS + 3000 },
    );
    expect(pairs.textContent).toContain('50%');
    expect(calls).toBe(2);
  });
});
