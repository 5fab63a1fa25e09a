import type { Locator, Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expect,
  listedProblem,
  logIn,
  problemHeading,
  signUp,
  test,
  userMenuButton,
} from './fixtures';
import { expectNoSidewaysScroll, expectWithinWidth, PHONE } from './phone';

// Every screen of the web app on a 390 px wide phone (docs/product.md#phone-widths).
test.use({ viewport: PHONE });

/** Pages wait for lazily loaded code and data; a busy CI host can take a while. */
const LOADED = { timeout: 45_000 };

/** A route, and what shows once its page has loaded what it lays out. */
interface Visit {
  path: string;
  ready: (page: Page) => Locator;
}

async function visitAll(page: Page, visits: Visit[], who: string) {
  for (const visit of visits) {
    await page.goto(visit.path);
    await expect(visit.ready(page), `${who} ${visit.path}`).toBeVisible(LOADED);
    await expectNoSidewaysScroll(page, `${who} ${visit.path}`);
  }
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 });
const signupForm = (page: Page) => page.getByLabel('First Name');

/** Each tab of the solving screen's two panels, checked in turn. */
async function everyWorkspaceTab(page: Page, who: string) {
  const leftTabs = page.getByRole('tablist', { name: 'Problem panel' }).getByRole('tab');
  for (const name of ['Editorial', 'Solutions', 'Submissions', 'ChatAI', 'Description']) {
    await leftTabs.filter({ hasText: name }).click();
    await expect(leftTabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page, `${who} problem page, ${name} tab`);
  }
  await page.getByRole('tab', { name: 'Result', exact: true }).click();
  await expectNoSidewaysScroll(page, `${who} problem page, Result tab`);
  await page.getByRole('tab', { name: 'Code', exact: true }).click();
}

test('no screen scrolls sideways for a guest', async ({ page, request }) => {
  test.setTimeout(480_000);
  const problem = await listedProblem(request);
  await visitAll(
    page,
    [
      { path: '/', ready: (page) => page.getByRole('link', { name: 'Join Now' }) },
      { path: '/login', ready: heading(/./) },
      { path: '/signup', ready: signupForm },
      { path: '/discuss', ready: signupForm },
      { path: '/problems', ready: signupForm },
      { path: '/no-such-page', ready: heading('Page not found') },
      { path: `/problem/${problem._id}`, ready: (page) => problemHeading(page, problem.title) },
    ],
    'guest',
  );
  await everyWorkspaceTab(page, 'guest');
});

test('no screen scrolls sideways for a learner', async ({ page, request }) => {
  test.setTimeout(480_000);
  const problem = await listedProblem(request);
  await signUp(page, 'Pocketwidth');
  const check = await page.request.get('/api/user/check');
  const { user } = (await check.json()) as { user: { _id: string } };
  // A post with what tends to push a phone page wide: a long code line and a long link.
  const title = `Fitting on a phone ${Date.now()}`;
  const post = await page.request.post('/api/discuss', {
    data: {
      title,
      content: `Read https://example.com/${'a-very-long-path-segment-'.repeat(6)}end first.\n\n\`\`\`js\nconst answer = [${'1, '.repeat(60)}1];\n\`\`\``,
      tags: 'phones, layout',
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { _id: postId } = (await post.json()) as { _id: string };

  await visitAll(
    page,
    [
      { path: '/', ready: heading(/./) },
      {
        path: '/problems',
        ready: (page) => page.getByRole('link', { name: problem.title, exact: true }),
      },
      { path: '/profile', ready: (page) => page.getByTestId('activity-calendar') },
      { path: '/resources', ready: heading(/./) },
      { path: '/sheets', ready: heading(/./) },
      { path: `/user/update/${user._id}`, ready: heading('Update Profile') },
      { path: '/discuss', ready: (page) => page.getByRole('article', { name: title }) },
      { path: `/discuss/${postId}`, ready: (page) => page.getByText(/a-very-long-path-segment/) },
      { path: `/problem/${problem._id}`, ready: (page) => problemHeading(page, problem.title) },
      { path: '/no-such-page', ready: heading('Page not found') },
    ],
    'learner',
  );
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible(LOADED);
  await everyWorkspaceTab(page, 'learner');

  // The navigation and user menus open over the page without widening it.
  await page.goto('/problems');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('button', { name: 'Close navigation menu' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'learner /problems, navigation menu open');
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'learner /problems, user menu open');
});

test('no screen scrolls sideways for an admin', async ({ page, request }) => {
  test.setTimeout(480_000);
  const problem = await listedProblem(request);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const row = (page: Page) => page.getByRole('row', { name: new RegExp(problem.title) }).first();
  await visitAll(
    page,
    [
      { path: '/admin', ready: (page) => page.getByRole('link', { name: 'Create Problem' }) },
      { path: '/admin/create', ready: heading('Create New Problem') },
      { path: '/admin/delete', ready: row },
      { path: '/admin/video', ready: row },
      { path: `/admin/upload/${problem._id}`, ready: (page) => page.getByText(problem.title) },
      { path: '/profile', ready: (page) => page.getByTestId('activity-calendar') },
    ],
    'admin',
  );
  // The update form at full length: every test case, start code and reference solution.
  await page.goto('/admin/update');
  await page.getByLabel('Problem').selectOption({ label: problem.title });
  // A bundled problem's hidden tests can be large: loading the form takes a while on a busy host.
  await expect(page.getByRole('button', { name: 'Update Problem' })).toBeVisible({
    timeout: 120_000,
  });
  await expectNoSidewaysScroll(page, 'admin /admin/update with a problem open');
});

test("the profile's tiles and counts are all on screen", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'Tilecount');
  await page.goto('/profile');
  await expect(page.getByTestId('activity-calendar')).toBeVisible(LOADED);
  const tiles = page.locator('dt', { hasText: /^(Solved|Easy|Medium|Hard)$/ });
  await expectWithinWidth(tiles, 'stat tile label');
  await expectWithinWidth(tiles.locator('+ dd'), 'stat tile count');
  const statistics = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: 'Problem Statistics' }),
  });
  await expectWithinWidth(
    statistics.last().getByRole('listitem').locator('span'),
    'Problem Statistics label and count',
  );
  const activity = page.locator('div').filter({
    has: page.getByRole('heading', { name: 'Activity Stats' }),
  });
  await expectWithinWidth(activity.last().locator('dd'), 'Activity Stats count');
});

