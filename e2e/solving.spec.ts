import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, replaceCode, showEditor, signUp, test, uniqueEmail } from './fixtures';

const screenshots = 'test-results/screenshots';

const solutions = {
  cppWrong:
    '#include <bits/stdc++.h>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n',
  cpp: '#include <bits/stdc++.h>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
  python: 'import sys\na, b = map(int, sys.stdin.buffer.read().split())\nprint(a + b)\n',
};

/** Creates a fresh "sum of two numbers" problem through the API with the admin's session. */
async function createSumProblem(request: APIRequestContext, title: string): Promise<string> {
  const login = await request.post('/api/user/login', {
    data: { emailId: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const response = await request.post('/api/problem/create', {
    timeout: 180_000,
    data: {
      title,
      description: 'Read two integers `a` and `b` and print **a + b**.',
      difficulty: 'medium',
      tags: ['graph'],
      companies: ['Acme', 'Globex', 'Initech'],
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '1 + 2 = 3' }],
      hiddenTestCases: [
        { input: '5 7', output: '12' },
        { input: '-4 10', output: '6' },
      ],
      startCode: [
        { language: 'C++', initialCode: '#include <bits/stdc++.h>\nint main() {\n}\n' },
        { language: 'Java', initialCode: 'public class Main {\n}\n' },
        { language: 'JavaScript', initialCode: '// read stdin\n' },
        { language: 'Python', initialCode: '# read stdin\n' },
      ],
      referenceSolution: [
        { language: 'C++', completeCode: solutions.cpp },
        { language: 'Java', completeCode: solutions.java },
        { language: 'JavaScript', completeCode: solutions.javascript },
        { language: 'Python', completeCode: solutions.python },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { problem: { _id: string } }).problem._id;
}

let problemId = '';
let problemTitle = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  problemTitle = `Learner Pair Sum ${Date.now()}`;
  problemId = await createSumProblem(request, problemTitle);
  await request.dispose();
});

/** Replaces the code of `language` in the editor and waits until the draft keeps it. */
const languageIds = { 'C++': 'cpp', Java: 'java', JavaScript: 'javascript', Python: 'python' };

async function typeCode(page: Page, language: keyof typeof languageIds, code: string) {
  await page.getByLabel('Language').selectOption({ label: language });
  await replaceCode(page, code);
  // The draft is what Run/Submit send; it must be exactly what we typed.
  const slot = `:${problemId}:${languageIds[language]}`;
  await expect
    .poll(() =>
      page.evaluate(
        `Object.keys(localStorage).filter((key) => key.startsWith('grindstone:draft:user-') && key.endsWith(${JSON.stringify(slot)})).map((key) => localStorage.getItem(key))`,
      ),
    )
    .toEqual([code]);
}

function watchForCdn(page: Page) {
  const cdnRequests: string[] = [];
  page.on('request', (request) => {
    if (/cdn\.jsdelivr|unpkg\.com|cdnjs/.test(request.url())) cdnRequests.push(request.url());
  });
  return cdnRequests;
}

test('a learner filters the list, fails a run, submits a correct C++ solution and sees Solved and both submissions', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const cdnRequests = watchForCdn(page);
  await signUp(page, 'Solver');
  await page.goto('/problems');
  await expect(page.getByRole('heading', { name: 'Problems' })).toBeVisible();
  await page.getByRole('radio', { name: 'Medium' }).click();
  await expect(page).toHaveURL(/difficulty=medium/);
  await page.getByRole('group', { name: 'Tags' }).getByRole('radio', { name: 'Graph' }).click();
  await expect(page).toHaveURL(/tag=graph/);
  await page.getByLabel('Search problems').fill(problemTitle);
  await expect(page).toHaveURL(/search=Learner/);
  await expect(page).toHaveURL(/difficulty=medium/);
  await expect(page).toHaveURL(/tag=graph/);
  const row = page.getByRole('row').filter({ hasText: problemTitle });
  await expect(row).toBeVisible();
  await expect(row.getByText('-', { exact: true })).toBeVisible();
  await expect(row).toContainText('+1 more');
  await page.screenshot({ path: `${screenshots}/problem-list.png`, fullPage: true });

  // The filters survive a reload because they live in the URL.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: problemTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/problem/${problemId}$`));
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await typeCode(page, 'C++', solutions.cppWrong);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const results = page.getByRole('region', { name: 'Test Results' });
  const firstCase = results.getByRole('region', { name: 'Test case 1' });
  await expect(firstCase).toBeVisible({ timeout: 120_000 });
  await expect(firstCase.getByText('Failed', { exact: true })).toBeVisible();
  await expect(firstCase).toContainText('Expected Output');
  await expect(firstCase).toContainText('Your Output');
  await expect(firstCase.locator('pre').nth(1)).toHaveText('3');
  await expect(firstCase.locator('pre').nth(2)).toHaveText('-1');
  await page.screenshot({ path: `${screenshots}/solving-run-failed.png` });

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /^✗ / })).toBeVisible({ timeout: 120_000 });

  await page.getByRole('tab', { name: 'Code' }).click();
  await typeCode(page, 'C++', solutions.cpp);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const overlay = page.getByText('ACCEPTED', { exact: true });
  await expect(overlay).toBeVisible({ timeout: 120_000 });
  await page.screenshot({ path: `${screenshots}/solving-accepted.png` });
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible();
  await expect(page.getByText('3/3')).toBeVisible();

  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByText('2 submissions')).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('list', { name: 'Submissions' });
  await expect(list.locator('[data-tone="green"]')).toHaveCount(1);
  await expect(list.locator('[data-tone="red"]')).toHaveCount(1);
  await expect(list.getByText('Accepted')).toBeVisible();
  await expect(list.getByText('Wrong Answer')).toBeVisible();
  await expect(list.getByText('C++')).toHaveCount(2);
  await page.screenshot({ path: `${screenshots}/solving-submissions.png` });

  await list.getByRole('button', { name: 'View Code of submission 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(dialog).toContainText('a + b');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The draft survives a reload.
  await page.reload();
  await page.getByLabel('Language').selectOption({ label: 'C++' });
  await expect(page.getByRole('textbox', { name: 'Code editor, cpp' })).toHaveValue(/a \+ b/);
  await expect(await showEditor(page)).toContainText('a + b', { timeout: 60_000 });

  await page.goto(`/problems?search=${encodeURIComponent(problemTitle)}`);
  await expect(
    page.getByRole('row').filter({ hasText: problemTitle }).getByText('Solved'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Solved' }).click();
  await expect(page).toHaveURL(/status=solved/);
  await expect(page.getByRole('row').filter({ hasText: problemTitle })).toBeVisible();
  expect(cdnRequests).toEqual([]);
});

test('Java and JavaScript solutions are accepted too', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, 'Polyglot');
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible();
  for (const [label, code] of [
    ['Java', solutions.java],
    ['JavaScript', solutions.javascript],
  ] as const) {
    await page.getByRole('tab', { name: 'Code' }).click();
    await typeCode(page, label, code);
    if (label === 'Java') await page.screenshot({ path: `${screenshots}/solving-screen.png` });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible({
      timeout: 150_000,
    });
    await expect(page.getByText('ACCEPTED', { exact: true })).toBeHidden({ timeout: 15_000 });
  }
});

