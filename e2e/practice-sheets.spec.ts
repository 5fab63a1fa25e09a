import { expect, signUp, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './phone';

// Sheets (docs/practice.md#sheets): the bundled ones exist after the first start.

test('a learner follows The Interview Path: sections, problems and progress', async ({ page }) => {
  await signUp(page, 'Follower');
  await page.goto('/sheets');
  await expect(page.getByRole('heading', { name: 'Sheets', level: 1 })).toBeVisible();
  const sheets = page.getByRole('list', { name: 'Sheets' });
  await expect(
    sheets.getByRole('progressbar', { name: 'Progress on The Interview Path' }),
  ).toBeVisible();
  await sheets.getByRole('link', { name: 'The Interview Path' }).click();

  await expect(page).toHaveURL(/\/sheets\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'The Interview Path', level: 1 })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Progress on The Interview Path' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(Number(await progress.getAttribute('aria-valuemax'))).toBeGreaterThanOrEqual(50);
  await expect(page.getByText(/^0 \/ \d+ solved$/)).toBeVisible();

  const hashing = page.getByRole('region', { name: 'Hashing' });
  await expect(hashing.getByRole('heading', { name: 'Hashing' })).toBeVisible();
  await expect(hashing.getByRole('listitem').first()).toContainText('Not solved');
  await expect(page.getByRole('region', { name: 'Dynamic programming' })).toBeVisible();

  // Filters: only the hard problems, then each is one.
  const all = await page.getByRole('listitem').count();
  await page.getByLabel('Difficulty').selectOption('hard');
  await expect.poll(() => page.getByRole('listitem').count()).toBeLessThan(all);
  for (const badge of await page
    .getByRole('listitem')
    .getByText(/^(Easy|Medium|Hard)$/)
    .all()) {
    await expect(badge).toHaveText('Hard');
  }
  await page.getByLabel('Difficulty').selectOption('all');
  await page.getByLabel('Hide solved').check();
  await expect.poll(() => page.getByRole('listitem').count()).toBe(all);

  // A problem of the sheet opens its page.
  const first = hashing.getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
});

test('a guest opening the sheets is sent to signup, as on every members-only page', async ({
  page,
}) => {
  for (const path of ['/sheets', '/sheets/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page, `${path} sends a guest to /signup`).toHaveURL(/\/signup$/);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the sheets, a sheet and the lists fit a 390 px screen', async ({ page }) => {
    await signUp(page, 'Pocketsheet');
    await page.goto('/sheets');
    await page.getByRole('link', { name: 'The Interview Path' }).click();
    await expect(page.getByRole('region', { name: 'Hashing' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/sheets/:id');
    await page.goto('/sheets');
    await expect(page.getByRole('link', { name: 'The Interview Path' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/sheets');
    await page.goto('/lists');
    await page.getByLabel('New list title').fill('A list with a rather long title on a phone');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/lists');
  });
});
