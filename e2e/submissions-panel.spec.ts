import type { Page, Route } from '@playwright/test';
import {
  apiError,
  expect,
  holdRequests,
  type ListedProblem,
  listedProblem,
  signUp,
  test,
} from './fixtures';

// The submissions panel's states (docs/product.md#submissions-panel), with the server's answers
// replaced where a state needs one the real server would not give.

const submissionsUrl = '**/api/problem/submittedProblem/**';

let problem: ListedProblem;
test.beforeEach(async ({ page, request }) => {
  problem = await listedProblem(request);
  await signUp(page, 'Historian');
});

async function openSubmissions(page: Page) {
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('tab', { name: 'Submissions' }).click();
}

const submissions = [
  {
    _id: 'second',
    status: 'Wrong Answer',
    status_id: 4,
    language: 'cpp',
    createdAt: '2025-03-02T10:00:00.000Z',
    code: '',
    runtime: 0.02,
    memory: 2048,
    testCasesPassed: 1,
    testCasesTotal: 3,
    errorMessage: null,
  },
  {
    _id: 'first',
    status: 'Accepted',
    status_id: 3,
    language: 'javascript',
    createdAt: '2025-03-01T10:00:00.000Z',
    code: 'console.log("first try");',
    runtime: 0.01,
    memory: 512,
    testCasesPassed: 3,
    testCasesTotal: 3,
    errorMessage: null,
  },
];

test('a learner opening the Submissions tab sees it loading, then No submissions yet', async ({
  page,
}) => {
  const load = await holdRequests(page, submissionsUrl);
  await openSubmissions(page);
  await load.arrived();
  await expect(page.getByText('Loading submissions…')).toBeVisible();
  await load.release();
  await expect(page.getByText('No submissions yet')).toBeVisible();
  await expect(page.getByText('Just submitted? Press Refresh')).toBeVisible();
});

test('a learner sees why the submissions failed to load, dismisses it and tries again', async ({
  page,
}) => {
  let answer = (route: Route) => route.fulfill(apiError(404, 'Problem not found'));
  await page.route(submissionsUrl, (route) => answer(route));
  await openSubmissions(page);
  const error = page.getByRole('alert').filter({ hasText: 'Failed to initialize submissions' });
  await expect(error).toContainText('No submissions found for this problem');

  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toHaveCount(0);
  // Nothing was loaded, so the panel does not claim there are no submissions.
  await expect(page.getByText('Submissions not loaded')).toBeVisible();
  await expect(page.getByText('No submissions yet')).toHaveCount(0);

  answer = (route) => route.fulfill(apiError(403, 'Forbidden'));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(error).toContainText('Access denied to submissions');

  const failures: [(route: Route) => Promise<void>, string][] = [
    [(route) => route.fulfill(apiError(500)), 'Server error - please try again later'],
    [
      (route) => route.abort('internetdisconnected'),
      'Network error - please check your connection',
    ],
    [(route) => route.fulfill(apiError(418, 'Teapot')), 'Failed to load submissions'],
  ];
  for (const [failure, message] of failures) {
    answer = failure;
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(error).toContainText(message);
  }

  answer = (route) => route.fallback();
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No submissions yet')).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('a learner views the code of past submissions and closes it with Esc or Close', async ({
  page,
}) => {
  let answer = (route: Route) => route.fulfill({ json: submissions });
  await page.route(submissionsUrl, (route) => answer(route));
  await openSubmissions(page);
  await expect(page.getByText('2 submissions')).toBeVisible();
  const list = page.getByRole('list', { name: 'Submissions' });
  await expect(list.getByRole('listitem').first()).toContainText('Wrong Answer');
  await expect(list.getByRole('listitem').first()).toContainText('1/3');
  await expect(list.getByRole('listitem').first()).toContainText('2.00 MB');

  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await list.getByRole('button', { name: 'View Code of submission 1' }).click();
  await expect(dialog).toContainText('console.log("first try");');
  await expect(dialog).toContainText('JavaScript');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await list.getByRole('button', { name: 'View Code of submission 1' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The server sent one submission without its code.
  await list.getByRole('button', { name: 'View Code of submission 2' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to view submission code');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A failed refresh says so and keeps the list; Dismiss leaves the list.
  answer = (route) => route.fulfill(apiError(500));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Failed to refresh' });
  await expect(error).toContainText('Server error - please try again later');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 submissions')).toBeVisible();
});
