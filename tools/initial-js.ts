// The JavaScript a route needs before the app's first render, as the browser receives it (with the
// server's compression): shared by the size budget (e2e) and the benchmark (bench).
import type { Browser, Page } from 'playwright-core';

/** The performance mark the app sets when its first render is committed (apps/web start.tsx). */
export const FIRST_RENDER_MARK = 'app:first-render';

/** Resolves once the page's app has rendered (or hydrated) for the first time. */
export const appLive = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);

/** Guest routes, one for each kind of screen, the ones the issue names first. */
export const budgetRoutes = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/slot-games',
  '/m/activity',
  '/m/forget',
  '/m/sidebar',
  '/m/useragreement',
  '/m/help',
  // Issue 22: the free-play entry and a download page.
  '/m/trail',
  '/m/download/android',
] as const;

/** Issue 20: the agent area's screens, measured with an agent's session (each its own screen). */
export const agentBudgetRoutes = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/agentRegister',
] as const;

/**
 * Issue 21: the lottery's lobby and a game, measured with a player's session (member pages);
 * issue 23: the in-house games' screens;
 * issue 22: home as a signed-in member, who also gets the login pop-ups (after the first render).
 */
export const memberBudgetRoutes = [
  '/m/lottery',
  '/m/lottery/SSC1',
  '/m/home',
  // Issue 23: the in-house dice, slot and round verify page (one route module).
  '/m/inHouse/dice',
  '/m/inHouse/slot',
  '/m/inHouse/verify',
  // Issue 23: the crash game (its verify page is the same module).
  '/m/inHouse/crash',
] as const;

/** Issue 7: home <= 110 KB, every other route <= 160 KB. */
export const budgetKB = (route: string) => (route === '/m/home' ? 110 : 160);

export interface RouteJs {
  route: string;
  /** Scripts requested before the first render was committed, transferred size. */
  initialKB: number;
  initialFiles: number;
  /** Every script the page fetched until the network went quiet. */
  allKB: number;
  /** Content-Encoding of the scripts, as sent. */
  encodings: string[];
}

/**
 * Loads a route in a fresh 390x844 page and sums the scripts' transferred bodies from Resource
 * Timing (encodedBodySize: compressed as sent). "Initial" means requested before the first render
 * mark: code loaded by that render's effects (the carousel's motion, the rest of the texts) is not.
 */
export async function measureRoute(
  browser: Browser,
  baseURL: string,
  route: string,
  /** Local storage the page starts with (a signed-in session for the agent routes). */
  storage: Record<string, string> = {},
): Promise<RouteJs> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (Object.keys(storage).length)
      await context.addInitScript(
        `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v)`,
      );
    const page = await context.newPage();
    const encodings = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        encodings.add(res.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
    await appLive(page);
    // No named functions inside: tsx (the bench) would wrap them in a helper the page lacks.
    const figures = await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0]!.startTime;
      let initial = 0;
      let files = 0;
      let all = 0;
      for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        if (!/\.js$/.test(new URL(e.name).pathname)) continue;
        all += e.encodedBodySize;
        if (e.startTime < at) {
          initial += e.encodedBodySize;
          files++;
        }
      }
      return { initial, files, all };
    }, FIRST_RENDER_MARK);
    return {
      route,
      initialKB: figures.initial / 1024,
      initialFiles: figures.files,
      allKB: figures.all / 1024,
      encodings: [...encodings],
    };
  } finally {
    await context.close();
  }
}
