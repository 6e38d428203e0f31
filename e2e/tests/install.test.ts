import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';

// Issue 10, the installable app: spec 2.13 (update banner, download bar), spec 4 (their dismissal
// rules), spec 9 (App...Ver user agent; storage keys downloadBarClosed, mobileUpdate).
const browser = useBrowser();

const NATIVE_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 AppAndroidVer/1.2.0';

async function putApp(app: Record<string, unknown>) {
  const res = await fetch(`${baseURL()}/dev/merchant`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app }),
  });
  if (!res.ok) throw new Error(`PUT /dev/merchant failed: ${res.status} ${await res.text()}`);
}

beforeEach(() => putApp({ latestVersion: '2.0.0', mandatoryUpdate: false }));
afterAll(() => putApp({ latestVersion: '2.0.0', mandatoryUpdate: false }));

/** Waits until the service worker is active: its install step has filled the precache. */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

describe('the service worker (issue 10)', () => {
  it.each([
    ['BN', 'আপনি অফলাইনে আছেন', 'আবার চেষ্টা করুন'],
    ['EN', 'You are offline', 'Try again'],
  ] as const)(
    'after one visit, a reload or a navigation offline shows the offline screen in %s, never the browser error page',
    async (language, title, retry) => {
      const page = await browser.page({ language });
      await page.goto('/m/home');
      expect(await workerReady(page)).toBe(`${baseURL()}/m/sw.js`);
      const appChunk = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
      );

      await page.context().setOffline(true);
      await page.reload({ waitUntil: 'load' });
      expect(page.url()).toBe(`${baseURL()}/m/home`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByRole('button', { name: retry }).isVisible()).toBe(true);
      // Its icon came from the precache, and so does the app's code.
      const iconWidth = await page
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(iconWidth).toBeGreaterThan(0);
      expect(appChunk).toMatch(/\/m\/assets\/.+\.js$/);
      const chunkStatus = await page.evaluate((url) => fetch(url).then((r) => r.status), appChunk);
      expect(chunkStatus).toBe(200);

      // Trying again while offline shows the same screen; back online, the screen loads the page
      // that was asked for by itself.
      await page.getByRole('button', { name: retry }).click();
      await page.waitForLoadState('load');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await page.context().setOffline(false);
      await expect.poll(() => page.locator('#root main').count(), { timeout: 15_000 }).toBe(1);
      expect(page.url()).toBe(`${baseURL()}/m/home`);
    },
  );

  it('offline, a navigation to another page shows the offline screen at that address', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await workerReady(page);
    await page.context().setOffline(true);
    await page.goto('/m/activity', { waitUntil: 'load' });
    await page.waitForURL('**/m/activity', { timeout: 10_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
  });

  it('never answers an API call from a cache: offline, it fails, and no cache holds one', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await workerReady(page);
    // A controlled page (the worker controls what loads after it is active).
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const paths = [
      '/wps/system/settings/consolidated',
      '/wps/system/status',
      '/wps/system/appInfo',
    ];
    const online = await page.evaluate(
      (list) => Promise.all(list.map((p) => fetch(p).then((r) => r.status))),
      paths,
    );
    expect(online).toEqual([200, 200, 200]);

    await page.context().setOffline(true);
    const offline = await page.evaluate(
      (list) =>
        Promise.all(
          list.map((p) =>
            fetch(p).then(
              (r) => `answered ${r.status}`,
              () => 'failed',
            ),
          ),
        ),
      paths,
    );
    expect(offline).toEqual(['failed', 'failed', 'failed']);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.some((u) => u.includes('/m/assets/'))).toBe(true);
    expect(cached.filter((u) => /\/(wps|lgw|vendor|operator|dev)\//.test(u))).toEqual([]);
    // Pages are not cached either: each is rendered for its caller.
    expect(cached.filter((u) => /\/m\/(home|activity)?$/.test(u))).toEqual([]);
  });
});

