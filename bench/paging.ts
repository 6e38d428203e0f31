// Issue 8: paging through the whole slots list in Chromium (as a phone: 390x844, touch), next page
// after next page, with every task over 50 ms recorded (the browser's Long Tasks API). The figure
// is the longest task seen and how many there were, from the first page to the last.
import type { Browser } from 'playwright-core';
import { appLive } from '../tools/initial-js.ts';

export interface PagingFigures {
  pages: number;
  longTasks: number;
  longestMs: number;
  /** The pages whose turn saw a long task, for a look at what happened there. */
  onPages: number[];
  totalMs: number;
}

// A string, not a function: tsx would wrap a named function in a helper the page lacks.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
`;

export async function pageThroughList(
  browser: Browser,
  baseUrl: string,
  route = '/m/slot-games',
): Promise<PagingFigures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'language', value: 'EN', url: baseUrl }]);
  await context.addInitScript(`localStorage.setItem('language', 'EN');`);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`);
    await appLive(page);
    await page.evaluate(OBSERVE_LONG_TASKS);
    const next = page.getByRole('button', { name: 'Next page' });
    const current = page.locator('nav[aria-label="Pages"] [aria-current="page"]');
    const started = Date.now();
    let pages = 1;
    let seen = 0;
    const onPages: number[] = [];
    while (await next.isEnabled()) {
      await next.click();
      pages++;
      // A function, not a string: the page's CSP forbids eval.
      await page.waitForFunction(
        (n) =>
          document.querySelector('nav[aria-label="Pages"] [aria-current="page"]')?.textContent ===
            String(n) && !document.querySelector('[aria-busy="true"]'),
        pages,
      );
      const count = (await page.evaluate('window.__longTasks.length')) as number;
      if (count > seen) onPages.push(pages);
      seen = count;
      if (pages > 1000) throw new Error('the list never reached its last page');
    }
    if ((await current.textContent()) !== String(pages)) throw new Error('paging lost its place');
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    return {
      pages,
      longTasks: tasks.length,
      longestMs: Math.round(Math.max(0, ...tasks)),
      onPages,
      totalMs: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}
