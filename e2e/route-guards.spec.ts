import { expect, listedProblem, problemHeading, signUp, test } from './fixtures';

// The route table (docs/product.md#route-table), as a visitor and a learner meet it in the browser.

const adminRoutes = [
  '/admin',
  '/admin/create',
  '/admin/update',
  '/admin/delete',
  '/admin/video',
  '/admin/upload/some-problem',
];

test('a guest opening the members-only pages is sent to signup, the profile editor and admin pages home', async ({
  page,
}) => {
  for (const path of ['/resources', '/sheets', '/profile', '/problems']) {
    await page.goto(path);
    await expect(page, `${path} sends a guest to /signup`).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('First Name')).toBeVisible();
  }
  for (const path of ['/user/update/some-user-id', ...adminRoutes]) {
    await page.goto(path);
    await expect(page, `${path} sends a guest home`).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  }
});

test('a guest opening the discussions sees the signup page in their place', async ({ page }) => {
  await page.goto('/discuss');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page).toHaveURL(/\/discuss$/);
  await expect(page.getByRole('heading', { name: 'Community Discussions' })).toHaveCount(0);
});

test('a guest opens a problem directly, without being asked to sign in', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/problem/${problem._id}$`));
});

test('a learner sees the coming-soon page, the sheets, and is sent home from every admin page', async ({
  page,
}) => {
  await signUp(page, 'Placeholder');
  await page.goto('/resources');
  await expect(
    page.getByRole('heading', { name: "We're Building Something Awesome" }),
  ).toBeVisible();
  await expect(page.getByText('Stay tuned — exciting updates are coming soon!')).toBeVisible();
  // "DSA Sheet Coming Soon" is the sheets page's empty state; the bundled sheets are stored.
  await page.goto('/sheets');
  await expect(page.getByRole('link', { name: /The Interview Path/ })).toBeVisible();

  for (const path of adminRoutes) {
    await page.goto(path);
    await expect(page, `${path} sends a learner home`).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  }
});
