import type { Page } from '@playwright/test';
import { expect, listedProblem, logIn, signUp, test, userMenuButton } from './fixtures';

/** Submits the problem's own JavaScript reference solution through the learner's session. */
async function solveThroughApi(page: Page, problemId: string) {
  const detail = await page.request.get(`/api/problem/problemById/${problemId}`);
  const { referenceSolution } = (await detail.json()) as {
    referenceSolution: Array<{ language: string; completeCode: string }>;
  };
  const code = referenceSolution.find((entry) => entry.language === 'JavaScript')?.completeCode;
  const submit = await page.request.post(`/api/submission/submit/${problemId}`, {
    data: { code, language: 'javascript' },
    timeout: 120_000,
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  expect(((await submit.json()) as { accepted: boolean }).accepted).toBe(true);
}

test('a learner who solved a problem, posted and commented sees the real figures and the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Profiler');
  const problem = await listedProblem(request);
  await solveThroughApi(page, problem._id);
  const post = await page.request.post('/api/discuss', {
    data: { title: 'My first solve', content: 'Two pointers did it.', tags: 'tips' },
  });
  expect(post.status()).toBe(201);
  const { _id: postId } = (await post.json()) as { _id: string };
  await page.request.post(`/api/discuss/${postId}/comments`, { data: { text: 'Noting it here' } });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profiler', level: 1 })).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  const tile = (label: string) =>
    page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(tile('Solved')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Solved Problems' })).toBeVisible();
  await expect(page.getByRole('link', { name: problem.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My first solve' })).toBeVisible();
  await expect(page.getByText('0 likes · 1 comment')).toBeVisible();
  await expect(tile('Posts created')).toHaveText('1');
  await expect(tile('Comments')).toHaveText('1');
  await expect(page.getByText(/^Member since /)).toBeVisible();

  // Today's square counts the submission, in the browser's own time zone.
  const calendar = page.getByTestId('activity-calendar');
  await expect(calendar.locator('[data-count="1"]')).toHaveCount(1);
  await expect(tile('Current streak')).toHaveText('1 day');
  await expect(tile('Longest streak')).toHaveText('1 day');
  await expect(
    page.getByRole('list', { name: 'Days with submissions' }).getByRole('listitem'),
  ).toHaveText([/1 submission, 1 accepted$/]);
});

test('a new learner sees empty states, and a failed load offers a retry', async ({ page }) => {
  await signUp(page, 'Blankslate');
  let failures = 1;
  await page.route('**/api/user/getProfile', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable', code: 'INTERNAL' }),
      });
    } else await route.fallback();
  });
  await page.goto('/profile');
  await expect(page.getByRole('alert')).toContainText('Failed to load profile');
  await expect(page.getByRole('alert')).toContainText('Database unavailable');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No problems solved yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Solving' })).toHaveAttribute(
    'href',
    '/problems',
  );
  await expect(page.getByText("You haven't created any posts yet")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Post' })).toBeVisible();
});

test('a learner edits the profile with checked fields and sees it on the profile page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Editor');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
  await expect(page.getByText('Click icon to upload')).toBeVisible();

  await page.getByLabel('Age').fill('3');
  await page.getByLabel('GitHub').fill('http://github.com/editor');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Age must be a whole number from 5 to 120')).toBeVisible();
  await expect(page.getByText('GitHub must be an https:// URL')).toBeVisible();

  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Age').fill('36');
  await page.getByLabel('GitHub').fill('https://github.com/editor');
  await page.getByLabel('Location').fill('London');
  await page.getByLabel('Bio').fill('Notes on the engine');
  const alert = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = await alert;
  expect(dialog.message()).toBe('Profile updated!');
  await dialog.accept();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Editor Lovelace' })).toBeVisible();
  await expect(page.getByText('“Notes on the engine”')).toBeVisible();
  await expect(page.getByText('London')).toBeVisible();
  const github = page.getByRole('link', { name: 'GitHub Profile' });
  await expect(github).toHaveAttribute('href', 'https://github.com/editor');
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/user/update/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('You can only edit your own profile.')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
});

test('changing the password signs out another browser and keeps this one signed in', async ({
  page,
  browser,
}) => {
  // Two browsers signing in on a shared machine: give it room.
  test.setTimeout(150_000);
  const account = await signUp(page, 'Rotator');
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const phone = await other.newPage();
  await logIn(phone, account.email, account.password);
  await expect(userMenuButton(phone)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('Current Password').fill('not-the-password');
  await page.getByLabel('New Password', { exact: true }).fill('a-better-password');
  await page.getByLabel('Confirm New Password').fill('a-better-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();

  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/signup$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Rotator', level: 1 })).toBeVisible();
  await other.close();
});
