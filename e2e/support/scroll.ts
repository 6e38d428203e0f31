import type { Locator, Page } from 'playwright-core';
import { problemsOf } from './browser.ts';

/**
 * Scrolls down a screenful at a time until `target` is on the page. Home's widgets below the fold
 * mount when the player scrolls near them, and what loads above them can push them away again
 * before they are seen: one long scroll can leave the page where nothing is near (seen in CI: the
 * lottery results never mounted after a single 10,000 px wheel), as a player who scrolls on would
 * not be.
 */
export async function scrollTo(page: Page, target: Locator, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  while (!(await target.isVisible())) {
    if (Date.now() > until) {
      const where = await page.evaluate(
        () => `at ${Math.round(scrollY)} px of ${document.documentElement.scrollHeight}`,
      );
      const met = problemsOf(page);
      throw new Error(
        `scrollTo: ${target} not on the page after ${timeoutMs} ms of scrolling, ${where}` +
          (met.length
            ? `; the page met:\n${met.join('\n')}`
            : '; no page errors, failed requests or answers of 400 or more'),
      );
    }
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await target.scrollIntoViewIfNeeded();
}
