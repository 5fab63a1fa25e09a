import { expect, signUp, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signUp(page, 'Browser');
});

test('a learner pressing Notes or Add to Sheets is told the feature is to be implemented', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/problems');
  const row = page.getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Notes for / }).click();
  await expect.poll(() => alerts).toEqual(['Notes feature is to be implemented.']);
  await row.getByRole('button', { name: /^Add .* to Sheets$/ }).click();
  await expect
    .poll(() => alerts)
    .toEqual([
      'Notes feature is to be implemented.',
      'Add to Sheets feature is to be implemented.',
    ]);
});

test('a search that matches nothing says no problems were found', async ({ page }) => {
  await page.goto('/problems');
  await page.getByLabel('Search problems').fill('no problem is called this 7f3c');
  await expect(page.getByText('No problems found with selected filters.')).toBeVisible();
  await expect(page).toHaveURL(/search=no/);
  // Only the header row is left.
  await expect(page.getByRole('row')).toHaveCount(1);
});

test('a company the catalogue names twice for a problem is listed once', async ({ page }) => {
  await page.route('**/api/problem/getAllProblem?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { problems: { companies: string[] }[] };
    for (const problem of body.problems) problem.companies = ['Acme', 'Acme', 'Globex', 'Initech'];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/problems');
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('+1 more');
  await expect(row.getByText('Acme', { exact: true })).toHaveCount(1);
  await expect(row.getByText('Globex', { exact: true })).toHaveCount(1);
  await expect(row.getByText('Initech', { exact: true })).toHaveCount(0);
});

test('a topic chip narrows the list, keeps it in the URL, and the problem page names its topics', async ({
  page,
}) => {
  await page.goto('/problems');
  const topics = page.getByRole('group', { name: 'Topics' });
  await topics.getByRole('radio', { name: 'Spanning Tree' }).check();
  await expect(page).toHaveURL(/topic=spanning-tree/);
  const rows = page.getByRole('row');
  // The header and the one bundled problem about spanning trees.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Cabling the Dish Array');

  await page.reload();
  await expect(topics.getByRole('radio', { name: 'Spanning Tree' })).toBeChecked();
  await rows.nth(1).getByRole('link', { name: 'Cabling the Dish Array' }).first().click();
  const named = page.getByRole('list', { name: 'Topics' });
  await expect(named.getByRole('listitem')).toHaveText(['Spanning Tree', 'Union Find'], {
    timeout: 60_000,
  });
});
