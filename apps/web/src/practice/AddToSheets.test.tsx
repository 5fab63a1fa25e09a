// @vitest-environment jsdom
import type { ListSummary } from '@grindstone/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, fakeApi, json } from '../test-support/fakeApi';
import { ada, twoSumId } from '../test-support/fixtures';
import { renderPage } from '../test-support/render';
import { AddToSheets } from './AddToSheets';

const aList = (overrides: Partial<ListSummary> = {}): ListSummary => ({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Warm-ups',
  problemCount: 0,
  problemIds: [],
  shareToken: null,
  ...overrides,
});

/** A fake server keeping the learner's lists, as the real one does. */
function listsServer(initial: ListSummary[]) {
  let lists = initial;
  const put = (list: ListSummary) => {
    lists = lists.map((one) => (one._id === list._id ? list : one));
    return json({ list });
  };
  const find = (path: string) => lists.find((list) => path.includes(list._id)) as ListSummary;
  const api = fakeApi({
    'GET /lists': () => json(lists),
    'POST /lists': (request) => {
      const list = aList({
        _id: '33333333-3333-4333-8333-333333333333',
        title: (request.body as { title: string }).title,
      });
      lists = [...lists, list];
      return json({ list }, 201);
    },
  });
  for (const list of initial) {
    api.answer(`POST /lists/${list._id}/problems`, (request) => {
      const current = find(request.path);
      const ids = [...current.problemIds, (request.body as { problemId: string }).problemId];
      return put({ ...current, problemIds: ids, problemCount: ids.length });
    });
    api.answer(`DELETE /lists/${list._id}/problems/${twoSumId}`, (request) => {
      const current = find(request.path);
      const ids = current.problemIds.filter((id) => id !== twoSumId);
      return put({ ...current, problemIds: ids, problemCount: ids.length });
    });
  }
  api.answer('POST /lists/33333333-3333-4333-8333-333333333333/problems', () => {
    const created = lists.at(-1) as ListSummary;
    return put({ ...created, problemIds: [twoSumId], problemCount: 1 });
  });
  return api;
}

async function openMenu(signedIn: typeof ada | null = ada) {
  const view = renderPage(<AddToSheets problemId={twoSumId} problemTitle="Two Sum" />, {
    signedIn,
  });
  await view.user.click(screen.getByRole('button', { name: 'Add Two Sum to Sheets' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Add “Two Sum” to a list' }) };
}

describe('the Add to Sheets menu', () => {
  test('checks the lists that hold the problem; a check adds it, another removes it', async () => {
    const api = listsServer([
      aList(),
      aList({
        _id: '22222222-2222-4222-8222-222222222222',
        title: 'Graphs',
        problemIds: [twoSumId],
        problemCount: 1,
      }),
    ]);
    const { user, dialog } = await openMenu();
    const warmUps = await within(dialog).findByRole('checkbox', { name: /Warm-ups/ });
    const graphs = within(dialog).getByRole('checkbox', { name: /Graphs/ });
    expect((warmUps as HTMLInputElement).checked).toBe(false);
    expect((graphs as HTMLInputElement).checked).toBe(true);

    await user.click(warmUps);
    await waitFor(() => expect((warmUps as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo(`POST /lists/${aList()._id}/problems`)[0]?.body).toEqual({
      problemId: twoSumId,
    });
    expect(within(dialog).getAllByText('1 problem')).toHaveLength(2);

    await user.click(graphs);
    await waitFor(() => expect((graphs as HTMLInputElement).checked).toBe(false));
    expect(
      api.callsTo(`DELETE /lists/22222222-2222-4222-8222-222222222222/problems/${twoSumId}`),
    ).toHaveLength(1);
  });

  test('"New list…" creates a list with the problem in it', async () => {
    const api = listsServer([]);
    const { user, dialog } = await openMenu();
    expect(await within(dialog).findByText('You have no lists yet: start one below.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'New list…' }));
    // An empty title is refused with the server's own message, without a call.
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(api.callsTo('POST /lists')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('List title'), '  Before the interview ');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    const created = await within(dialog).findByRole('checkbox', { name: /Before the interview/ });
    expect((created as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('POST /lists')[0]?.body).toEqual({ title: 'Before the interview' });
    expect(within(dialog).queryByLabelText('List title')).toBeNull();
  });

  test('shows why a change was refused', async () => {
    const api = listsServer([aList()]);
    api.answer(
      `POST /lists/${aList()._id}/problems`,
      apiError(400, 'A list holds at most 500 problems'),
    );
    const { user, dialog } = await openMenu();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Warm-ups/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A list holds at most 500 problems',
    );
    expect(
      (within(dialog).getByRole('checkbox', { name: /Warm-ups/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  test('asks a guest to log in', async () => {
    const api = fakeApi({});
    const { dialog } = await openMenu(null);
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).getByText(/to keep problems in your own lists/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
