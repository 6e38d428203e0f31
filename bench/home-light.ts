// Issue 22: the first screens next to a bare React app on the same machine, in the same run.
// Lighthouse's mobile run multiplies whatever this machine's CPU does by four, so a figure alone
// says as much about the machine as about the page; beside the reference (bench/reference-app:
// Vite + React 19, one component, 21 list items, served uncompressed) it says what the page adds.
// Each route: performance within 3 points of the reference's, TBT at most the reference's + 150 ms
// (medians of BENCH_LH_RUNS, default 3); and Interaction to Next Paint, under a 4x CPU slowdown,
// for three taps on home (a game-menu entry, a category tab, the provider dialog) under 200 ms.
// Alone: `npm run bench -- home` (bench/run.ts; `npm run bench` builds the app and server first).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../tools/chromium.ts';
import { appLive } from '../tools/initial-js.ts';
import type { BenchRow } from './catalogue.ts';
import { medianLighthouse, type LighthouseFigures, type StartingStorage } from './lighthouse.ts';

/** Issue 7's five routes, issue 10's /m/message, and the screens of later issues. */
export const lightRoutes = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/slot-games',
  '/m/activity',
  '/m/message',
  '/m/lottery',
];
/**
 * Screens only a member sees: measured signed in (the demo's player01), as a member opens them. A
 * visitor would get the splash and then the login screen, which is not this screen's figure.
 */
const MEMBER_ROUTES = new Set(['/m/lottery']);
const DEMO_MEMBER = { username: 'player01', password: 'Player123' };
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const SCORE_POINTS = 3;
const TBT_MARGIN_MS = 150;
const INP_MS = 200;

