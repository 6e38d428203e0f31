import type { Page } from 'playwright-core';

/** What a person sees of the shell (spec 2.3), read through accessible names (EN dictionary). */
export async function shellOf(page: Page) {
  const header = page.locator('header[data-header]');
  return {
    homeHeader: await page.getByRole('link', { name: 'Lucky Star home' }).isVisible(),
    headerKind: (await header.count()) ? await header.first().getAttribute('data-header') : null,
    title: (await page.locator('header h1').count())
      ? (await page.locator('header h1').first().textContent())?.trim()
      : null,
    banner: await page.getByRole('region', { name: 'Featured promotions' }).isVisible(),
    bottomNav: await page.getByRole('navigation', { name: 'Game categories' }).isVisible(),
    footer: await page.getByRole('navigation', { name: 'Main menu' }).isVisible(),
  };
}

/** Waits until the app has drawn its shell (past the status splash). */
export async function appReady(page: Page) {
  await page.locator('main').first().waitFor({ state: 'visible' });
}

/**
 * Serves this page's app routes as a static host would: the shell without the server's rendering
 * and boot data, so the app starts from its cache and the API alone.
 */
export async function servePlainShell(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div><script id="boot-data"[^>]*>[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
    },
  );
}
