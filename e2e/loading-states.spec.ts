import {
  apiError,
  expect,
  holdRequests,
  listedProblem,
  logOut,
  problemHeading,
  signUp,
  test,
  uniqueEmail,
} from './fixtures';

// What a person sees while the server has not answered yet, and when it answers with a failure.

test('the Login button reads Logging in... until the server answers', async ({ page }) => {
  const { email, password } = await signUp(page, 'Patience');
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const login = await holdRequests(page, '**/api/user/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await login.arrived();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await login.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toHaveCount(0);
});

test('the Sign Up button reads Signing Up... until the server answers', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Waiting');
  await page.getByLabel('Email').fill(uniqueEmail('waiting'));
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  const register = await holdRequests(page, '**/api/user/register');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await register.arrived();
  await expect(page.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  await register.release();
  await expect(page).toHaveURL(/\/$/);
});

test('a full-screen spinner covers the app while the session check is pending', async ({
  page,
}) => {
  const check = await holdRequests(page, '**/api/user/check');
  await page.goto('/resources');
  await check.arrived();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expect(page).toHaveURL(/\/resources$/);
  await check.release();
  // The guest's session check answered: the guard now sends them to signup.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('the problem page shows Loading problem... until the problem arrives', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  const load = await holdRequests(page, '**/api/problem/problemById/**');
  await page.goto(`/problem/${problem._id}`);
  await load.arrived();
  await expect(page.getByText('Loading problem...')).toBeVisible();
  await load.release();
  await expect(problemHeading(page, problem.title)).toBeVisible();
  await expect(page.getByText('Loading problem...')).toHaveCount(0);
});

test('when the problem fails to load, Reload Page tries again', async ({ page, request }) => {
  const problem = await listedProblem(request);
  const failure = '**/api/problem/problemById/**';
  await page.route(failure, (route) => route.fulfill(apiError(500)));
  await page.goto(`/problem/${problem._id}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('Failed to load problem');

  await page.unroute(failure);
  await alert.getByRole('button', { name: 'Reload Page' }).click();
  await expect(problemHeading(page, problem.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

for (const [what, id] of [
  ['an id no problem has', '00000000-0000-4000-8000-00000000d00d'],
  ['something that is not an id', 'no-such-problem'],
]) {
  test(`${what} says Problem not found, links to the problem set, and is asked for once`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/problem/problemById/')) asked.push(request.url());
    });
    await page.goto(`/problem/${id}`);
    await expect(page.getByRole('heading', { name: 'Problem not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the problem set' })).toHaveAttribute(
      'href',
      '/problems',
    );
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(asked).toHaveLength(1);
  });
}
