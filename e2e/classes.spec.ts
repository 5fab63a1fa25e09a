import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expect,
  type ListedProblem,
  listedProblem,
  logIn,
  logOut,
  signUp,
  test,
  uniqueEmail,
} from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './phone';

// Classes and assignments (docs/classes.md, docs/web.md#classes): joining by code and by link,
// a learner's assignment, an instructor's progress matrix and its CSV, and the phone layout.

const DAY = 24 * 3600_000;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG A/AA rules on the page as it is now (docs/product.md#accessibility-and-look). */
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `${where}:\n${report.join('\n')}`).toEqual([]);
}
const PASSWORD = 'a-good-password';

interface Account {
  id: string;
  email: string;
  firstName: string;
  request: APIRequestContext;
}

/** A new account registered through the API; its request context carries its session. */
async function register(
  playwright: {
    request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
  },
  baseURL: string | undefined,
  firstName: string,
): Promise<Account> {
  const request = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/user/register', {
    data: { firstName, emailId: email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { user } = (await response.json()) as { user: { _id: string } };
  return { id: user._id, email, firstName, request };
}

/** A new account the admin makes an instructor (through the admin users API). */
async function newInstructor(
  playwright: Parameters<typeof register>[0],
  baseURL: string | undefined,
  firstName: string,
) {
  const instructor = await register(playwright, baseURL, firstName);
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/user/login', {
    data: { emailId: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const promoted = await admin.put(`/api/admin/users/${instructor.id}/role`, {
    data: { role: 'instructor' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  await admin.dispose();
  return instructor;
}

/** A class with one assignment on `problem`, open since a minute ago and due in two days. */
async function classWithAssignment(
  instructor: Account,
  name: string,
  title: string,
  problem: ListedProblem,
) {
  const created = await instructor.request.post('/api/classes', { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { class: summary } = (await created.json()) as {
    class: { _id: string; joinCode: string };
  };
  const now = Date.now();
  const assigned = await instructor.request.post(`/api/classes/${summary._id}/assignments`, {
    data: {
      title,
      problemIds: [problem._id],
      opensAt: new Date(now - 60_000).toISOString(),
      dueAt: new Date(now + 2 * DAY).toISOString(),
      latePolicy: 'none',
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const { assignment } = (await assigned.json()) as { assignment: { _id: string } };
  return { classId: summary._id, joinCode: summary.joinCode, assignmentId: assignment._id };
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

async function logInAt(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function instructorPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  return { context, page };
}

test('a learner joins a class by its code and sees the assignment; another joins by the link after logging in', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const instructor = await newInstructor(playwright, baseURL, 'Teacher');
  const problem = await listedProblem(instructor.request, 0);
  const className = `Algorithms ${stamp}`;
  const title = `Week 1 ${stamp}`;
  const { classId, joinCode } = await classWithAssignment(instructor, className, title, problem);

  await signUp(page, 'Classmate');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByText(/You are not in any class yet/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'New class' })).toHaveCount(0);
  // Codes are shown in capitals; a learner may type one in small letters.
  await page.getByLabel('Join code').fill(joinCode.toLowerCase());
  await page.getByRole('button', { name: 'Join class' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(page.getByRole('heading', { name: className })).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('timer')).toHaveText(/^Due in 1 d 23 h|^Due in 2 d 00 h/);
  await expect(card.getByRole('link', { name: problem.title, exact: true })).toHaveAttribute(
    'href',
    `/problem/${problem._id}`,
  );
  await expect(card.getByText('Not started')).toBeVisible();
  await expect(card).toContainText('Score 0 / 100');
  await expectNoViolations(page, 'learner class page');

  // The class is in the learner's list now.
  await page.goto('/classes');
  await expect(page.getByRole('list', { name: 'Your classes' })).toContainText(className);

  // A learner with an account who follows the join link logs in first, then lands in the class.
  const second = await register(playwright, baseURL, 'Linkfollower');
  await logOut(page);
  await page.goto(`/classes/join/${joinCode}`);
  await expect(page).toHaveURL(/\/login$/);
  await logInAt(page, second.email);
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // An unknown code says so.
  await page.goto('/classes/join/NO-SUCH-CODE');
  await expect(page.getByText('No class has this join code')).toBeVisible();

  await second.request.dispose();
  await instructor.request.dispose();
});

test('an instructor sees a learner’s solve in the progress matrix and downloads it as CSV', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const instructor = await newInstructor(playwright, baseURL, 'Mentor');
  const problem = await listedProblem(instructor.request, 0);
  const className = `Data Structures ${stamp}`;
  const title = `Warm-up ${stamp}`;
  const { classId, joinCode, assignmentId } = await classWithAssignment(
    instructor,
    className,
    title,
    problem,
  );

  // A learner joins and solves the problem (through the API: the solving screen has its own tests).
  const learner = await register(playwright, baseURL, 'Solver');
  const joined = await learner.request.post('/api/classes/join', { data: { joinCode } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const solution = await javascriptSolution(learner.request, problem._id);
  const submitted = await learner.request.post(`/api/submission/submit/${problem._id}`, {
    data: { code: solution, language: 'javascript' },
    timeout: 150_000,
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  expect(((await submitted.json()) as { accepted: boolean }).accepted).toBe(true);
  // A second learner hands in the same program: a pair for the similarity report.
  const twin = await register(playwright, baseURL, 'Twin');
  expect((await twin.request.post('/api/classes/join', { data: { joinCode } })).ok()).toBe(true);
  const copied = await twin.request.post(`/api/submission/submit/${problem._id}`, {
    data: { code: solution, language: 'javascript' },
    timeout: 150_000,
  });
  expect(((await copied.json()) as { accepted: boolean }).accepted).toBe(true);
  // A third learner joins and does nothing.
  const idle = await register(playwright, baseURL, 'Idler');
  expect((await idle.request.post('/api/classes/join', { data: { joinCode } })).ok()).toBe(true);

  const { context, page } = await instructorPage(browser, baseURL, instructor.email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await page.getByRole('link', { name: className }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(page.getByLabel('Join link')).toHaveValue(new RegExp(`/classes/join/${joinCode}$`));
  await page.getByRole('tab', { name: 'Students' }).click();
  await expect(page.getByRole('table', { name: 'Class members' })).toContainText('Solver');
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/assignments/${assignmentId}$`));

  const matrix = page.getByRole('table', { name: `Progress of ${title}` });
  const solverRow = matrix.getByRole('row').filter({ hasText: 'Solver' });
  await expect(solverRow.locator('td[data-status="solved"]')).toHaveCount(1);
  await expect(solverRow.locator('td[data-status="solved"]')).toHaveAttribute(
    'title',
    new RegExp(`^${problem.title}: Solved on .*, 1 attempt$`),
  );
  await expect(solverRow.getByRole('cell').last()).toHaveText('100 / 100');
  const idleRow = matrix.getByRole('row').filter({ hasText: 'Idler' });
  await expect(idleRow.locator('td[data-status="none"]')).toHaveCount(1);
  await expect(idleRow.getByRole('cell').last()).toHaveText('0 / 100');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe(`"First name","Last name","${problem.title}","Score","Max score"`);
  const solverLine = lines.find((line) => line.startsWith('"Solver"'));
  expect(solverLine).toMatch(/^"Solver","","solved \S+ \(1 attempt\)","100","100"$/);
  expect(lines.find((line) => line.startsWith('"Idler"'))).toMatch(
    /^"Idler","","not started","0","100"$/,
  );

  // The two identical programs are the most similar pair; Compare shows them side by side.
  const pairs = page.getByRole('list', { name: 'Similar pairs, most similar first' });
  await expect(pairs.getByRole('listitem').first()).toContainText('100%', { timeout: 60_000 });
  await expect(pairs.getByRole('listitem').first()).toContainText(problem.title);
  await expectNoViolations(page, 'instructor progress page');
  await pairs.getByRole('button', { name: /^Compare (Solver and Twin|Twin and Solver)/ }).click();
  const dialog = page.getByRole('dialog');
  const left = dialog.getByRole('region', { name: /(Solver|Twin)'s program/ }).first();
  const right = dialog.getByRole('region', { name: /(Solver|Twin)'s program/ }).last();
  await expect(left.locator('[data-match]').first()).toBeVisible();
  expect(await left.locator('[data-match]').count()).toBeGreaterThan(0);
  expect(await right.locator('[data-match]').count()).toBe(
    await left.locator('[data-match]').count(),
  );
  await expectNoViolations(page, 'side-by-side view');

  await context.close();
  await Promise.all([learner, twin, idle, instructor].map((account) => account.request.dispose()));
});

test('the class screens fit a phone, for a learner and for an instructor', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const instructor = await newInstructor(playwright, baseURL, 'Pocketteacher');
  const problem = await listedProblem(instructor.request, 0);
  const className = `A Class With A Rather Long Name To Wrap On A Phone ${stamp}`;
  const title = `An Assignment With A Long Title Too ${stamp}`;
  const { classId, joinCode, assignmentId } = await classWithAssignment(
    instructor,
    className,
    title,
    problem,
  );

  await page.setViewportSize(PHONE);
  await signUp(page, 'Pocket');
  // Classes folds into the menu with the other links.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expectNoSidewaysScroll(page, 'learner /classes');
  await page.goto(`/classes/join/${joinCode}`);
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(page.getByRole('article', { name: title }).getByRole('timer')).toBeVisible();
  await expectNoSidewaysScroll(page, 'learner class page');

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const teacher = await context.newPage();
  await logIn(teacher, instructor.email, PASSWORD);
  await teacher.goto(`/classes/${classId}`);
  await expect(teacher.getByLabel('Join link')).toBeVisible();
  await expectNoSidewaysScroll(teacher, 'instructor class page');
  await teacher.getByRole('button', { name: 'New assignment' }).click();
  await expect(teacher.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await expectNoSidewaysScroll(teacher, 'instructor assignment form');
  await teacher.getByRole('tab', { name: 'Students' }).click();
  await expect(teacher.getByRole('table', { name: 'Class members' })).toContainText('Pocket');
  await expectNoSidewaysScroll(teacher, 'instructor roster');
  await teacher.goto(`/classes/${classId}/assignments/${assignmentId}`);
  await expect(teacher.getByRole('table', { name: `Progress of ${title}` })).toBeVisible();
  await expectNoSidewaysScroll(teacher, 'instructor progress page');

  await context.close();
  await instructor.request.dispose();
});
