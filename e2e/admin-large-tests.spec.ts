import type { ProblemDetail } from '@grindstone/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  describeTestText,
  LARGE_TEST_TEXT_BYTES,
  utf8ByteLength,
} from '../apps/web/src/pages/admin/problem-form/largeTestText';
import { E2E_ADMIN, expect, logIn, test } from './fixtures';

/** A bundled problem whose generated hidden tests run to several hundred KB each. */
const bundledTitle = 'Weekly Top Tracks Chart';

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    data: { emailId: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
}

async function findProblemId(request: APIRequestContext, title: string) {
  const response = await request.get(
    `/api/problem/getAllProblem?limit=100&search=${encodeURIComponent(title)}`,
  );
  expect(response.ok()).toBe(true);
  const { problems } = (await response.json()) as { problems: { _id: string; title: string }[] };
  const match = problems.find((problem) => problem.title === title);
  expect(match, `bundled problem "${title}"`).toBeDefined();
  return match?._id ?? '';
}

async function fetchProblem(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/problem/problemById/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProblemDetail;
}

/** Puts the problem back as it was (through the API: independent of how the test ended). */
async function restoreProblem(request: APIRequestContext, original: ProblemDetail) {
  const response = await request.put(`/api/problem/update/${original._id}`, {
    timeout: 300_000,
    data: {
      title: original.title,
      description: original.description,
      difficulty: original.difficulty,
      tags: original.tags,
      companies: original.companies,
      visibleTestCases: original.visibleTestCases,
      hiddenTestCases: original.hiddenTestCases,
      startCode: original.startCode,
      referenceSolution: original.referenceSolution,
      timeLimitMs: original.timeLimitMs,
      memoryLimitKb: original.memoryLimitKb,
      checker: original.checker,
      ...(original.floatTolerance === undefined ? {} : { floatTolerance: original.floatTolerance }),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the admin renames a problem with large hidden tests; the tests are saved byte for byte', async ({
  page,
  playwright,
}) => {
  test.setTimeout(600_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await adminApi(request);
  const id = await findProblemId(request, bundledTitle);
  const before = await fetchProblem(request, id);
  const hidden = before.hiddenTestCases ?? [];
  const largeIndex = hidden.findIndex(
    (testCase) => utf8ByteLength(testCase.input) > LARGE_TEST_TEXT_BYTES,
  );
  expect(largeIndex, 'a hidden input above the preview threshold').toBeGreaterThanOrEqual(0);
  const largeInput = hidden[largeIndex]?.input ?? '';

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const renamed = `${bundledTitle} (renamed ${Date.now()})`;
  try {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/update');
    const select = page.getByLabel('Problem', { exact: true });
    await expect(select.locator('option', { hasText: bundledTitle })).toHaveCount(1, {
      timeout: 30_000,
    });
    await select.selectOption({ label: bundledTitle });
    await expect(page.getByLabel('Title')).toHaveValue(bundledTitle, { timeout: 60_000 });

    // The large input is summarised, not put in a textarea; small tests stay editable.
    const preview = page.getByRole('group', { name: `Hidden case ${largeIndex + 1} input` });
    await expect(preview).toContainText(describeTestText(largeInput));
    await expect(preview.getByRole('button', { name: 'Edit anyway' })).toBeVisible();
    await expect(preview.getByLabel('Replace from file…')).toBeAttached();
    for (const textarea of await page.locator('textarea').all()) {
      expect((await textarea.inputValue()).length).toBeLessThanOrEqual(LARGE_TEST_TEXT_BYTES);
    }
    await expect(page.getByLabel('Visible case 1 input')).toHaveValue(
      before.visibleTestCases[0]?.input ?? '',
    );

    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Update Problem' }).click();
    await expect
      .poll(() => dialogs, { timeout: 300_000 })
      .toContain('Problem updated successfully');

    const after = await fetchProblem(request, id);
    expect(after.title).toBe(renamed);
    expect(after.hiddenTestCases?.length).toBe(hidden.length);
    // Compared as one string: a 2 MB diff would bury the report if they ever differ.
    const sameHiddenTests =
      JSON.stringify(after.hiddenTestCases) === JSON.stringify(before.hiddenTestCases);
    expect(sameHiddenTests, 'hidden tests byte-identical after the update').toBe(true);
    expect(after.visibleTestCases).toEqual(before.visibleTestCases);
  } finally {
    await restoreProblem(request, before);
    expect((await fetchProblem(request, id)).title).toBe(bundledTitle);
    await request.dispose();
  }
});

/** The e2e tsconfig has no DOM types; this is the one browser global the paste needs. */
type BrowserClipboard = { navigator: { clipboard: { writeText(text: string): Promise<void> } } };

/** Replaces a field's text with a real paste (clipboard, select all, Ctrl/Cmd+V). */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate(
    (value) => (globalThis as unknown as BrowserClipboard).navigator.clipboard.writeText(value),
    text,
  );
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test('on the create form a pasted or uploaded huge test becomes a preview; small ones stay editable', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const huge = `100000\n${'3 7\n'.repeat(100_000)}`;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/create');
  await expect(page.getByRole('heading', { name: 'Create New Problem' })).toBeVisible();

  // Pasted: the textarea gives way to the preview, which keeps the keyboard focus.
  await paste(page, page.getByLabel('Hidden case 1 input'), huge);
  const preview = page.getByRole('group', { name: 'Hidden case 1 input' });
  await expect(preview).toContainText('390.6 KB, 100,001 lines');
  await expect(preview).toBeFocused();
  await expect(page.getByLabel('Hidden case 1 input')).toHaveCount(0);

  // A small file brings the textarea back, holding the file's text.
  await preview.getByLabel('Replace from file…').setInputFiles({
    name: 'small.in',
    mimeType: 'text/plain',
    buffer: Buffer.from('5 7\n'),
  });
  await expect(page.getByLabel('Hidden case 1 input')).toHaveValue('5 7\n');

  await page.getByLabel('Hidden case 1 output').fill('12');
  await page.getByRole('button', { name: 'Add Hidden Case' }).click();
  await page.getByLabel('Hidden case 2 output').fill('1');
  const output = page.getByRole('group', { name: 'Hidden case 2 output' });
  await expect(output).toHaveCount(0);
  await paste(page, page.getByLabel('Hidden case 2 output'), huge);
  await output.getByRole('button', { name: 'Edit anyway' }).click();
  const textarea = page.getByLabel('Hidden case 2 output');
  await expect(textarea).toBeFocused();
  expect(await textarea.inputValue()).toBe(huge);
  await expect(page.getByLabel('Hidden case 1 output')).toHaveValue('12');
});
