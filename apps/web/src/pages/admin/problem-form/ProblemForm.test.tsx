// @vitest-environment jsdom
import type { ProblemSummary } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { collectAlerts } from '../../../test-support/alerts';
import { apiError, fakeApi, heldAnswer, json } from '../../../test-support/fakeApi';
import { admin, aProblem, twoSumId } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render';
import { AdminCreateProblemPage } from '../AdminCreateProblemPage';
import { AdminUpdateProblemPage } from '../AdminUpdateProblemPage';

// The form is tested on the two screens that use it, as an admin meets it.

const alerts = collectAlerts();

/** The message shown under a field, the one its `aria-describedby` names. */
function errorUnder(label: string): string | null {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const codeLanguages = ['C++', 'Java', 'JavaScript'];

/** Every field a problem needs, filled with a small valid problem. */
async function fillValidProblem(user: UserEvent) {
  const fill = async (label: string, text: string) => {
    await user.type(screen.getByLabelText(label), text);
  };
  await fill('Title', 'Add Two');
  await fill('Description (Markdown)', 'Print a + b.');
  await fill('Visible case 1 input', '1 2');
  await fill('Visible case 1 output', '3');
  await fill('Visible case 1 explanation', 'One plus two.');
  await fill('Hidden case 1 input', '2 2');
  await fill('Hidden case 1 output', '4');
  for (const language of codeLanguages) {
    await fill(`${language} initial code`, 'read a and b');
    await fill(`${language} reference solution`, 'print a plus b');
  }
}

/** The row of the test group numbered `number` (1 for the first). */
const groupRow = (number: number) => screen.getByRole('group', { name: `Group ${number}` });

/** The message under a field of one test group's row. */
function errorUnderGroupField(number: number, label: string): string | null {
  const id = within(groupRow(number)).getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Adds a test group and fills in what is given of it. */
async function addGroup(
  user: UserEvent,
  group: { name?: string; points?: string; tests?: string } = {},
) {
  await user.click(screen.getByRole('button', { name: 'Add group' }));
  const row = screen.getAllByRole('group', { name: /^Group \d+$/ }).at(-1) as HTMLElement;
  const fields = { name: 'Group name', points: 'Points', tests: 'Hidden tests' } as const;
  for (const field of ['name', 'points', 'tests'] as const) {
    const text = group[field];
    if (text !== undefined) await user.type(within(row).getByLabelText(fields[field]), text);
  }
}

/** What the coverage line under the groups says for each group. */
const coverage = () =>
  within(screen.getByRole('list', { name: 'Hidden tests of each group' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the create problem form', () => {
  function openCreate() {
    const api = fakeApi();
    const view = renderPage(<AdminCreateProblemPage />, {
      at: '/admin/create',
      path: '/admin/create',
      routes: { '/': <h1>Home</h1> },
      signedIn: admin,
    });
    return { ...view, api };
  }

  test('an empty form shows the required-field messages and sends nothing', async () => {
    const { api, user } = openCreate();
    expect(screen.getByRole('heading', { name: 'Create New Problem' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(errorUnder('Title')).toBe('Title is required');
    expect(errorUnder('Description (Markdown)')).toBe('Description is required');
    expect(errorUnder('Visible case 1 input')).toBe('Input is required');
    expect(errorUnder('Visible case 1 output')).toBe('Output is required');
    expect(errorUnder('Visible case 1 explanation')).toBe('Explanation is required');
    expect(errorUnder('Hidden case 1 input')).toBe('Input is required');
    expect(errorUnder('C++ initial code')).toBe('Initial code is required');
    expect(errorUnder('JavaScript reference solution')).toBe('Complete code is required');
    // Python is optional: left empty, it is not sent, so it is not checked.
    expect(errorUnder('Python initial code')).toBeNull();
    expect(api.callsTo('POST /problem/create')).toHaveLength(0);
  });

  test('asks for a tag, a visible and a hidden case, and limits in range', async () => {
    const { user } = openCreate();
    await user.click(screen.getByRole('checkbox', { name: 'array' }));
    await user.click(screen.getByRole('button', { name: 'Remove visible case 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove hidden case 1' }));
    const timeLimit = screen.getByLabelText('Time limit (ms)');
    await user.clear(timeLimit);
    await user.type(timeLimit, '50');
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    expect(await screen.findByText('Tag is required')).toBeTruthy();
    expect(screen.getByText('At least one visible test case required')).toBeTruthy();
    expect(screen.getByText('At least one hidden test case required')).toBeTruthy();
    expect(errorUnder('Time limit (ms)')).toBe('Time limit must be between 100 and 20000 ms');
  });

  test('a valid problem is verified, created, announced, and the admin sent home', async () => {
    const { api, user } = openCreate();
    const held = heldAnswer();
    api.answer('POST /problem/create', held.answer);
    await fillValidProblem(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    expect(
      await screen.findByText('Verifying reference solutions…', { exact: false }),
    ).toBeTruthy();
    const [sent] = api.callsTo('POST /problem/create');
    expect(sent?.body).toMatchObject({
      title: 'Add Two',
      difficulty: 'easy',
      tags: ['array'],
      visibleTestCases: [{ input: '1 2', output: '3', explanation: 'One plus two.' }],
      timeLimitMs: 2000,
      memoryLimitKb: 262_144,
    });

    held.release(json({ message: 'Problem created', problem: { _id: twoSumId } }, 201));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(alerts).toEqual(['Problem created successfully!']);
  });

  test("the server's refusal shows on the form and under the field it names", async () => {
    const { api, user } = openCreate();
    const refusal = 'JavaScript reference solution: Wrong Answer on test 1';
    api.answer(
      'POST /problem/create',
      apiError(400, refusal, 'VALIDATION_ERROR', [
        { path: 'referenceSolution.2.completeCode', message: refusal },
      ]),
    );
    await fillValidProblem(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(refusal)).toBeTruthy();
    expect(errorUnder('JavaScript reference solution')).toBe(refusal);
    expect(alerts).toEqual([`Error: ${refusal}`]);
  });
});

describe('the custom checker on the problem form', () => {
  function openCreate() {
    const api = fakeApi();
    const view = renderPage(<AdminCreateProblemPage />, { signedIn: admin });
    return { ...view, api };
  }

  async function chooseCustomChecker(user: ReturnType<typeof openCreate>['user']) {
    await user.selectOptions(screen.getByLabelText('Checker'), 'Custom program (C++)');
  }

  test('choosing "Custom program (C++)" asks for the protocol, source and headers', async () => {
    const { user } = openCreate();
    expect(screen.queryByLabelText('Checker source (C++)')).toBeNull();
    await chooseCustomChecker(user);

    const protocol = screen.getByRole('combobox', { name: 'Protocol' }) as HTMLSelectElement;
    expect(within(protocol).getByRole('option', { name: /^testlib checker/ })).toBeTruthy();
    expect(within(protocol).getByRole('option', { name: /^Kattis output validator/ })).toBeTruthy();
    expect(protocol.value).toBe('testlib');
    expect(screen.getByRole('textbox', { name: 'Checker source (C++)' })).toBeTruthy();
    expect(screen.getByLabelText('Load from file')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Headers' })).toBeTruthy();
    expect(screen.getByLabelText('Add header files')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Extra arguments' })).toBeTruthy();
  });

  test('an empty checker source is refused before anything is sent', async () => {
    const { api, user } = openCreate();
    await fillValidProblem(user);
    await chooseCustomChecker(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    await vi.waitFor(() =>
      expect(errorUnder('Checker source (C++)')).toBe("Please add the checker's C++ source"),
    );
    expect(api.callsTo('POST /problem/create')).toHaveLength(0);
  });

  test('a header file chosen is listed with its size, and can be removed', async () => {
    const { user } = openCreate();
    await chooseCustomChecker(user);
    await user.upload(
      screen.getByLabelText('Add header files'),
      new File(['#pragma once\n'], 'testlib.h'),
    );

    const removeButton = await screen.findByRole('button', { name: 'Remove testlib.h' });
    const item = removeButton.closest('li') as HTMLElement;
    expect(within(item).getByText('testlib.h')).toBeTruthy();
    expect(within(item).getByText('0.1 KB')).toBeTruthy();
    await user.click(removeButton);
    expect(screen.queryByText('testlib.h')).toBeNull();
  });

  test('a header whose name the judge cannot include is not added', async () => {
    const { user } = openCreate();
    await chooseCustomChecker(user);
    await user.upload(
      screen.getByLabelText('Add header files'),
      new File(['#pragma once\n'], 'my header.h'),
    );

    await vi.waitFor(() =>
      expect(errorUnder('Add header files')).toMatch(/^my header\.h was not added/),
    );
    expect(screen.queryByRole('button', { name: 'Remove my header.h' })).toBeNull();
  });

  test('sends the checker it was given, and shows the server’s compile error under the source', async () => {
    const { api, user } = openCreate();
    const refusal = "the problem's checker does not compile: checker.cpp:1: error";
    api.answer(
      'POST /problem/create',
      apiError(400, refusal, 'VALIDATION_ERROR', [{ path: 'customChecker', message: refusal }]),
    );
    await fillValidProblem(user);
    await chooseCustomChecker(user);
    await user.selectOptions(screen.getByLabelText('Protocol'), 'kattis');
    await user.upload(
      screen.getByLabelText('Load from file'),
      new File(['int main() { return 42; }\n'], 'checker.cpp'),
    );
    await user.upload(
      screen.getByLabelText('Add header files'),
      new File(['#pragma once\n'], 'validate.h'),
    );
    await screen.findByRole('button', { name: 'Remove validate.h' });
    await user.type(screen.getByLabelText('Extra arguments'), 'case_sensitive');
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    await vi.waitFor(() => expect(errorUnder('Checker source (C++)')).toBe(refusal));
    expect(api.callsTo('POST /problem/create')[0]?.body).toMatchObject({
      checker: 'custom',
      customChecker: {
        protocol: 'kattis',
        source: 'int main() { return 42; }\n',
        files: { 'validate.h': '#pragma once\n' },
        args: ['case_sensitive'],
      },
    });
  });
});

describe('the subtasks on the problem form', () => {
  function openCreate() {
    const api = fakeApi();
    const view = renderPage(<AdminCreateProblemPage />, { signedIn: admin });
    return { ...view, api };
  }

  test('a problem starts with no groups: the section explains them and offers one', () => {
    openCreate();
    expect(screen.getByRole('heading', { name: 'Subtasks (optional)' })).toBeTruthy();
    expect(screen.getByText(/a problem is simply solved or not/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Group 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeTruthy();
  });

  test('two groups show the hidden tests each covers and the points in all', async () => {
    const { user } = openCreate();
    for (let added = 0; added < 3; added++) {
      await user.click(screen.getByRole('button', { name: 'Add Hidden Case' }));
    }
    await addGroup(user, { name: 'small', points: '40', tests: '2' });
    await addGroup(user, { name: 'large', points: '60', tests: '2' });

    expect(coverage()).toEqual(['small: hidden tests 1–2', 'large: hidden tests 3–4']);
    expect(screen.getByText('100 points in all')).toBeTruthy();
    expect(screen.queryByText(/^The groups cover/)).toBeNull();

    // One hidden test fewer than the groups take: said at once.
    await user.click(screen.getByRole('button', { name: 'Remove hidden case 4' }));
    expect(screen.getByText('The groups cover 4 hidden tests; the problem has 3.')).toBeTruthy();
  });

  test('groups that do not cover the hidden tests exactly are refused before saving', async () => {
    const { api, user } = openCreate();
    api.answer('POST /problem/create', json({ message: 'Problem created', problem: {} }, 201));
    await fillValidProblem(user);
    await addGroup(user, { name: 'all', points: '100', tests: '2' });
    const warning = 'The groups cover 2 hidden tests; the problem has 1.';
    expect(screen.getByText(warning)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(warning));
    expect(api.callsTo('POST /problem/create')).toHaveLength(0);

    const tests = within(groupRow(1)).getByLabelText('Hidden tests');
    await user.clear(tests);
    await user.type(tests, '1');
    expect(screen.queryByText(warning)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await vi.waitFor(() => expect(api.callsTo('POST /problem/create')).toHaveLength(1));
    expect(api.callsTo('POST /problem/create')[0]?.body).toMatchObject({
      testGroups: [{ name: 'all', points: 100, tests: 1 }],
    });
  });

  test('each group needs a name of its own, points from 0 to 1000 and a hidden test', async () => {
    const { api, user } = openCreate();
    await fillValidProblem(user);
    await addGroup(user, { name: 'a', points: '1001', tests: '1' });
    await addGroup(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    await vi.waitFor(() =>
      expect(errorUnderGroupField(1, 'Points')).toBe('Points must be a number from 0 to 1000'),
    );
    expect(errorUnderGroupField(1, 'Group name')).toBeNull();
    expect(errorUnderGroupField(2, 'Group name')).toBe('A group needs a name');
    expect(errorUnderGroupField(2, 'Points')).toBe('Points must be a number from 0 to 1000');
    expect(errorUnderGroupField(2, 'Hidden tests')).toBe('A group takes at least one hidden test');

    await user.type(within(groupRow(2)).getByLabelText('Group name'), 'a');
    expect(screen.getByText('Each test group needs a name of its own')).toBeTruthy();
    expect(api.callsTo('POST /problem/create')).toHaveLength(0);
  });

  test('a removed group leaves the others, renumbered, and the line follows', async () => {
    const { user } = openCreate();
    await user.click(screen.getByRole('button', { name: 'Add Hidden Case' }));
    await addGroup(user, { name: 'small', points: '30', tests: '1' });
    await addGroup(user, { name: 'large', points: '70', tests: '1' });
    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));

    expect(screen.queryByRole('group', { name: 'Group 2' })).toBeNull();
    const name = within(groupRow(1)).getByLabelText('Group name') as HTMLInputElement;
    expect(name.value).toBe('large');
    expect(coverage()).toEqual(['large: hidden test 1']);
    expect(screen.getByText('70 points in all')).toBeTruthy();
    expect(screen.getByText('The groups cover 1 hidden test; the problem has 2.')).toBeTruthy();
  });

  test("the server's word on the groups shows at the section", async () => {
    const { api, user } = openCreate();
    const refusal = 'The test groups cover 1 hidden tests, but the problem has 2';
    api.answer(
      'POST /problem/create',
      apiError(400, refusal, 'VALIDATION_ERROR', [{ path: 'testGroups', message: refusal }]),
    );
    await fillValidProblem(user);
    await addGroup(user, { name: 'all', points: '100', tests: '1' });
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));

    await vi.waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    const section = screen.getByRole('heading', { name: 'Subtasks (optional)' })
      .parentElement as HTMLElement;
    expect(within(section).getByText(refusal)).toBeTruthy();
  });
});

describe('the update problem form', () => {
  const summary: ProblemSummary = {
    _id: twoSumId,
    title: 'Two Sum',
    difficulty: 'easy',
    tags: 'array',
    companies: [],
  };
  const stored = aProblem({
    hiddenTestCases: [{ input: '5 5', output: '10' }],
    referenceSolution: codeLanguages.map((language) => ({
      language,
      completeCode: 'print a plus b',
    })),
  });

  const list = json({ problems: [summary], totalPages: 1, total: 1, page: 1, limit: 1 });

  function openUpdate(listAnswer = list, problem = stored) {
    const api = fakeApi({
      'GET /problem/getAllProblem': listAnswer,
      [`GET /problem/problemById/${twoSumId}`]: json(problem),
    });
    const view = renderPage(<AdminUpdateProblemPage />, { signedIn: admin });
    return { ...view, api };
  }

  async function chooseTwoSum(user: ReturnType<typeof openUpdate>['user']) {
    const select = screen.getByRole('combobox', { name: 'Problem' });
    await screen.findByRole('option', { name: 'Two Sum' });
    await user.selectOptions(select, twoSumId);
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement;
    await vi.waitFor(() => expect(title.value).toBe('Two Sum'));
    return title;
  }

  test('loads the chosen problem and checks it as it is edited', async () => {
    const { api, user } = openUpdate();
    const title = await chooseTwoSum(user);
    expect((screen.getByLabelText('Hidden case 1 output') as HTMLTextAreaElement).value).toBe('10');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(api.callsTo(`PUT /problem/update/${twoSumId}`)).toHaveLength(0);
  });

  test('a saved update is announced and the selection cleared', async () => {
    const { api, user } = openUpdate();
    api.answer(
      `PUT /problem/update/${twoSumId}`,
      json({ message: 'Problem updated', problem: { ...stored, title: 'Two Sum II' } }),
    );
    const title = await chooseTwoSum(user);
    await user.type(title, ' II');
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));

    const select = screen.getByRole('combobox', { name: 'Problem' }) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe(''));
    expect(alerts).toEqual(['Problem updated successfully']);
    expect(api.callsTo(`PUT /problem/update/${twoSumId}`)[0]?.body).toMatchObject({
      title: 'Two Sum II',
    });
    expect(screen.queryByRole('button', { name: 'Update Problem' })).toBeNull();
  });

  test('shows the stored custom checker: its protocol, source and headers', async () => {
    const { user } = openUpdate(
      list,
      aProblem({
        ...stored,
        checker: 'custom',
        customChecker: {
          protocol: 'kattis',
          source: 'int main() { return 42; }',
          files: { 'validate.h': '#pragma once\n' },
          args: ['float_tolerance', '1e-6'],
        },
      }),
    );
    await chooseTwoSum(user);

    expect((screen.getByLabelText('Checker') as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('Protocol') as HTMLSelectElement).value).toBe('kattis');
    expect((screen.getByLabelText('Checker source (C++)') as HTMLTextAreaElement).value).toBe(
      'int main() { return 42; }',
    );
    expect(screen.getByRole('button', { name: 'Remove validate.h' })).toBeTruthy();
    expect((screen.getByLabelText('Extra arguments') as HTMLInputElement).value).toBe(
      'float_tolerance 1e-6',
    );
  });

  test('shows the stored groups, and saving with none left makes the problem pass-fail', async () => {
    const { api, user } = openUpdate(
      list,
      aProblem({
        ...stored,
        hiddenTestCases: [
          { input: '5 5', output: '10' },
          { input: '1 1', output: '2' },
          { input: '2 3', output: '5' },
        ],
        testGroups: [
          { name: 'small', points: 30, tests: 1 },
          { name: 'large', points: 70, tests: 2 },
        ],
      }),
    );
    api.answer(
      `PUT /problem/update/${twoSumId}`,
      json({ message: 'Problem updated', problem: stored }),
    );
    await chooseTwoSum(user);

    const fieldValue = (number: number, label: string) =>
      (within(groupRow(number)).getByLabelText(label) as HTMLInputElement).value;
    expect([
      fieldValue(1, 'Group name'),
      fieldValue(1, 'Points'),
      fieldValue(1, 'Hidden tests'),
    ]).toEqual(['small', '30', '1']);
    expect(fieldValue(2, 'Group name')).toBe('large');
    expect(coverage()).toEqual(['small: hidden test 1', 'large: hidden tests 2–3']);
    expect(screen.getByText('100 points in all')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove group 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));

    await vi.waitFor(() => expect(api.callsTo(`PUT /problem/update/${twoSumId}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /problem/update/${twoSumId}`)[0]?.body).toMatchObject({
      testGroups: [],
    });
  });

  test('says "Failed to fetch problems" when the list cannot be loaded', async () => {
    openUpdate(apiError(500, 'Internal server error', 'INTERNAL'));
    expect(await screen.findByText('Failed to fetch problems')).toBeTruthy();
  });
});
