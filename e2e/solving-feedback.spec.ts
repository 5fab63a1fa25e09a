import type { Page } from '@playwright/test';
import {
  expect,
  holdRequests,
  listedProblem,
  problemHeading,
  signUp,
  test,
  uniqueEmail,
} from './fixtures';

// What the problem page, the tutor and the profile tell a learner.

// A first page load parses the statement in a worker: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Not JavaScript: node's syntax check ("compiling" JavaScript) refuses it. */
const brokenJavascript = 'const answer = ;\nconsole.log(answer);\n';

function resultTab(page: Page) {
  return page.getByRole('tabpanel', { name: 'Result' });
}

test('a program that does not compile: Run and Submit say Compilation Error, the compiler output shows once, and another language clears both', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  await signUp(page, 'Compiler');
  // The code is put in as the learner's saved draft: the editor itself is not what this is about.
  const me = (await (await page.request.get('/api/user/check')).json()) as {
    user: { _id: string };
  };
  const draftKey = `grindstone:draft:user-${me.user._id}:${problem._id}:javascript`;
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(draftKey)}, ${JSON.stringify(brokenJavascript)})`,
  );
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: 'Code editor, javascript' })).toHaveValue(
    brokenJavascript,
  );

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const results = page.getByRole('region', { name: 'Test Results' });
  await expect(results.getByText('Compilation Error', { exact: true })).toBeVisible({
    timeout: 120_000,
  });
  await expect(results.getByText('Some examples failed')).toHaveCount(0);
  await expect(results.getByText(/SyntaxError/)).toHaveCount(1);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: '✗ Compilation Error' })).toBeVisible({
    timeout: 120_000,
  });
  // The compiler's first line (where the error is) appears once, under the heading.
  await expect(resultTab(page).getByText(/main\.js:1/)).toHaveCount(1);
  await expect(resultTab(page).getByText(/SyntaxError/)).toHaveCount(1);

  await page.getByRole('tab', { name: 'Code' }).click();
  await page.getByLabel('Language').selectOption({ label: 'C++' });
  await expect(results.getByText('Run your code to see the test results here.')).toBeVisible();
  await expect(results.getByText('Compilation Error', { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(
    resultTab(page).getByText('Submit your code to see the verdict here.'),
  ).toBeVisible();
});

test('a guest sees no avatar, and logging in from "Log in to run and submit" comes back to the problem', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = { emailId: uniqueEmail('returner'), password: 'a-good-password' };
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post('/api/user/register', {
    data: { firstName: 'Returner', ...account },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  const problem = await listedProblem(page.request);

  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible({ timeout: 60_000 });
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await expect(topBar.getByText('U', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Test Results' });
  await expect(prompt).toContainText('Log in to run and submit your code.');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.emailId);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/problem/${problem._id}$`));
  await expect(problemHeading(page, problem.title)).toBeVisible({ timeout: 60_000 });
  await expect(topBar.getByRole('link', { name: 'Your profile' })).toBeVisible();
});

test('reference solutions stay hidden until "Show solution"', async ({ page, request }) => {
  const problem = await listedProblem(request);
  await signUp(page, 'Peeker');
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Solutions' }).click();
  const solution = page.getByRole('region', { name: 'C++ solution' });
  await expect(solution.getByRole('button', { name: 'Show solution' })).toBeVisible();
  await expect(solution.locator('code')).toBeHidden();
  await solution.getByRole('button', { name: 'Show solution' }).click();
  await expect(solution.locator('code')).toBeVisible();
  await expect(solution.locator('code')).toContainText('main');
  await expect(solution.getByRole('button', { name: 'Hide solution' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('the tutor types its reply as rendered markdown, and a click or Esc shows it whole and frees Send', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  await signUp(page, 'Hurried');
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('tab', { name: 'ChatAI' }).click();
  const replies = page.locator('li[data-role="model"]');
  const send = page.getByRole('button', { name: 'Send', exact: true });

  await page.getByRole('button', { name: 'Give me a hint' }).click();
  const first = replies.nth(1);
  await expect(first).toHaveAttribute('data-complete', 'false');
  // Typing out: bold already bold, no markdown markers on screen.
  await expect(first.locator('strong').first()).toBeVisible();
  await expect(first).not.toContainText('**');
  await expect(send).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('data-complete', 'true');
  await expect(first.locator('strong').first()).toHaveText('Hint 1 of 3');
  await expect(send).toBeEnabled();

  await page.getByRole('button', { name: 'Give me a hint' }).click();
  const second = replies.nth(2);
  await expect(second).toHaveAttribute('data-complete', 'false');
  await expect(second.locator('strong').first()).toBeVisible();
  await second.locator('div').first().click();
  await expect(second).toHaveAttribute('data-complete', 'true');
  await expect(second.locator('strong').first()).toHaveText('Hint 2 of 3');
  await expect(send).toBeEnabled();
});

test('Your Posts previews a post as plain text, not markdown', async ({ page }) => {
  await signUp(page, 'Poster');
  const created = await page.request.post('/api/discuss', {
    data: {
      title: 'Markdown preview',
      content:
        '# Two pointers\n\nUse **both ends** and `left < right`, see [the notes](https://example.com).',
      tags: 'arrays',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/profile');
  const post = page.getByRole('listitem').filter({ hasText: 'Markdown preview' });
  // The preview is the markdown's words only: no heading mark, asterisks, backticks or link target.
  await expect(
    post.getByText('Two pointers Use both ends and left < right, see the notes.', { exact: true }),
  ).toBeVisible();
  await expect(post.getByText(/\*\*|# Two|`|\]\(/)).toHaveCount(0);
});

test('after saving, the profile shows the new name at once, before it is fetched again', async ({
  page,
}) => {
  await signUp(page, 'Oldname');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Oldname', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('First Name').fill('Newname');
  await page.getByLabel('Last Name').fill('Saved');

  // The profile page's own refetch is held: what it shows meanwhile is what the save left.
  const profileLoad = await holdRequests(page, '**/api/user/getProfile');
  const alert = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await (await alert).accept();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Newname Saved', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oldname', exact: true })).toHaveCount(0);
  await profileLoad.release();
  await expect(page.getByRole('heading', { name: 'Newname Saved', exact: true })).toBeVisible();
});
