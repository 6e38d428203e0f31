import { afterEach, describe, expect, it } from 'vitest';
import { baseURL, devMerchant, useBrowser } from '../support/browser.ts';
import { appReady, servePlainShell } from '../support/layout.ts';

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
    const contact = page.getByRole('link', { name: 'Contact customer service' });
    expect(await contact.isVisible()).toBe(true);
    // Issue 22: the same service as the chat launch (one source), not another link.
    const href = (await contact.getAttribute('href'))!;
    const launch = (await (
      await fetch(`${baseURL()}/wps/chat/launch`, { headers: { language: 'EN' } })
    ).json()) as { value: { chatUrl: string } };
    expect(launch.value.chatUrl).toBe(`${href}?lang=EN`);
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

  it('caches the status in local storage, shows it at once, then refreshes it (a page without boot data)', async () => {
    await devMerchant({ maintenance: true });
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    const cached = await page.evaluate(() => localStorage.getItem('status'));
    expect(JSON.parse(cached ?? '{}')).toMatchObject({ status: 1 });

    // Maintenance ends. A shell without boot data (as a static host serves it): the cached screen
    // shows first, the status call lets the visitor in.
    await devMerchant({ maintenance: false });
    await servePlainShell(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/wps/system/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    release();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('heading', { name: 'System upgrading' }).count()).toBe(0);
  });

  it('a page from the server carries the fresh status: no flash of a stale cached screen', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    // A cached status from an earlier maintenance, still in storage.
    await page.evaluate(() => {
      const status = JSON.parse(localStorage.getItem('status') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('status', JSON.stringify({ ...status, status: 1, maintenance: true }));
    });
    const response = await page.reload();
    expect(await response?.text()).not.toContain('System upgrading');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('heading', { name: 'System upgrading' }).count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('status'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ status: 0, maintenance: false });
  });

  it('an unparseable cache is replaced by a fresh status', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await appReady(page);
    await page.evaluate(() => localStorage.setItem('status', '{not json'));
    // From the page's boot data.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('status'));
    expect(JSON.parse(stored ?? '')).toMatchObject({ status: 0 });
  });

  it('an unparseable cache on a page without boot data is refetched', async () => {
    const page = await browser.page({ language: 'EN' });
    await servePlainShell(page);
    await page.addInitScript(() => localStorage.setItem('status', '{not json'));
    const refetch = page.waitForResponse('**/wps/system/status');
    await page.goto('/m/home');
    await refetch;
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('status'));
    expect(() => JSON.parse(stored ?? '')).not.toThrow();
  });

  it('a maintenance switch while the page is open shows the maintenance screen first on the next load, from the HTML itself', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await devMerchant({ maintenance: true });
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('System upgrading');
    expect(html).not.toContain('aria-label="Main menu"');
    await page.getByRole('heading', { name: 'System upgrading' }).waitFor();
    await devMerchant({ maintenance: false });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});
