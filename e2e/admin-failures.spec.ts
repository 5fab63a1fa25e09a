import { apiError, E2E_ADMIN, expect, listedProblem, logIn, test } from './fixtures';

// What the admin sees when the server refuses (docs/product.md#error-catalogue). The refusals
// are given by the test, so nothing in the catalogue changes.

test.beforeEach(async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
});

test('the admin sees Failed to delete problem when the server refuses, and the problem stays', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  const confirmations: string[] = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });
  await page.route('**/api/problem/delete/**', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill(apiError(500)) : route.fallback(),
  );
  await page.goto('/admin/delete');
  const row = page.getByRole('row').filter({ hasText: problem.title });
  await row.getByRole('button', { name: `Delete ${problem.title}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete problem');
  expect(confirmations.some((message) => message.includes('delete this problem'))).toBe(true);
  await expect(row.getByRole('button', { name: `Delete ${problem.title}` })).toBeEnabled();
});

test('the admin is alerted Failed to update problem when the server refuses', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problem = await listedProblem(request);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.route('**/api/problem/update/**', (route) => route.fulfill(apiError(500)));
  await page.goto('/admin/update');
  await page.getByLabel('Problem', { exact: true }).selectOption({ label: problem.title });
  await expect(page.getByLabel('Title')).toHaveValue(problem.title, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Update Problem' }).click();
  await expect.poll(() => alerts, { timeout: 60_000 }).toEqual(['Failed to update problem']);
  // The form stays, so the admin can try again.
  await expect(page.getByLabel('Title')).toHaveValue(problem.title);
});

test('the admin sees Failed to fetch problems when the list cannot be loaded', async ({ page }) => {
  // With or without a query string: the admin pages ask for the whole list, unpaged.
  await page.route(/\/api\/problem\/getAllProblem(\?.*)?$/, (route) =>
    route.fulfill(apiError(500)),
  );
  await page.goto('/admin/delete');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch problems');
  await page.goto('/admin/update');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch problems');
});

test('the admin removes a test case on the create form and the ones after it move up', async ({
  page,
}) => {
  await page.goto('/admin/create');
  await expect(page.getByRole('heading', { name: 'Create New Problem' })).toBeVisible();

  await page.getByLabel('Hidden case 1 input').fill('5 7');
  await page.getByRole('button', { name: 'Add Hidden Case' }).click();
  await page.getByLabel('Hidden case 2 input').fill('-4 10');
  await page.getByRole('button', { name: 'Remove hidden case 1' }).click();
  await expect(page.getByLabel('Hidden case 1 input')).toHaveValue('-4 10');
  await expect(page.getByLabel('Hidden case 2 input')).toHaveCount(0);

  await page.getByLabel('Visible case 1 input').fill('1 2');
  await page.getByRole('button', { name: 'Add Visible Case' }).click();
  await page.getByLabel('Visible case 2 input').fill('3 4');
  await page.getByRole('button', { name: 'Remove visible case 2' }).click();
  await expect(page.getByLabel('Visible case 2 input')).toHaveCount(0);
  await expect(page.getByLabel('Visible case 1 input')).toHaveValue('1 2');
});
