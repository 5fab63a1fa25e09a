import type { Page } from '@playwright/test';
import {
  apiError,
  expect,
  holdRequests,
  listedProblem,
  problemHeading,
  runAnswer,
  signUp,
  submitAnswer,
  test,
} from './fixtures';

// Run and Submit on the solving screen (docs/product.md#code-panel). The judge's answers are
// given by the test, so what is checked is the screen, not the judge.

const runUrl = '**/api/submission/run/**';
const submitUrl = '**/api/submission/submit/**';

test.beforeEach(async ({ page, request }) => {
  const problem = await listedProblem(request);
  await signUp(page, 'Shortcut');
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible();
});

function runButton(page: Page) {
  return page.getByRole('button', { name: /^(Run|Running\.\.\.)$/ });
}
function submitButton(page: Page) {
  return page.getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ });
}

test('a learner runs with Ctrl+Enter and submits with Ctrl+quote; neither can start while the other is judged', async ({
  page,
}) => {
  const submitted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/submission/submit/')) submitted.push(request.url());
  });

  const run = await holdRequests(page, runUrl);
  await page.keyboard.press('Control+Enter');
  await run.arrived();
  await expect(runButton(page)).toHaveText('Running...');
  await expect(runButton(page)).toBeDisabled();
  await expect(submitButton(page)).toBeDisabled();
  await page.keyboard.press("Control+'");
  await expect(page.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  await run.release(runAnswer(true));
  const firstCase = page.getByRole('region', { name: 'Test case 1' });
  await expect(firstCase.getByText('Passed', { exact: true })).toBeVisible();
  await expect(runButton(page)).toBeEnabled();
  expect(submitted).toEqual([]);

  const submit = await holdRequests(page, submitUrl);
  await page.keyboard.press("Control+'");
  await submit.arrived();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Judging your submission against all tests…')).toBeVisible();
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  await expect(submitButton(page)).toBeDisabled();
  await expect(runButton(page)).toBeDisabled();
  await page.keyboard.press('Control+Enter');
  await expect(firstCase.getByText('Passed', { exact: true })).toBeVisible();
  await submit.release(submitAnswer(true));

  // The celebration shows for 4 s, then gets out of the way by itself.
  const overlay = page.getByText('ACCEPTED', { exact: true });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 6_000 });
  await expect(submitButton(page)).toBeEnabled();
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible();
  expect(submitted).toHaveLength(1);
});

test('after closing the test results, the next run opens them at 70 % again', async ({ page }) => {
  await page.route(runUrl, (route) => route.fulfill(runAnswer(false)));
  const firstCase = page.getByRole('region', { name: 'Test case 1' });
  const divider = page.getByRole('separator', { name: 'Resize editor and test results' });

  await runButton(page).click();
  await expect(firstCase.getByText('Failed', { exact: true })).toBeVisible();
  await expect(divider).toHaveAttribute('aria-valuenow', '70');
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '85');
  // A run with the pane open leaves the learner's divider where it is.
  await Promise.all([page.waitForResponse(runUrl), runButton(page).click()]);
  await expect(runButton(page)).toBeEnabled();
  await expect(firstCase).toBeVisible();
  await expect(divider).toHaveAttribute('aria-valuenow', '85');

  await page.getByRole('button', { name: 'Close test results' }).click();
  await expect(divider).toHaveCount(0);
  await expect(firstCase).toHaveCount(0);
  await runButton(page).click();
  await expect(divider).toHaveAttribute('aria-valuenow', '70');
  await expect(firstCase.getByText('Failed', { exact: true })).toBeVisible();
});

test('a refused run or submit reads as a failure with the reason, and the Submissions tab shows it', async ({
  page,
}) => {
  await page.route(runUrl, (route) => route.fulfill(apiError(503, 'The judge is busy')));
  await page.route(submitUrl, (route) => route.fulfill(apiError(500)));

  await runButton(page).click();
  const results = page.getByRole('region', { name: 'Test Results' });
  await expect(results.getByText('Some examples failed')).toBeVisible();
  await expect(results.getByText('The judge is busy')).toBeVisible();
  await expect(runButton(page)).toBeEnabled();

  // Without a message of its own, the product's text.
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: '✗ Submission failed' })).toBeVisible();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByText('Latest result:')).toContainText('Failed');
});
