import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

// docs/product.md#accessibility-and-look: accessibility 100, labels on every input, names on
// every icon button, contrast ≥ 4.5:1. axe checks the WCAG 2.0/2.1/2.2 A and AA rules on each
// page as a user sees it.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's `document`, as far as these checks use it (the e2e project has no DOM types). */
type AnimatedDocument = {
  getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
};

/** Finite animations (the hero's rise) must end first: half-faded text fails contrast checks. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: AnimatedDocument }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY ||
          animation.playState === 'finished',
      ),
  );
}

/** Runs axe on the page and fails with each violation's rule, impact and offending nodes. */
async function expectNoViolations(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((violation) =>
    [
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
      ...violation.nodes.map(
        (node) =>
          `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    ].join('\n'),
  );
  expect(report, `axe found violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

test('the landing, login and signup pages have no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the problem list and a problem page have no WCAG A/AA violations', async ({ page }) => {
  await signUp(page, 'Reader');
  await page.goto('/problems');
  const firstProblem = page.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstProblem).toBeVisible();
  await expectNoViolations(page);

  await firstProblem.click();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Code editor' })).toBeVisible();
  await expect(page.getByRole('tabpanel').first().getByRole('heading').first()).toBeVisible();
  await expectNoViolations(page);

  // Monaco, once the learner reaches for it: its theme must keep every token readable.
  await page.getByRole('region', { name: 'Code editor' }).hover();
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(page);
});
