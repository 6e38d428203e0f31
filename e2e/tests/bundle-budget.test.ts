import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs } from '../../tools/chromium.ts';
import {
  agentBudgetRoutes,
  budgetKB,
  budgetRoutes,
  measureRoute,
  memberBudgetRoutes,
  type RouteJs,
} from '../../tools/initial-js.ts';
import { signIn } from './accounts-support.ts';
import { baseURL } from '../support/browser.ts';

// Issue 7's size budget: the JavaScript each route fetches before the app's first render, as sent
// (brotli). Sizes are deterministic for a build; timings belong to `npm run bench`.
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

let browser: Browser;
const figures: RouteJs[] = [];

/**
 * Each route in a context of its own, three at a time (sizes do not depend on timing), in the
 * order given.
 */
async function measureAll(routes: readonly string[], storage: Record<string, string> = {}) {
  const out: RouteJs[] = new Array(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const i = next++;
      out[i] = await measureRoute(browser, baseURL(), routes[i]!, storage);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return out;
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
  // The agent screens as agent01 sees them, the lottery's as player01 does: their sessions, as
  // the sign-in left them in storage.
  const [agent, player] = await Promise.all([
    sessionOf('agent01', 'Agent123'),
    sessionOf('player01', 'Player123'),
  ]);
  figures.push(
    ...(await measureAll(budgetRoutes)),
    ...(await measureAll(agentBudgetRoutes, { MC_SESSION_INFO: agent })),
    ...(await measureAll(memberBudgetRoutes, { MC_SESSION_INFO: player })),
  );
  console.log(
    ['route                 initial JS (budget)     all JS by network idle']
      .concat(
        figures.map(
          (f) =>
            `${f.route.padEnd(20)}  ${f.initialKB.toFixed(1).padStart(6)} KB (<= ${budgetKB(f.route)})` +
            `   ${f.allKB.toFixed(1).padStart(6)} KB   ${f.initialFiles} files, ${f.encodings.join('/')}`,
        ),
      )
      .join('\n'),
  );
});
afterAll(async () => {
  await browser?.close();
});

async function sessionOf(username: string, password: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseURL() });
  await context.addInitScript("localStorage.setItem('language', 'EN')");
  const page = await context.newPage();
  await signIn(page, username, password);
  const session = (await page.evaluate("localStorage.getItem('MC_SESSION_INFO')")) as string;
  await context.close();
  return session;
}

// A route measured twice (home, as a visitor and as player01: issue 22's pop-ups) is told apart by
// its place in `figures`, which follows this order.
const everyRoute = [...budgetRoutes, ...agentBudgetRoutes, ...memberBudgetRoutes].map(
  (route, i) => [i < budgetRoutes.length ? route : `${route} (signed in)`, i] as const,
);

describe('JavaScript before the first render (issue 7)', () => {
  it.each(everyRoute)('%s stays within its budget', (_, i) => {
    const f = figures[i]!;
    const route = f.route;
    expect(f.initialKB).toBeGreaterThan(20); // measured something: React alone is more
    expect(f.initialKB).toBeLessThanOrEqual(budgetKB(route));
  });

  it('counts the scripts as sent: brotli (files under 1 KB go uncompressed)', () => {
    for (const f of figures) {
      expect(f.encodings).toContain('br');
      expect(f.encodings.every((e) => e === 'br' || e === 'identity')).toBe(true);
    }
  });

  it("ships React's production build, although this suite built with NODE_ENV=development", () => {
    // The root script `test:e2e` builds with NODE_ENV=development, the server's default value.
    const manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const app = readFileSync(path.join(dist, manifest['src/app/start.tsx']!.file), 'utf8');
    expect(app).toContain('react.dev/errors/'); // production React reports errors by number
    expect(app).not.toContain('jsxDEV');
    expect(app).not.toContain('react-stack-bottom-frame');
  });
});
