import type { Page } from '@playwright/test';
import {
  failingAnswer,
  type ProviderStandIn,
  startProviderStandIn,
} from '../apps/server/src/test-support/ai-provider-stand-in';
import { type ServerProcess, startServer } from '../scripts/lib/server-process.mjs';
import { expect, signUp, test } from './fixtures';

/** The id of a bundled problem, found by its title. */
async function problemIdByTitle(baseURL: string, title: string): Promise<string> {
  const response = await fetch(
    `${baseURL}/api/problem/getAllProblem?page=1&limit=5&search=${encodeURIComponent(title)}`,
  );
  const { problems } = (await response.json()) as { problems: { _id: string; title: string }[] };
  const problem = problems.find((item) => item.title === title);
  if (!problem) throw new Error(`no bundled problem titled ${title}`);
  return problem._id;
}

async function openChat(page: Page, problemId: string) {
  await page.goto(`/problem/${problemId}`);
  await page.getByRole('tab', { name: 'ChatAI' }).click();
  await expect(
    page.getByText('I can help with hints, code review and optimal solutions'),
  ).toBeVisible();
}

const replies = (page: Page) => page.locator('li[data-role="model"]');

test.describe('the AI tutor with the built-in offline tutor', () => {
  let problemId = '';
  test.beforeAll(async () => {
    problemId = await problemIdByTitle(process.env.E2E_BASE_URL ?? '', 'Ledger Twins');
  });

  test('a learner asks for a hint with a quick action and watches it type out', async ({
    page,
  }) => {
    // Two replies of a few hundred characters each, typed at 40 ms a character.
    test.setTimeout(150_000);
    await signUp(page, 'Hinted');
    await openChat(page, problemId);
    await expect(page.getByText('Built-in offline tutor')).toBeVisible();
    await page.getByRole('button', { name: 'Give me a hint' }).click();
    await expect(page.locator('li[data-role="user"]').last()).toContainText('Give me a hint');

    // Typing out: a prefix of the reply, not yet complete, that grows.
    const reply = replies(page).last();
    await expect(reply).toHaveAttribute('data-complete', 'false');
    // Markdown renders as it types: bold is bold, its asterisks never show.
    await expect(reply.locator('strong').first()).toContainText('Hint');
    await expect(reply).not.toContainText('**');
    const startedAt = Date.now();
    const early = (await reply.textContent()) ?? '';
    await page.waitForTimeout(400);
    const later = (await reply.textContent()) ?? '';
    const elapsed = Date.now() - startedAt;
    expect(later.length).toBeGreaterThan(early.length);
    // About 40 ms a character: never more than the time allows, never the whole reply at once.
    expect(later.length - early.length).toBeLessThanOrEqual(Math.ceil(elapsed / 40) + 2);

    // Complete after the pause: rendered as markdown (bold, no asterisks left).
    await expect(reply).toHaveAttribute('data-complete', 'true', { timeout: 40_000 });
    await expect(reply.locator('strong')).toHaveText('Hint 1 of 3');
    await expect(reply).not.toContainText('**');

    // The quick actions wait while a reply types; then the next hint follows in order.
    await page.getByRole('button', { name: 'Give me a hint' }).click();
    await expect(replies(page)).toHaveCount(3); // the greeting and two replies
    await expect(replies(page).last()).toHaveAttribute('data-complete', 'true', {
      timeout: 40_000,
    });
    await expect(replies(page).last().locator('strong')).toHaveText('Hint 2 of 3');

    // The conversation stays with the problem while the page is open.
    await page.getByRole('tab', { name: 'Description' }).click();
    await page.getByRole('tab', { name: 'ChatAI' }).click();
    await expect(replies(page).filter({ hasText: 'Hint 1 of 3' })).toHaveCount(1);
  });

  test('Enter sends, Shift+Enter starts a new line, and the 2–1000 character rule is shown', async ({
    page,
  }) => {
    await signUp(page, 'Typist');
    await openChat(page, problemId);
    const box = page.getByLabel('Message the tutor');

    await box.fill('x');
    await box.press('Enter');
    await expect(page.getByText('Message must be at least 2 characters')).toBeVisible();
    await expect(page.locator('li[data-role="user"]')).toHaveCount(0);

    await box.fill('y'.repeat(1001));
    await expect(page.getByText('Message must be at most 1000 characters')).toBeVisible();

    await box.fill('');
    const startHeight = (await box.boundingBox())?.height ?? 0;
    await box.pressSequentially('hello');
    for (let line = 0; line < 12; line += 1) await box.press('Shift+Enter');
    await box.pressSequentially('tutor');
    await expect(box).toHaveValue(`hello${'\n'.repeat(12)}tutor`);
    const grownHeight = (await box.boundingBox())?.height ?? 0;
    expect(grownHeight).toBeGreaterThan(startHeight);
    expect(grownHeight).toBeLessThanOrEqual(160);

    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(page.locator('li[data-role="user"]').last()).toContainText('hello');
    await expect(page.locator('li[data-role="user"]').last()).toContainText('tutor');
    await expect(replies(page).last()).toContainText('built-in offline tutor', { timeout: 20_000 });
  });
});

test.describe('the AI tutor when its provider fails', () => {
  let standIn: ProviderStandIn;
  let server: ServerProcess;
  let baseURL = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A stand-in OpenAI-compatible server that answers every request with HTTP 500.
    standIn = await startProviderStandIn(failingAnswer(500));
    server = await startServer({
      from: 'build',
      output: 'inherit',
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `${standIn.url}/v1`,
        AI_MODEL: 'stand-in-failing-model',
        AI_API_KEY: 'sk-e2e-never-shown',
      },
    });
    baseURL = server.baseUrl;
  });

  test.afterAll(async () => {
    await server.stop();
    await standIn.close();
  });

  test('the tutor says it cannot connect, and the learner can ask again', async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signUp(page, 'Unlucky');
    await openChat(page, await problemIdByTitle(baseURL, 'Ledger Twins'));
    await expect(
      page.getByText('Answers come from the AI model stand-in-failing-model.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Why does my code fail?' }).click();
    await expect(replies(page).last()).toContainText(
      'Error connecting to AI service. Please try again later.',
    );
    await expect(page.getByText('sk-e2e-never-shown')).toHaveCount(0);
    expect(standIn.requests.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Give me a hint' })).toBeEnabled();
    await context.close();
  });
});