test('a Python solution runs and is accepted, under the Python time limit', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, 'Pythonista');
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible();
  await typeCode(page, 'Python', solutions.python);
  // The description shows the selected language's limit: the default 2 s base, ×3 for Python.
  await expect(page.getByText('Time limit (Python): 6 s')).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const firstCase = page
    .getByRole('region', { name: 'Test Results' })
    .getByRole('region', { name: 'Test case 1' });
  await expect(firstCase).toBeVisible({ timeout: 120_000 });
  await expect(firstCase.getByText('Passed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 150_000 });
});

test('a guest can open a problem but is asked to log in to run', async ({ page }) => {
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  await expect(page.getByText('Loading editor')).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Test Results' });
  await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a guest is asked to log in for the solutions and the editorial, and sees them after logging in', async ({
  page,
  playwright,
}) => {
  const account = { email: uniqueEmail('reader'), password: 'a-good-password' };
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const registered = await api.post('/api/user/register', {
    data: { firstName: 'Reader', emailId: account.email, password: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();

  await page.goto(`/problem/${problemId}`);
  // The first page load parses the statement in a worker: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Problem', exact: true });
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(panel).toContainText('Log in to watch and read the editorial.');
  await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await page.getByRole('tab', { name: 'Solutions' }).click();
  await expect(panel).toContainText('Log in to see the reference solutions.');
  await expect(panel.getByRole('region', { name: 'C++ solution' })).toHaveCount(0);
  await page.screenshot({ path: `${screenshots}/solutions-guest.png` });

  // Logging in from there comes back to the problem without reloading the app: the problem
  // the guest was sent must not be shown from the cache.
  await panel.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/problem/${problemId}$`));
  await page.getByRole('tab', { name: 'Solutions' }).click();
  const cpp = panel.getByRole('region', { name: 'C++ solution' });
  await cpp.getByRole('button', { name: 'Show solution' }).click();
  await expect(cpp.locator('code')).toContainText('a + b');
  await expect(panel.getByRole('region', { name: 'JavaScript solution' })).toBeVisible();
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(panel).toContainText('No editorial has been written for this problem yet.');
});

test('the solving screen: timer, tabs and dividers work from the keyboard', async ({ page }) => {
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByRole('heading', { name: problemTitle })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('00:00');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('timer')).not.toHaveText('00:00');
  await page.getByRole('button', { name: 'Pause timer' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();

  await page.getByRole('tab', { name: 'Description' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Editorial' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Solutions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A guest is asked to log in for the solutions (see the next test).
  await expect(
    page
      .getByRole('region', { name: 'Problem', exact: true })
      .getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'ChatAI' }).click();
  await expect(
    page.getByText(/I can help with hints, code review and optimal solutions/),
  ).toBeVisible();
  // Guests read the greeting and are asked to log in to chat.
  await expect(page.getByText('to chat with the AI tutor.')).toBeVisible();

  const split = page.getByRole('separator', { name: 'Resize problem and code panels' });
  await expect(split).toHaveAttribute('aria-valuenow', '50');
  await split.focus();
  for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
  await expect(split).toHaveAttribute('aria-valuenow', '80');
  await page.keyboard.press('Home');
  await expect(split).toHaveAttribute('aria-valuenow', '20');

  const divider = page.getByRole('separator', { name: 'Resize editor and test results' });
  await expect(divider).toHaveAttribute('aria-valuenow', '70');
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '85');
  await page.getByRole('button', { name: 'Close test results' }).click();
  await expect(divider).toHaveCount(0);
});
