import type { BootData } from '@app/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, rememberLanguage, useBrowser } from '../support/browser.ts';
import { appLive } from '../../tools/initial-js.ts';
import { signIn } from './accounts-support.ts';

// Issue 7: every page arrives rendered by the server (spec 2.3 layout, 2.5 home, in the reader's
// language) with its boot data inline, and becomes the live app in place (hydration) without a
// mismatch, a warning or a second render over it.
const browser = useBrowser();

/** Console errors and warnings and uncaught errors of a page, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Opens a page, keeps the server's own `<main>` as the document finishes parsing (the app's code
 * loads only after the first paint), and tells whether that very element is still in the document
 * once the app is live: hydration keeps the server's elements, a fresh render replaces them.
 */
async function openAndHydrate(page: Page, url: string) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverMain?: Element | null }).serverMain = document.querySelector('#root main');
    }),
  );
  const response = await page.goto(url);
  const kept = await page.evaluate(
    () => (window as { serverMain?: Element | null }).serverMain?.isConnected ?? null,
  );
  return { html: (await response?.text()) ?? '', kept };
}

const routes = [
  { url: '/m/home', EN: 'Featured promotions', BN: 'লাকি স্টার' },
  { url: '/m/login', EN: 'Login', BN: 'লগইন' },
  { url: '/m/register', EN: 'Register', BN: 'নিবন্ধন' },
  { url: '/m/slot-games', EN: 'Slots', BN: 'স্লট' },
  { url: '/m/activity', EN: 'Promotions', BN: 'প্রমোশন' },
] as const;

describe('the first screen (issue 7; spec 2.3, 2.5)', () => {
  for (const language of ['BN', 'EN'] as const) {
    it.each(routes)(
      `$url in ${language}: rendered by the server, hydrated without a warning`,
      async (route) => {
        const page = await browser.page({ language });
        const problems = problemsOf(page);
        // First visit: the server does not know the language yet; the app renders it afresh and
        // remembers it for the server, which renders the next visit in it.
        await page.goto(route.url);
        const { html, kept } = await openAndHydrate(page, route.url);
        expect(html).toContain(`<html lang="${language.toLowerCase()}"`);
        expect(html).toContain(route[language]);
        expect(html).toContain('<script id="boot-data" type="application/json">');
        expect(kept).toBe(true);
        expect(problems).toEqual([]);
      },
    );
  }

  it('renders the home banners and the hero image preload into the HTML', async () => {
    const page = await browser.page({ language: 'EN' });
    const { html } = await openAndHydrate(page, '/m/home');
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preload).toMatch(/^\/assets-cdn\/banners\//);
    expect(html).toContain(`src="${preload}"`);
    // The carousel still moves once its code has arrived (spec 2.5: every 5000 ms).
    const dots = page.getByRole('button', { name: /Show banner/ });
    await expect
      .poll(() => dots.nth(1).getAttribute('aria-current'), { timeout: 8000 })
      .toBe('true');
  });

  it('renders a game screen with its first page of games and tabs, and asks the API for neither (issue 8)', async () => {
    const page = await browser.page({ language: 'EN' });
    const problems = problemsOf(page);
    await rememberLanguage(page, 'EN');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/GCSGAME_(gameList|newGameVendor)/.test(r.url())) calls.push(r.url());
    });
    const { html, kept } = await openAndHydrate(page, '/m/slot-games?vassalage=PG');
    // The first tile's picture is preloaded; the list is PG's slots, as the query says.
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preload).toMatch(/^\/assets-cdn\/games\/1\d{4}\.png$/);
    const tiles = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
    await expect.poll(() => tiles.count()).toBe(21);
    const bootJson = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    const boot = JSON.parse(bootJson![1]!) as BootData;
    const games = boot.gameLists?.[0]?.value.games ?? [];
    expect(games.map((g) => g.vassalage)).toEqual(Array(21).fill('PG'));
    expect(html).toContain(`>${games[0]!.gameName}<`);
    await expect
      .poll(() =>
        tiles.first().getByRole('button', { name: games[0]!.gameName, exact: true }).count(),
      )
      .toBe(1);
    const tabs = page.getByRole('navigation', { name: 'Game types' });
    expect(await tabs.getByRole('link', { name: 'Live' }).count()).toBe(1);
    expect(kept).toBe(true);
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("a member's screen opened signed in: the server's splash gives way to the screen in the app's first render (issue 22)", async () => {
    const page = await browser.page({ language: 'EN' });
    await rememberLanguage(page, 'EN');
    await signIn(page, 'player01', 'Player123');
    // What the page shows at each of React's commits, through the hook React calls for its
    // developer tools. Hydrating the server's splash and then swapping in the screen would render
    // the whole screen as one update from the session store, in one long task: the first commit
    // must already be the screen, rendered afresh in slices.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shown });
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberRoot: () =>
            shown.push(
              document.querySelector('#root [aria-label="Lottery games"]') ? 'lobby' : 'no lobby',
            ),
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
        },
      });
    });
    // The server cannot see the session: its page is the splash, without the lobby.
    const response = await page.goto('/m/lottery');
    expect(await response?.text()).not.toContain('Lottery games');
    await expect.poll(() => page.getByRole('list', { name: 'Lottery games' }).count()).toBe(1);
    const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(shown[0]).toBe('lobby');
  });

  it("the previous shell's stored keys are gone once the app is live (spec 9)", async () => {
    const page = await browser.page({ language: 'EN' });
    const keys = ['vuex', 'persist:root', 'lang', 'token'];
    // Written before the app's code runs, as the shell that served this domain before left them.
    await page.addInitScript((stale: string[]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const key of stale) {
        localStorage.setItem(key, 'stale');
        sessionStorage.setItem(key, 'stale');
      }
    }, keys);
    await page.goto('/m/home');
    await appLive(page);
    const left = await page.evaluate(
      (stale) =>
        stale.flatMap((key) =>
          [localStorage.getItem(key), sessionStorage.getItem(key)].filter((v) => v !== null),
        ),
      keys,
    );
    expect(left).toEqual([]);
  });

  it('a language chosen on another visit is rendered by the server from then on', async () => {
    const page = await browser.page();
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    // No cookie yet (storage from before the server rendered pages): rendered in BN, shown in EN.
    const first = await openAndHydrate(page, '/m/home');
    expect(first.html).toContain('<html lang="bn"');
    expect(first.kept).toBe(false);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    const second = await openAndHydrate(page, '/m/home');
    expect(second.html).toContain('<html lang="en"');
    expect(second.kept).toBe(true);
  });

  it('an unknown language code falls back to BN on both sides', async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'language', value: 'xx', url: baseURL() }]);
    await page.addInitScript(() => localStorage.setItem('language', 'klingon'));
    const problems = problemsOf(page);
    const { html, kept } = await openAndHydrate(page, '/m/home');
    expect(html).toContain('<html lang="bn"');
    expect(kept).toBe(true);
    await page.getByRole('link', { name: 'লগইন' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a signed-in player gets the guest page from the server and their own header right after, without a mismatch', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, 'player01', 'Player123');
    await page.getByRole('banner').getByText('Lucky Player').waitFor();
    const problems = problemsOf(page);
    const { html, kept } = await openAndHydrate(page, '/m/home');
    expect(html).not.toContain('Lucky Player');
    expect(kept).toBe(true);
    await page.getByRole('banner').getByText('Lucky Player').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
