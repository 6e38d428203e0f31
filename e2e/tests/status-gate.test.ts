import { afterEach, describe, expect, it } from 'vitest';
import { devMerchant, useBrowser } from '../support/browser.ts';
import { appReady } from '../support/layout.ts';

const browser = useBrowser();

afterEach(async () => {
  await devMerchant({ maintenance: false, allowedCountries: [] });
});

describe('system status gate (spec 2.5, 2.13, 4)', () => {
  it('shows the blocking maintenance screen with a contact link when the merchant is in maintenance', async () => {
    await devMerchant({ maintenance: true });
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact customer service' }).isVisible()).toBe(
      true,
    );
    // Blocking: no way into the app from here.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.goto('/m/login');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
  });

  it("shows the region-restricted screen with the visitor's country and IP", async () => {
    await devMerchant({ allowedCountries: ['BD'] });
    const page = await browser.page({ language: 'EN', headers: { 'x-country-code': 'US' } });
    await page.goto('/m/home');
    await page.getByRole('heading', { name: 'Access restricted' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('US');
    expect(text).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  });

  it('maintenance wins when the visitor is also region restricted', async () => {
    await devMerchant({ maintenance: true, allowedCountries: ['BD'] });
    const page = await browser.page({ language: 'EN', headers: { 'x-country-code': 'US' } });
    await page.goto('/m/home');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
  });

  it('caches the status in local storage, shows it at once, then refreshes it', async () => {
    await devMerchant({ maintenance: true });
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    const cached = await page.evaluate(() => localStorage.getItem('status'));
    expect(cached).toBeTruthy();

    // Maintenance ends: the cached screen shows first, the refresh lets the visitor in.
    await devMerchant({ maintenance: false });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/wps/system/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    release();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('heading', { name: 'System upgrading' }).count()).toBe(0);
  });

  it('an unparseable cache is replaced by a fresh status', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await appReady(page);
    await page.evaluate(() => localStorage.setItem('status', '{not json'));
    const refetch = page.waitForResponse('**/wps/system/status');
    await page.reload();
    await refetch;
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('status'));
    expect(() => JSON.parse(stored ?? '')).not.toThrow();
  });
});