test('the problem list folds its filters into a bar that counts them', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'Filterbar');
  await page.goto('/problems?difficulty=easy&tag=array');
  const bar = page.getByRole('button', { name: /^Filters/ });
  await expect(bar).toHaveAttribute('aria-expanded', 'false', LOADED);
  await expect(bar).toContainText('2 active');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const radios = filters.getByRole('radio', { includeHidden: true });
  // Status 2, Difficulty 4, Tags 5, Topics 28 (All and the 27 patterns).
  await expect(radios).toHaveCount(39);
  for (const radio of await radios.all()) await expect(radio).toBeHidden();
  // Folded, the search box is on the first screen.
  await expect(page.getByLabel('Search problems')).toBeInViewport({ ratio: 1 });

  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  const group = (legend: string) => filters.getByRole('group', { name: legend });
  await expect(group('Status').locator('label')).toHaveText(['All', 'Solved']);
  await expect(group('Difficulty').locator('label')).toHaveText(['All', 'Easy', 'Medium', 'Hard']);
  await expect(group('Tags').locator('label')).toHaveText([
    'All',
    'Array',
    'Linked List',
    'Graph',
    'DP',
  ]);
  await expect(group('Difficulty').getByLabel('Easy')).toBeChecked();

  await group('Difficulty').getByLabel('All').check();
  await expect(page).not.toHaveURL(/difficulty=/);
  await expect(bar).toContainText('1 active');
  await group('Status').getByLabel('Solved').check();
  await expect(page).toHaveURL(/status=solved/);
  await expect(bar).toContainText('2 active');
  // A new learner has solved nothing: the spec's empty message.
  await expect(page.getByText('No problems found with selected filters.')).toBeVisible();

  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(group('Status').getByLabel('Solved')).toBeHidden();
});

test('the ChatAI tab is on screen, and Run and Submit bring their results into view', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const problem = await listedProblem(request);
  await signUp(page, 'Thumbs');
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible(LOADED);

  const chatTab = page.getByRole('tab', { name: 'ChatAI' });
  await expectWithinWidth(chatTab, 'ChatAI tab');
  await chatTab.click();
  await expect(page.getByText(/^Hi! I’m your tutor for this problem/)).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByLabel('Message the tutor')).toBeVisible();
  await page.getByRole('tab', { name: 'Description' }).click();

  // Run: the Test Results pane opens below the editor, a screen and a half down on a phone.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const testResults = page.getByRole('region', { name: 'Test Results' });
  await expect(testResults.getByText(/Passed|Failed|Error/).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(testResults).toBeInViewport({ ratio: 1 });

  // Submit, from the top of the page: the Result tab (90 % of the screen's height) is scrolled
  // wholly into view, verdict and tiles included.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const resultPanel = page.getByRole('tabpanel', { name: 'Result' });
  await expect(resultPanel.getByText('Test Cases Passed')).toBeVisible({ timeout: 90_000 });
  await expect(resultPanel).toBeInViewport({ ratio: 1 });
});
