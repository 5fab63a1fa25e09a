import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type Route,
} from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@grindstone.test', password: 'admin-password-e2e' };

/** `baseURL` comes from the server that global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUp(
  page: Page,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return { email, password: 'a-good-password' };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /open user menu/i });
}

export async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(userMenuButton(page)).toHaveCount(0);
}

export interface ListedProblem {
  _id: string;
  title: string;
}

/** A problem of the bundled catalogue (the server seeds it into its empty database), by position. */
export async function listedProblem(request: APIRequestContext, position = 0) {
  const response = await request.get(`/api/problem/getAllProblem?page=1&limit=${position + 1}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { problems } = (await response.json()) as { problems: ListedProblem[] };
  const problem = problems[position];
  if (!problem) throw new Error(`the catalogue has no problem at position ${position}`);
  return problem;
}

type Answer = Parameters<Route['fulfill']>[0];

/**
 * Holds the requests matching `url` until the test lets them go, so that the screen's waiting
 * state can be looked at: `arrived()` waits for one to be held, `release()` sends them on to
 * the server (or answers them itself) and lets later ones through.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, async (route) => {
    if (released) await route.fallback();
    else held.push(route);
  });
  return {
    arrived: () => expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0),
    release: async (answer?: Answer) => {
      released = true;
      for (const route of held.splice(0)) {
        await (answer ? route.fulfill(answer) : route.fallback());
      }
    },
  };
}

/** A JSON answer in the API's error shape (`{ message, code }`). */
export function apiError(status: number, message = 'Something went wrong'): Answer {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({ message, code: 'TEST' }),
  };
}

/** The problem page's title (a bundled statement may repeat it as its own first heading). */
export function problemHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, exact: true }).first();
}

/** A run answer in the API's shape: one example, Passed (status 3) or Wrong Answer. */
export function runAnswer(passed: boolean): Answer {
  const status = passed
    ? { id: 3, description: 'Accepted' }
    : { id: 4, description: 'Wrong Answer' };
  const testCase = {
    stdin: '1 2',
    expected_output: '3',
    stdout: passed ? '3' : '-1',
    stderr: '',
    status_id: status.id,
    status,
    time: 0.01,
    memory: 1024,
  };
  return {
    json: { success: passed, error: null, testCases: [testCase], runtime: 0.01, memory: 1024 },
  };
}

/** A submit answer in the API's shape: Accepted, or Wrong Answer with the given error. */
export function submitAnswer(accepted: boolean, error = 'Wrong Answer on hidden test 2'): Answer {
  return {
    json: {
      accepted,
      error: accepted ? null : error,
      status: accepted ? 'Accepted' : 'Wrong Answer',
      status_id: accepted ? 3 : 4,
      passedTestCases: accepted ? 3 : 1,
      totalTestCases: 3,
      runtime: 0.01,
      memory: 1024,
      submissionId: 'answered-by-the-test',
    },
  };
}

/** Monaco loads when the learner reaches for the code: pointing at it is enough. */
export async function showEditor(page: Page) {
  await page.getByRole('region', { name: 'Code editor' }).hover();
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 60_000 });
  return editor;
}

/** Replaces the editor's text through the real keyboard path. */
export async function replaceCode(page: Page, code: string) {
  const editor = await showEditor(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  return editor;
}

/**
 * Moves the app to `path` the way Back and Forward do between two entries of its history: the
 * router follows without a page load.
 */
export async function moveInApp(page: Page, path: string) {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`,
  );
}
