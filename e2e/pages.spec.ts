import { expect, test } from './fixtures';

const artifacts = 'test-results/screenshots';

test('the landing page shows every section the product lists', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
  for (const feature of [
    'Real-world Challenges',
    'Progress Tracking',
    'Competitive Environment',
    'Community Support',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const footer = page.locator('footer');
  const columns = {
    Resources: ['Challenges', 'Sheets', 'Learning Paths', 'Blog'],
    Community: ['Forums', 'Leaderboard', 'Events', 'Mentorship'],
    Company: ['About', 'Careers', 'Contact', 'Press'],
    Legal: ['Privacy', 'Terms', 'Security', 'Cookies'],
  };
  for (const [title, items] of Object.entries(columns)) {
    const column = footer.getByRole('region', { name: title });
    await expect(column.getByRole('heading', { name: title })).toBeVisible();
    await expect(column.getByRole('listitem')).toHaveText(items);
  }
  await page.screenshot({ path: `${artifacts}/landing.png`, fullPage: true });
});

test('the login and signup pages render their forms', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('link', { name: /sign up/i })).toBeVisible();
  await page.screenshot({ path: `${artifacts}/login.png`, fullPage: true });

  await page.goto('/signup');
  await expect(page.getByLabel('First Name')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('peekaboo1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.screenshot({ path: `${artifacts}/signup.png`, fullPage: true });
});

test('an unknown API path answers JSON, not the web app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect((await response.json()).code).toBe('NOT_FOUND');
});
