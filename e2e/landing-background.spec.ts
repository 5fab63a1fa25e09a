import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The glitching-letters canvas paints in a worker (OffscreenCanvas), so its pixels cannot be read
// from the page: these tests compare screenshots of the canvas taken a moment apart.

const backgroundOf = (page: Page) => page.locator('canvas').first();

/** Whether the canvas shows a different picture after `ms` milliseconds. */
async function changesWithin(canvas: Locator, ms: number): Promise<boolean> {
  const before = await canvas.screenshot({ animations: 'allow' });
  await canvas.page().waitForTimeout(ms);
  const after = await canvas.screenshot({ animations: 'allow' });
  return !before.equals(after);
}

/** Waits until the animation has started (it starts when the browser is first idle). */
async function waitUntilAnimating(canvas: Locator) {
  await expect.poll(() => changesWithin(canvas, 400), { timeout: 15_000 }).toBe(true);
}

/**
 * Headless Chromium never hides a tab by itself: report it hidden or visible the way a browser
 * does when the learner switches tabs (document.hidden, then a visibilitychange event).
 */
async function reportTabHidden(page: Page, hidden: boolean) {
  await page.evaluate(
    `Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${hidden} });
     document.dispatchEvent(new Event('visibilitychange'));`,
  );
}

test('the landing background animates, and stops while the tab is hidden', async ({ page }) => {
  await page.goto('/');
  const canvas = backgroundOf(page);
  await expect(canvas).toBeAttached();
  await waitUntilAnimating(canvas);

  await reportTabHidden(page, true);
  await page.waitForTimeout(300); // let a frame already in flight land
  expect(await changesWithin(canvas, 800)).toBe(false);

  await reportTabHidden(page, false);
  await waitUntilAnimating(canvas);
});

test('under prefers-reduced-motion the landing background is a still picture', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const canvas = backgroundOf(page);
  await expect(canvas).toBeAttached();
  await page.waitForTimeout(1500); // past the idle start, so a running animation would show
  expect(await changesWithin(canvas, 1000)).toBe(false);

  // The same page starts moving once the preference is lifted: the stillness came from it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await waitUntilAnimating(canvas);
});
