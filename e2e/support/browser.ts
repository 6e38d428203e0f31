import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { chromiumArgs } from '../../tools/chromium.ts';
import { appLive } from '../../tools/initial-js.ts';

export const baseURL = () => inject('baseURL');

/** The phone every browser test uses: 390x844, touch, as in the issue. */
export const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/** One Chromium per test file; each test opens its own context (fresh storage). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async page(
      options: {
        language?: 'BN' | 'EN';
        headers?: Record<string, string>;
        userAgent?: string;
        /**
         * The login pop-ups (issue 22) cover home after a sign-in; a test that is not about them
         * gets them hidden for the day ("don't show again today"), as a player can.
         */
        loginPopups?: boolean;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        ...mobile,
        baseURL: baseURL(),
        extraHTTPHeaders: options.headers,
        ...(options.userAgent && { userAgent: options.userAgent }),
      });
      if (!options.loginPopups) {
        await context.addInitScript(() => {
          // No named functions inside (see tools/initial-js.ts).
          const d = new Date();
          const month = String(d.getMonth() + 1).padStart(2, '0');
          const day = String(d.getDate()).padStart(2, '0');
          localStorage.setItem('popupHiddenOn', `${d.getFullYear()}-${month}-${day}`);
        });
      }
      if (options.language) {
        // Only before the first page script runs, so a test can still switch language later.
        await context.addInitScript((lang) => {
          if (!sessionStorage.getItem('__e2e_lang_set')) {
            localStorage.setItem('language', lang);
            sessionStorage.setItem('__e2e_lang_set', '1');
          }
        }, options.language);
      }
      const page = await context.newPage();
      whenLive(page);
      recordProblems(page);
      // Closed when its test ends (a failed one leaves a screenshot first): an open page keeps its
      // renderer busy (carousels, marquees, timers) and would slow every later test of the file.
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') {
          mkdirSync(artifacts, { recursive: true });
          const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
          await page.screenshot({ path: path.join(artifacts, `${name}.png`) }).catch(() => {});
          const problems = problemsOf(page);
          console.log(`"${task.name}" failed on ${page.url()}`);
          if (problems.length)
            console.log(`What the page met before "${task.name}" failed:\n${problems.join('\n')}`);
        }
        await context.close().catch(() => {});
      });
      return page;
    },
  };
}

/**
 * The `language` cookie a first visit would have left (the app writes it beside its storage key),
 * so the next page arrives rendered in that language. Set directly rather than by a first visit:
 * that visit, rendered in BN for an EN reader, asks the API for its EN answers after it goes live,
 * and on a slow machine those calls land after the test has started listening for the next page's.
 */
export async function rememberLanguage(page: Page, language: 'BN' | 'EN') {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL() }]);
}

const problems = new WeakMap<Page, string[]>();

/**
 * What went wrong in a page so far (its errors, failed requests and answers of 400 or more, each
 * at its second since the page opened): a failed test prints them, and a wait that gives up names
 * them, so a failure seen once in CI says more than "timed out".
 */
export const problemsOf = (page: Page) => problems.get(page) ?? [];

function recordProblems(page: Page) {
  const list: string[] = [];
  problems.set(page, list);
  const opened = performance.now();
  const seconds = () => ((performance.now() - opened) / 1000).toFixed(1);
  const add = (line: string) => list.length < 50 && list.push(`  ${seconds()} s ${line}`);
  page.on('pageerror', (e) => add(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && add(`console error: ${m.text()}`));
  page.on('requestfailed', (r) => add(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => r.status() >= 400 && add(`answer ${r.status()}: ${r.url()}`));
}

/**
 * A page arrives rendered by the server and becomes the live app a moment later: `goto` and
 * `reload` wait for that moment (unless the test asks for an earlier point with `waitUntil`), so a
 * tap is never lost on markup that is not listening yet.
 */
function whenLive(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await appLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await appLive(page);
    return response;
  };
}

/** Calls a dev-only route of the server (absent in production). */
export async function devMerchant(settings: {
  maintenance?: boolean;
  allowedCountries?: string[];
}) {
  const res = await fetch(`${baseURL()}/dev/merchant`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`PUT /dev/merchant failed: ${res.status} ${await res.text()}`);
}
