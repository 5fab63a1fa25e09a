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

  test('says "Failed to fetch problems" when the list cannot be loaded', async () => {
    openUpdate(apiError(500, 'Internal server error', 'INTERNAL'));
    expect(await screen.findByText('Failed to fetch problems')).toBeTruthy();
  });
});
