import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** An iPhone 12–15's CSS viewport: the width the phone layout is checked at. */
export const PHONE = { width: 390, height: 844 } as const;

interface SidewaysReport {
  scrollWidth: number;
  innerWidth: number;
  /** Elements reaching past the right edge with nothing between them and the page to hold them. */
  overflowing: string[];
}

/**
 * What makes the page scroll sideways, as a `SidewaysReport`. An element wider than the viewport
 * is fine inside a box that scrolls or clips on its own (a table's scroller, the code editor):
 * only one whose overflow reaches the page is reported. A string, so this Node-side file needs
 * no DOM types: it runs in the page.
 */
const measureSideways = `(() => {
  const innerWidth = window.innerWidth;
  const describe = (element) => {
    const classes = String(element.getAttribute('class') ?? '').slice(0, 60);
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return '<' + element.tagName.toLowerCase() + ' class="' + classes + '"> "' + text + '"';
  };
  const containedBy = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  };
  const overflowing = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= innerWidth + 0.5) continue;
    if (getComputedStyle(element).position === 'fixed' || containedBy(element)) continue;
    overflowing.push(describe(element) + ' ends at ' + Math.round(rect.right) + ' px');
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    overflowing: overflowing.slice(0, 5),
  };
})()`;

/** The page at its current state does not scroll sideways, and nothing pushes past the edge. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const report = (await page.evaluate(measureSideways)) as SidewaysReport;
  expect(report.overflowing, `${where}: elements past the right edge`).toEqual([]);
  expect(report.scrollWidth, `${where}: document scroll width`).toBeLessThanOrEqual(
    report.innerWidth,
  );
}

/** Every element `locator` matches lies wholly between the viewport's left and right edges. */
export async function expectWithinWidth(locator: Locator, what: string) {
  const count = await locator.count();
  expect(count, `${what}: matches`).toBeGreaterThan(0);
  const { width } = locator.page().viewportSize() ?? PHONE;
  for (let index = 0; index < count; index += 1) {
    const item = locator.nth(index);
    await expect(item, `${what} #${index + 1}`).toBeVisible();
    const box = await item.boundingBox();
    const edges = box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    expect(edges, `${what} #${index + 1} (${await item.innerText()})`).not.toBeNull();
    const [left = 0, right = 0] = edges ?? [];
    expect(left, `${what} #${index + 1}: left edge`).toBeGreaterThanOrEqual(0);
    expect(right, `${what} #${index + 1}: right edge`).toBeLessThanOrEqual(width);
  }
}
