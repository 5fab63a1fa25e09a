import { expect, signUp, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signUp(page, 'Browser');
});

test('Notes and Add to Sheets open the learner’s note and lists for that problem', async ({
  page,
}) => {
  await page.goto('/problems');
  const row = page.getByRole('row').nth(1);
  const title = (await row.getByRole('link').first().innerText()).trim();
  await row.getByRole('button', { name: /^Notes for / }).click();
  await expect(page.getByRole('dialog', { name: `Notes: ${title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Add .* to Sheets$/ }).click();
  await expect(page.getByRole('dialog', { name: `Add “${title}” to a list` })).toBeVisible();
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
  // The header and the bundled problems about spanning trees (a page holds five).
  const answer = await page.request.get('/api/problem/getAllProblem?topic=spanning-tree&limit=100');
  const { total } = (await answer.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(rows).toHaveCount(1 + Math.min(total, 5));
  const cabling = rows.filter({ hasText: 'Cabling the Dish Array' });
  await expect(cabling).toHaveCount(1);

  await page.reload();
  await expect(topics.getByRole('radio', { name: 'Spanning Tree' })).toBeChecked();
  await cabling.getByRole('link', { name: 'Cabling the Dish Array' }).first().click();
  const named = page.getByRole('list', { name: 'Topics' });
  await expect(named.getByRole('listitem')).toHaveText(['Spanning Tree', 'Union Find'], {
    timeout: 60_000,
  });
});
