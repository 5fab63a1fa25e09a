import type { Page } from '@playwright/test';
import { expect, listedProblem, signUp, test } from './fixtures';

// Spaced review and the problem of the day (docs/practice.md#review).

/** Submits the problem's own JavaScript reference solution through the learner's session. */
async function solveThroughApi(page: Page, problemId: string) {
  const detail = await page.request.get(`/api/problem/problemById/${problemId}`);
  const { referenceSolution } = (await detail.json()) as {
    referenceSolution: Array<{ language: string; completeCode: string }>;
  };
  const code = referenceSolution.find((entry) => entry.language === 'JavaScript')?.completeCode;
  const submit = await page.request.post(`/api/submission/submit/${problemId}`, {
    data: { code, language: 'javascript' },
    timeout: 120_000,
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  expect(((await submit.json()) as { accepted: boolean }).accepted).toBe(true);
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

test('a learner grades a solved problem from its page and sees the next date, here and on the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Reviewer');
  // Before anything is solved: the Continue strip on the landing page.
  const strip = page.getByRole('region', { name: 'Continue' });
  await expect(strip.getByRole('link', { name: 'Nothing to review today' })).toBeVisible();
  await expect(strip.getByText('Problem of the day:')).toBeVisible();

  const problem = await listedProblem(request);
  await solveThroughApi(page, problem._id);

  await page.goto(`/problem/${problem._id}`);
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toBeVisible({ timeout: 30_000 });
  // Solving scheduled the first review a day later.
  await expect(review.getByText(/^Next review: /)).toBeVisible();

  const graded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/review/'),
  );
  await review.getByRole('button', { name: 'Good' }).click();
  const state = (await (await graded).json()) as { dueAt: string; intervalDays: number };
  expect(state.intervalDays).toBeGreaterThanOrEqual(1);
  const days = Math.round(state.intervalDays);
  await expect(review.getByText(/^Next review: /)).toHaveText(
    `Next review: ${dateOf(state.dueAt)} (in ${days} day${days === 1 ? '' : 's'})`,
  );

  // The profile's queue lists it among the upcoming reviews, on that date.
  await page.goto('/profile');
  const queue = page.locator('#review');
  await expect(queue.getByText('Nothing to review today')).toBeVisible({ timeout: 30_000 });
  const upcoming = queue.getByRole('list', { name: 'Coming up' }).getByRole('listitem');
  await expect(upcoming.filter({ hasText: problem.title })).toContainText(dateOf(state.dueAt));
  await expect(page.getByRole('heading', { name: 'Problem of the day' })).toBeVisible();

  // Turned off, it leaves the queue.
  await page.goto(`/problem/${problem._id}`);
  await expect(review.getByText(/^Next review: /)).toBeVisible({ timeout: 30_000 });
  await review.getByRole('checkbox', { name: 'Review this problem' }).uncheck();
  await expect(review.getByText('Review is off for this problem.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Good' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(queue.getByText('Nothing to review today')).toBeVisible({ timeout: 30_000 });
  await expect(queue.getByText(problem.title)).toHaveCount(0);
  // The problem page still knows it is off, and turns it back on.
  await page.goto(`/problem/${problem._id}`);
  const toggle = review.getByRole('checkbox', { name: 'Review this problem' });
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });
  await toggle.check();
  await expect(review.getByRole('button', { name: 'Good' })).toBeVisible();
  await expect(review.getByText(/^Next review: /)).toBeVisible();
});
