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