describe('a new version of the app', () => {
  // Retried: under the debugger protocol Chromium sometimes never lets the new worker activate
  // (it waits for the old one to be idle, and a worker the debugger inspects may never count as
  // idle), so the page's full load of the next link never completes. Two clean-clone CI runs of
  // 2026-11-27 met it (the load still pending after 30 s, then after 60 s); run alone, the file
  // failed 1 time in 8 (beside a build). Each attempt is a new browser context: a first visit.
  it(
    'waits while the page is in use and takes over at the next navigation inside the app',
    { retry: 2, timeout: 90_000 },
    async () => {
      const page = await browser.page({ language: 'EN' });
      let build = 'first';
      // A second deployment: the same worker with other bytes.
      await page.context().route('**/m/sw.js', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n// build ${build}\n` });
      });
      await page.goto('/m/home');
      await workerReady(page);
      await page.reload();
      // The page's own part of the hand-over is set up with its overlays (the download bar's).
      await page.getByRole('region', { name: 'Get the app' }).waitFor();
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      build = 'second';
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/m/');
        await registration?.update();
      });
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration('/m/');
              return registration?.waiting?.state ?? null;
            }),
          { timeout: 15_000 },
        )
        .toBe('installed');
      // No reload in the middle of the screen: the new version waits.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

      // The next link inside the app loads that page in full, on the new version: a page load, where
      // the app's own navigation is not one. The click does not wait for it (see above); the load is
      // watched instead.
      const loaded = page.waitForEvent('load', { timeout: 30_000 });
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Promotion' })
        .click({ noWaitAfter: true });
      await loaded;
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
      expect(page.url()).toBe(`${baseURL()}/m/activity`);
      // Still served by a worker. Which version controls it from here is Chromium's call: it
      // activates the new one once the old one is idle, and a browser driven through the debugger
      // protocol (as here) keeps workers it inspects alive, so that moment may never come in a test.
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    },
  );
});

describe('the download bar (spec 4, 9)', () => {
  it('shows on home; closing it hides it for good, across reloads and browser sessions of that browser', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    const bar = page.getByRole('region', { name: 'Get the app' });
    await bar.waitFor();
    expect(
      await bar.getByRole('link', { name: 'Download the Lucky Star app' }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    await page.getByRole('button', { name: 'Close the download bar' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('downloadBarClosed'))).toBe('1');

    await page.reload();
    // Long enough for the overlays to load and decide.
    await page
      .getByRole('region', { name: 'Get the app' })
      .waitFor({ state: 'attached', timeout: 3000 })
      .then(
        () => {
          throw new Error('the download bar came back after a reload');
        },
        () => undefined,
      );
    // A new tab of the same browser (a new browser session) keeps it closed: it is local storage.
    const again = await page.context().newPage();
    await again.goto('/m/home');
    await again.waitForTimeout(3000);
    expect(await again.getByRole('region', { name: 'Get the app' }).count()).toBe(0);
  });

  it('is hidden inside the native app, which gets the update banner instead', async () => {
    const page = await browser.page({ language: 'EN', userAgent: NATIVE_APP_UA });
    await page.goto('/m/home');
    await page.getByRole('region', { name: 'App update' }).waitFor();
    expect(await page.getByRole('region', { name: 'Get the app' }).count()).toBe(0);
  });
});

describe('the app update banner (spec 2.13, 4)', () => {
  it('opens the Android link; closing lasts the browser session only', async () => {
    const page = await browser.page({ language: 'BN', userAgent: NATIVE_APP_UA });
    await page.goto('/m/home');
    const banner = page.getByRole('region', { name: 'অ্যাপ আপডেট' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('2.0.0');
    expect(await banner.getByRole('link', { name: 'এখনই আপডেট করুন' }).getAttribute('href')).toMatch(
      /\.apk$/,
    );
    await page.getByRole('button', { name: 'আপডেটের বার্তা বন্ধ করুন' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.getByRole('region', { name: 'অ্যাপ আপডেট' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('mobileUpdate'))).toBe('1');

    // Another tab is another browser session: session storage starts empty, the banner is back.
    const other = await page.context().newPage();
    await other.goto('/m/login');
    await other.getByRole('region', { name: 'অ্যাপ আপডেট' }).waitFor();
  });

  it('cannot be closed when the update is mandatory, even after an earlier dismissal', async () => {
    await putApp({ mandatoryUpdate: true });
    const page = await browser.page({ language: 'EN', userAgent: NATIVE_APP_UA });
    await page.goto('/m/home');
    await page.evaluate(() => sessionStorage.setItem('mobileUpdate', '1'));
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'App update' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('no longer supported');
    expect(await page.getByRole('button', { name: 'Close the update notice' }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Update now' }).isVisible()).toBe(true);
  });

  it('is not shown once the app is up to date', async () => {
    await putApp({ latestVersion: '1.2.0' });
    const page = await browser.page({ language: 'EN', userAgent: NATIVE_APP_UA });
    await page.goto('/m/home');
    await page.waitForTimeout(3000);
    expect(await page.getByRole('region', { name: 'App update' }).count()).toBe(0);
  });
});