/** Builds the reference app (a production build: React's production bundle). */
async function buildReference(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'reference-app-'));
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({
    root: path.join(import.meta.dirname, 'reference-app'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The reference's files as a plain static server sends them: no compression, no caching. */
async function serveFiles(dir: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, rel === '/' ? 'index.html' : rel);
    const found = file.startsWith(dir) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

// A string, not a function: tsx would wrap a named function in a helper the page lacks.
const OBSERVE_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The longest interaction (event timing: input delay + handlers + the next paint) of one tap. */
async function tapInp(page: Page, tap: () => Promise<void>): Promise<number> {
  await page.evaluate('window.__interactions.length = 0');
  await tap();
  // Event timing reports an interaction after its next paint; leave a few frames for it.
  await page.waitForTimeout(1500);
  const durations = (await page.evaluate('window.__interactions')) as number[];
  return durations.length ? Math.max(...durations) : 0;
}

async function expectState(locator: ReturnType<Page['locator']>, attribute: string, value: string) {
  for (let i = 0; i < 100; i++) {
    if ((await locator.getAttribute(attribute)) === value) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the tap did not set ${attribute}=${value}`);
}

/** A phone-sized page in a fresh Chromium, in EN, with its DevTools session; closed after `use`. */
async function onPhonePage<T>(
  chromiumPath: string,
  use: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(`localStorage.setItem('language', 'EN');`);
    const page = await context.newPage();
    return await use(page, await context.newCDPSession(page));
  } finally {
    await browser.close();
  }
}

/** Home's three interactions under a 4x CPU slowdown, as a mid-range phone runs them. */
export function homeInteractions(baseUrl: string, chromiumPath = findChromium()) {
  return onPhonePage(chromiumPath, async (page, cdp) => {
    await page.goto(`${baseUrl}/m/home`);
    await appLive(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(OBSERVE_INTERACTIONS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const entry = page.getByRole('navigation', { name: 'Game menu' }).getByRole('button').nth(1);
    const tab = page.getByRole('tablist').getByRole('tab').nth(2);
    const provider = page.getByRole('button', { name: /^Provider/ }).first();
    // Each tap must have done what it is for: event timing lists nothing under 16 ms, so a figure
    // of 0 is only a fast interaction once the tap is seen to have worked.
    const menuMs = await tapInp(page, () => entry.tap());
    await expectState(entry, 'aria-pressed', 'true');
    const tabMs = await tapInp(page, () => tab.tap());
    await expectState(tab, 'aria-selected', 'true');
    const dialogMs = await tapInp(page, () => provider.tap());
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
    return [
      { name: 'a game-menu entry', ms: menuMs },
      { name: 'a category tab', ms: tabMs },
      { name: 'the provider dialog', ms: dialogMs },
    ];
  });
}

/**
 * The main thread's work on a page left alone (ms of task time per second, over REST_MS after the
 * network is idle; Chromium's performance metrics), the page unthrottled: what a carousel, a
 * ticker or a timer costs every second a player looks at the page, which no load metric shows.
 */
const REST_MS = 10_000;
export function restingMainThread(url: string, chromiumPath = findChromium()) {
  return onPhonePage(chromiumPath, async (page, cdp) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
        ?.value ?? 0;
    const before = await taskSeconds();
    await page.waitForTimeout(REST_MS);
    return (((await taskSeconds()) - before) * 1000) / (REST_MS / 1000);
  });
}

/** A demo member's session as the login screen leaves it in local storage. */
async function memberStorage(baseUrl: string, chromiumPath: string): Promise<StartingStorage> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'EN');`);
    await page.goto(`${baseUrl}/m/login`);
    await page.getByLabel('Account', { exact: true }).fill(DEMO_MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/m/home');
    const session = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
    if (!session) throw new Error('signing in left no session');
    return { MC_SESSION_INFO: session };
  } finally {
    await browser.close();
  }
}

const figures = (f: LighthouseFigures) =>
  `${f.performance} (TBT ${f.tbtMs} ms, from the page's own CPU time ${f.ownTbtMs} ms; LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms)`;

export async function homeLightRows(productUrl: string, chromiumPath = findChromium()) {
  const rows: BenchRow[] = [];
  const dir = await buildReference();
  const reference = await serveFiles(dir);
  try {
    const ref = await medianLighthouse(reference.url, chromiumPath, RUNS);
    rows.push([
      `reference: bare Vite + React 19 app, Lighthouse performance (benchmarkIndex ${ref.benchmarkIndex})`,
      figures(ref),
      '',
      null,
    ]);
    const resting = [
      await restingMainThread(reference.url, chromiumPath),
      await restingMainThread(`${productUrl}/m/home`, chromiumPath),
    ].map((ms) => `${ms.toFixed(1)} ms`);
    rows.push([
      `/m/home main thread at rest (task time per second over ${REST_MS / 1000} s after network idle, unthrottled)`,
      `${resting[1]}; the reference ${resting[0]}`,
      '',
      null,
    ]);
    const member = await memberStorage(productUrl, chromiumPath);
    for (const route of lightRoutes) {
      // A production server has long rendered each page once; so has this one before it counts.
      await fetch(`${productUrl}${route}`, { headers: { accept: 'text/html' } });
      const signedIn = MEMBER_ROUTES.has(route);
      const storage = signedIn ? member : undefined;
      const lh = await medianLighthouse(`${productUrl}${route}`, chromiumPath, RUNS, storage);
      rows.push([
        `${route}${signedIn ? ' (signed in)' : ''} Lighthouse performance (benchmarkIndex ${lh.benchmarkIndex})`,
        `${figures(lh)}; ${lh.performance - ref.performance} points, TBT ${lh.tbtMs - ref.tbtMs >= 0 ? '+' : ''}${lh.tbtMs - ref.tbtMs} ms against the reference`,
        `>= ${ref.performance - SCORE_POINTS}, TBT <= ${ref.tbtMs + TBT_MARGIN_MS} ms`,
        lh.performance >= ref.performance - SCORE_POINTS && lh.tbtMs <= ref.tbtMs + TBT_MARGIN_MS,
      ]);
      rows.push([
        `${route} Lighthouse accessibility`,
        String(lh.accessibility) +
          (lh.failedA11y.length ? ` (failing: ${lh.failedA11y.join(', ')})` : ''),
        '100',
        lh.accessibility === 100,
      ]);
    }
  } finally {
    reference.server.close();
    await rm(dir, { recursive: true, force: true });
  }
  for (const i of await homeInteractions(productUrl, chromiumPath)) {
    rows.push([
      `/m/home INP, ${i.name} (4x CPU slowdown)`,
      i.ms === 0 ? 'under 16 ms (none reported)' : `${Math.round(i.ms)} ms`,
      `< ${INP_MS} ms`,
      i.ms < INP_MS,
    ]);
  }
  return rows;
}
