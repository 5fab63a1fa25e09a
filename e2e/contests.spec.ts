import type { APIRequestContext, Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expect,
  type ListedProblem,
  listedProblem,
  logIn,
  replaceCode,
  signUp,
  test,
} from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './phone';

const MINUTE = 60_000;

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    data: { emailId: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** The bundled problem's JavaScript reference solution (signed-in users may read it). */
async function javascriptSolution(request: APIRequestContext, problemId: string) {
  const response = await request.get(`/api/problem/problemById/${problemId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { referenceSolution } = (await response.json()) as {
    referenceSolution: { language: string; completeCode: string }[];
  };
  const solution = referenceSolution.find((entry) => /javascript/i.test(entry.language));
  if (!solution) throw new Error(`problem ${problemId} has no JavaScript reference solution`);
  return solution.completeCode;
}

interface ContestTimes {
  startsAt: number;
  endsAt: number;
  freezeAt?: number;
}

async function createContest(
  request: APIRequestContext,
  title: string,
  problem: ListedProblem,
  times: ContestTimes,
) {
  const response = await request.post('/api/contests', {
    data: {
      title,
      description: 'A **browser test** contest.',
      problemIds: [problem._id],
      startsAt: new Date(times.startsAt).toISOString(),
      endsAt: new Date(times.endsAt).toISOString(),
      ...(times.freezeAt ? { freezeAt: new Date(times.freezeAt).toISOString() } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contest: { _id: string } }).contest._id;
}

/** A scoreboard row by the participant's first name. */
const boardRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

test('a learner registers, solves problem A in a running contest and sees it on the scoreboard; a frozen board hides a rival until the admin reveals it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const admin = await playwright.request.newContext({ baseURL });
  await adminApi(admin);
  const problem = await listedProblem(admin, 0);
  const solution = await javascriptSolution(admin, problem._id);
  const stamp = Date.now().toString(36);

  // 1. A running contest without a freeze.
  const openTitle = `Open Sprint ${stamp}`;
  const now = Date.now();
  const openId = await createContest(admin, openTitle, problem, {
    startsAt: now - MINUTE,
    endsAt: now + 60 * MINUTE,
  });

  await signUp(page, 'Contestant');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contests' })
    .click();
  await expect(page).toHaveURL(/\/contests$/);
  const running = page.getByRole('region', { name: 'Running' });
  const card = running.getByRole('article', { name: openTitle });
  await expect(card.getByRole('timer')).toHaveText(/^Ends in (59 min|1 h)/);
  await card.getByRole('link', { name: openTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/contests/${openId}$`));
  await expect(page.getByRole('heading', { name: openTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);

  // Problem A opens inside the contest: its bar counts down, and Submit counts there.
  await page.getByRole('link', { name: problem.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/problem/${problem._id}\\?contest=${openId}$`));
  const bar = page.getByRole('region', { name: 'Contest' });
  await expect(bar).toContainText(openTitle);
  await expect(bar.getByRole('timer')).toHaveText(/^Contest ends in /);
  await replaceCode(page, solution);
  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/submission/submit/'),
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await submitted).postDataJSON()).toMatchObject({ contestId: openId });
  await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('ACCEPTED', { exact: true })).toBeHidden({ timeout: 15_000 });

  await bar.getByRole('link', { name: 'Back to the contest' }).click();
  await expect(page.getByRole('table', { name: 'Your submissions' })).toContainText('Accepted');
  await page.getByRole('link', { name: 'Scoreboard', exact: true }).click();
  const ownRow = boardRow(page, 'Contestant');
  await expect(ownRow).toHaveAttribute('aria-current', 'true');
  await expect(ownRow).toContainText('You');
  await expect(ownRow.locator('td[data-tone="solved"]')).toHaveCount(1);
  await expect(ownRow.getByRole('cell').nth(1)).toHaveText('1');

  // 2. A contest whose board froze a minute after it started.
  const frozenTitle = `Frozen Finale ${stamp}`;
  const start = Date.now() - 2 * MINUTE;
  const frozenId = await createContest(admin, frozenTitle, problem, {
    startsAt: start,
    freezeAt: start + MINUTE,
    endsAt: start + 90 * MINUTE,
  });
  // The first learner registers on the page; a rival registers and solves through the API.
  await page.goto(`/contests/${frozenId}`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();

  const rivalContext = await browser.newContext({ baseURL });
  const rivalPage = await rivalContext.newPage();
  await signUp(rivalPage, 'Rival');
  const rival = rivalContext.request;
  expect((await rival.post(`/api/contests/${frozenId}/register`, { data: {} })).status()).toBe(201);
  const rivalSubmit = await rival.post(`/api/submission/submit/${problem._id}`, {
    data: { code: solution, language: 'javascript', contestId: frozenId },
    timeout: 150_000,
  });
  expect(rivalSubmit.ok(), await rivalSubmit.text()).toBe(true);
  expect(((await rivalSubmit.json()) as { accepted: boolean }).accepted).toBe(true);

  // To the first learner the rival's accepted try is only pending: the board is frozen.
  await page.goto(`/contests/${frozenId}/scoreboard`);
  await expect(
    page.getByText(
      'The board is frozen: submissions after the freeze show as pending until the reveal.',
    ),
  ).toBeVisible();
  const rivalRow = boardRow(page, 'Rival');
  await expect(rivalRow.locator('td[data-tone="pending"]')).toHaveText(/\?/);
  await expect(rivalRow.locator('td[data-tone="solved"]')).toHaveCount(0);

  // The admin ends the contest (through the API) and reveals the board on its page.
  const ended = await admin.put(`/api/contests/${frozenId}`, {
    data: { endsAt: new Date(Date.now() - 1000).toISOString() },
  });
  expect(ended.ok(), await ended.text()).toBe(true);
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto(`/contests/${frozenId}`);
  await expect(adminPage.getByRole('timer').first()).toHaveText('Ended');
  await adminPage.getByRole('button', { name: 'Reveal board' }).click();
  await expect(adminPage.getByRole('button', { name: 'Reveal board' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Finalise' })).toBeVisible();

  // The first learner sees the final board: the rival solved it, ranked first.
  await page.reload();
  await expect(rivalRow.locator('td[data-tone="solved"]')).toHaveCount(1);
  await expect(
    page.getByText(
      'The board is frozen: submissions after the freeze show as pending until the reveal.',
    ),
  ).toHaveCount(0);
  await expect(rivalRow.getByRole('cell').first()).toHaveText('1');

  await rivalContext.close();
  await adminContext.close();
  await admin.dispose();
});

test('the leaderboard lists learners, and the footer links to it and to the contests', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'href',
    '/leaderboard',
  );
  await expect(footer.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/contests');
  await footer.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leaderboard' });
  const empty = page.getByText(/Nobody is ranked yet/);
  await expect(table.or(empty)).toBeVisible();
});

test('the contest screens fit a phone, for a learner and for an admin', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  await adminApi(admin);
  const problem = await listedProblem(admin, 0);
  const title = `A Contest With A Rather Long Title To Wrap ${Date.now().toString(36)}`;
  const now = Date.now();
  const id = await createContest(admin, title, problem, {
    startsAt: now - MINUTE,
    freezeAt: now + 30 * MINUTE,
    endsAt: now + 60 * MINUTE,
  });
  await page.setViewportSize(PHONE);
  await signUp(page, 'Pocket');
  await page.goto(`/contests/${id}`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
  const visits = [
    { path: '/contests', ready: page.getByRole('article', { name: title }) },
    { path: `/contests/${id}`, ready: page.getByRole('link', { name: problem.title }) },
    { path: `/contests/${id}/scoreboard`, ready: boardRow(page, 'Pocket') },
    { path: '/leaderboard', ready: page.getByRole('heading', { name: 'Leaderboard' }) },
    {
      path: `/problem/${problem._id}?contest=${id}`,
      ready: page.getByRole('region', { name: 'Contest' }),
    },
  ];
  for (const visit of visits) {
    await page.goto(visit.path);
    await expect(visit.ready).toBeVisible();
    await expectNoSidewaysScroll(page, `learner ${visit.path}`);
  }

  const adminContext = await browser.newContext({ baseURL, viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const path of ['/admin/contests/new', `/admin/contests/${id}/edit`]) {
    await adminPage.goto(path);
    await expect(adminPage.getByRole('button', { name: /^Add / }).first()).toBeVisible();
    await expectNoSidewaysScroll(adminPage, `admin ${path}`);
  }
  await adminContext.close();
  await admin.dispose();
});
