import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('language (spec 1, 2.5)', () => {
  it('starts in Bangla, switches to English from the flag picker and remembers it', async () => {
    const page = await browser.page();
    await page.goto('/m/home');
    // BN is the default: the sign-in button reads লগইন.
    await page.getByRole('link', { name: 'লগইন' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');

    await page.getByRole('button', { name: /ভাষা|Language/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /English/ }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.goto('/m/help');
    expect((await page.locator('header h1').textContent())?.trim()).toBe('Help centre');
  });

  it('sends the chosen language to the API', async () => {
    const page = await browser.page({ language: 'EN' });
    // The first screen's status arrives inline; the notices are the home's first API call.
    const request = page.waitForRequest('**/wps/relay/MCSFE_getListAnnouncements**');
    await page.goto('/m/home');
    expect((await request).headers()['language']).toBe('EN');
  });

  it('a known code without its own dictionary falls back to English', async () => {
    const page = await browser.page();
    await page.addInitScript(() => localStorage.setItem('language', 'VI'));
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });
});
