import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, problemHeading, signUp, test } from './fixtures';

// The counterexample finder from the learner's side: a wrong submission, a small failing input
// found for it, and that input moved into Run.

test.describe.configure({ timeout: 240_000 });

/** The bundled catalogue's deliberately wrong solution of "Ledger Twins" (its wrong/ folder). */
const wrongCpp = readFileSync(
  fileURLToPath(new URL('../problems/e-ledger-twins/wrong/wrong.cpp', import.meta.url)),
  'utf8',
);

test('a wrong submission gets a small failing input, which "Use as custom input" runs', async ({
  page,
}) => {
  await signUp(page, 'Tracer');
  const list = await page.request.get('/api/problem/getAllProblem?search=Ledger%20Twins&limit=1');
  const [problem] = (await list.json()).problems as { _id: string; title: string }[];
  if (!problem) throw new Error('the bundled catalogue has no "Ledger Twins"');
  const me = (await (await page.request.get('/api/user/check')).json()) as {
    user: { _id: string };
  };
  // The wrong program is put in as the learner's saved C++ draft.
  const draftKey = `grindstone:draft:user-${me.user._id}:${problem._id}:cpp`;
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(draftKey)}, ${JSON.stringify(wrongCpp)})`,
  );
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Language').selectOption({ label: 'C++' });
  await expect(page.getByRole('textbox', { name: 'Code editor, cpp' })).toHaveValue(wrongCpp);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const resultTab = page.getByRole('tabpanel', { name: 'Result' });
  await expect(resultTab.getByRole('heading', { name: /✗ Wrong Answer/ })).toBeVisible({
    timeout: 120_000,
  });

  await resultTab.getByRole('button', { name: 'Find a small failing input' }).click();
  const found = resultTab.getByRole('region', { name: 'Small failing input' });
  await expect(found).toBeVisible({ timeout: 60_000 });
  await expect(found.getByText(/Wrong Answer/)).toBeVisible();
  await expect(found.getByTestId('first-difference')).toBeVisible();
  const input = (await found.locator('pre').first().textContent()) ?? '';
  expect(input.trim().length).toBeGreaterThan(0);
  expect(input.length).toBeLessThan(400);

  await found.getByRole('button', { name: 'Use as custom input' }).click();
  const customInput = page.getByRole('textbox', { name: /Custom input/ });
  await expect(customInput).toHaveValue(input);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const results = page.getByRole('region', { name: 'Test Results' });
  // The examples pass; the custom input, judged against the reference, fails.
  const cases = results.getByRole('region', { name: /Test case/ });
  await expect(cases.last()).toContainText('Failed', { timeout: 120_000 });
  await expect(cases.last()).toContainText(input.trim());
});
