import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

// Spec 2.5 home: the game menu and entrance, the vendor strip and the visitor's taps, in Chromium
// against the real server and its demo catalogue.
const browser = useBrowser();

const strip = (page: Page) => page.getByRole('list', { name: 'Providers' });
const selectedTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Game types' }).locator('[aria-selected="true"]').textContent();

/** Horizontal distance between the centres of an element and the strip's window. */
async function offCentre(page: Page, name: string) {
  const view = await page.locator('ul[aria-label="Providers"]').locator('..').boundingBox();
  const slide = await strip(page).getByRole('button', { name, exact: true }).boundingBox();
  return Math.abs(slide!.x + slide!.width / 2 - (view!.x + view!.width / 2));
}

describe('home game entrance (spec 2.5)', () => {
  it("opens on HOT with 'all' first; a vendor filters the list and is centred in the strip", async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('tablist', { name: 'Game types' }).waitFor();
    expect(await selectedTab(page)).toBe('Hot');
    const all = strip(page).getByRole('button').first();
    expect(await all.textContent()).toBe('All');
    expect(await all.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('tab', { name: 'Slots', exact: true }).click();
    // A slide in view, as a thumb would tap it (a locator would scroll a hidden one in natively).
    const asked = page.waitForRequest(
      (r) => new URL(r.url()).searchParams.get('vassalage') === 'PP' && /gameList/.test(r.url()),
    );
    await strip(page).getByRole('button', { name: 'Pragmatic Play', exact: true }).click();
    await asked;
    expect(
      await strip(page)
        .getByRole('button', { name: 'Pragmatic Play', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => offCentre(page, 'Pragmatic Play'), { timeout: 3000 }).toBeLessThan(4);
    // Spec 4: switching tab resets the vendor.
    await page.getByRole('tab', { name: 'Live', exact: true }).click();
    expect(await strip(page).getByRole('button').first().getAttribute('aria-pressed')).toBe('true');
  });

  it('a menu choice selects its tab and scrolls the games to the top; PROMO opens promotions', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    const menu = page.getByRole('navigation', { name: 'Game menu' });
    await page.getByRole('tablist', { name: 'Game types' }).waitFor();
    await menu.getByRole('button', { name: 'Fishing', exact: true }).click();
    await expect.poll(() => selectedTab(page)).toBe('Fishing');
    const header = await page.locator('header[data-header="home"]').boundingBox();
    await expect
      .poll(async () =>
        Math.round((await page.getByRole('region', { name: 'Games' }).boundingBox())!.y),
      )
      .toBe(Math.round(header!.height));
    await menu.getByRole('link', { name: 'Promo', exact: true }).click();
    await page.waitForURL('**/m/activity');
  });

  it('sends a visitor who taps a game, or the hot-match action, to /m/login', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    const hot = page.getByRole('list', { name: 'Hot', exact: true });
    await hot.getByRole('button').first().click();
    await page.waitForURL('**/m/login');
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Hot matches' }).click();
    await page.waitForURL('**/m/login');
  });
});
