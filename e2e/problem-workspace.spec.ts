import type { Page } from '@playwright/test';
import {
  expect,
  listedProblem,
  logIn,
  logOut,
  moveInApp,
  problemHeading,
  replaceCode,
  runAnswer,
  signUp,
  submitAnswer,
  test,
} from './fixtures';

test('a learner going back to another problem finds no results left from the one they left', async ({
  page,
  request,
}) => {
  const first = await listedProblem(request, 0);
  const second = await listedProblem(request, 1);
  await page.route('**/api/submission/run/**', (route) => route.fulfill(runAnswer(false)));
  await page.route('**/api/submission/submit/**', (route) => route.fulfill(submitAnswer(false)));
  await signUp(page, 'Wanderer');
  // The second problem was opened before, so the app has it at hand when the learner returns.
  await page.goto(`/problem/${second._id}`);
  await expect(problemHeading(page, second.title)).toBeVisible();
  await moveInApp(page, `/problem/${first._id}`);
  await expect(problemHeading(page, first.title)).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Test case 1' }).getByText('Failed', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: '✗ Wrong Answer on hidden test 2' }),
  ).toBeVisible();

  await moveInApp(page, `/problem/${second._id}`);
  await expect(problemHeading(page, second.title)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Test case 1' })).toHaveCount(0);
  await expect(page.getByText('Run your code to see the test results here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByText('Submit your code to see the verdict here.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^✗ / })).toHaveCount(0);
});

/** The code the solving screen opens with, as its read-only preview shows it before Monaco. */
function openingCode(page: Page) {
  return page.getByRole('textbox', { name: 'Code editor, javascript' });
}

test('on a shared browser each account, and a guest, sees only their own draft', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problem = await listedProblem(request, 2);
  const detail = await request.get(`/api/problem/problemById/${problem._id}`);
  const { startCode } = (await detail.json()) as {
    startCode: { language: string; initialCode: string }[];
  };
  const template = startCode.find((entry) => entry.language === 'JavaScript')?.initialCode ?? '';
  const mine = '// Ada solved this her way\nconsole.log(42);';

  const ada = await signUp(page, 'Ada');
  await page.goto(`/problem/${problem._id}`);
  await expect(openingCode(page)).toHaveValue(template);
  const editor = await replaceCode(page, mine);
  await expect(editor).toContainText('Ada solved this her way');
  await page.reload();
  await expect(openingCode(page)).toHaveValue(mine);

  await page.goto('/');
  await logOut(page);
  await signUp(page, 'Grace');
  await page.goto(`/problem/${problem._id}`);
  await expect(openingCode(page)).toHaveValue(template);

  await page.goto('/');
  await logOut(page);
  await page.goto(`/problem/${problem._id}`);
  await expect(openingCode(page)).toHaveValue(template);

  await logIn(page, ada.email, ada.password);
  await page.goto(`/problem/${problem._id}`);
  await expect(openingCode(page)).toHaveValue(mine);
});
