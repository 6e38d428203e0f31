import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { freshMobile, freshUsername, nextCaptcha, secretSentTo } from './accounts-support.ts';

const browser = useBrowser();

describe('registration /m/register (spec 2.7, 4, 5)', () => {
  it('tells at once that a username is taken', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/register');
    await page.getByLabel('Account', { exact: true }).fill('player01');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Sorry, the username already exists.').waitFor();
  });

  it('checks that the confirmation matches, both ways', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/register');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret124');
    await page.getByLabel('Mobile number', { exact: true }).focus();
    const mismatch = page.getByText('Password confirmation does not match');
    await mismatch.waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Secret124');
    await mismatch.waitFor({ state: 'detached' });
  });

  it('refuses an invalid invitation code without registering, then focuses its field', async () => {
    const page = await browser.page({ language: 'EN' });
    const registrations: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/member/register')) registrations.push(r.url());
    });
    const captcha = nextCaptcha(page);
    await page.goto('/m/register');
    const mobile = freshMobile();
    await page.getByLabel('Account', { exact: true }).fill(freshUsername());
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    const since = Date.now();
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await secretSentTo(`880${mobile}`, since));
    await page.getByLabel('Invitation code', { exact: true }).fill('NOPE1234');
    await page.getByLabel('Captcha', { exact: true }).fill(await captcha());
    const check = page.waitForResponse('**/wps/agent/affiliate?**');
    await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
    expect(new URL((await check).url()).searchParams.get('domain')).toBe(new URL(page.url()).host);
    await page.getByText('Invalid invitation code.').waitFor();
    const invitation = page.getByLabel('Invitation code', { exact: true });
    await expect
      .poll(() => invitation.evaluate((el) => el === document.activeElement), { timeout: 3000 })
      .toBe(true);
    expect(registrations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/m/register');
  });

  it('registers by account name with a valid invitation code, signed in on home (BN)', async () => {
    const page = await browser.page({ language: 'BN' });
    const username = freshUsername();
    const mobile = freshMobile();
    const captcha = nextCaptcha(page);
    await page.goto('/m/register');
    await page.getByLabel('অ্যাকাউন্ট', { exact: true }).fill(username);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Secret123');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন', { exact: true }).fill('Secret123');
    await page.getByLabel('মোবাইল নম্বর', { exact: true }).fill(`0${mobile}`);
    const since = Date.now();
    await page.getByRole('button', { name: 'কোড নিন' }).click();
    await page
      .getByLabel('যাচাইকরণ কোড', { exact: true })
      .fill(await secretSentTo(`880${mobile}`, since));
    await page.getByLabel('আমন্ত্রণ কোড', { exact: true }).fill('AGENT01');
    await page.getByLabel('ক্যাপচা', { exact: true }).fill(await captcha());
    const registered = page.waitForRequest('**/wps/member/register');
    await page.locator('form').getByRole('button', { name: 'নিবন্ধন করুন', exact: true }).click();
    const request = await registered;
    expect(request.method()).toBe('PUT');
    // The body is sealed: nothing readable travels, the key rides in the Encryption header.
    expect(Object.keys(request.postDataJSON())).toEqual(['data']);
    expect(request.postData()).not.toContain('Secret123');
    expect(request.headers()['encryption']).toBeTruthy();
    await page.getByText('নিবন্ধন সফল হয়েছে, প্রবেশের জন্য প্রস্তুত').waitFor();
    await page.waitForURL('**/m/home');
    await page.getByRole('banner').getByText(username).waitFor();
    await page.getByRole('banner').getByText('৳0.00').waitFor();
  });

  it('registers by mobile number, carrying the number typed before switching', async () => {
    const page = await browser.page({ language: 'EN' });
    const mobile = freshMobile();
    const captcha = nextCaptcha(page);
    await page.goto('/m/register');
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    expect(await page.getByLabel('Account', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Mobile number', { exact: true }).inputValue()).toBe(mobile);
    const since = Date.now();
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await secretSentTo(`880${mobile}`, since));
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await page.getByLabel('Captcha', { exact: true }).fill(await captcha());
    const registered = page.waitForRequest('**/wps/member/register/mobile');
    await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
    await registered;
    await page.waitForURL('**/m/home');
    // Without a name, the server names the account after the number.
    await page.getByRole('banner').getByText(mobile).waitFor();
  });

  it('takes a valid invitation code from the link and registers with it directly', async () => {
    const page = await browser.page({ language: 'EN' });
    const checks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/agent/affiliate') checks.push(r.url());
    });
    const username = freshUsername();
    const mobile = freshMobile();
    const captcha = nextCaptcha(page);
    await page.goto('/m/register?affiliateCode=AGENT01');
    const invitation = page.getByLabel('Invitation code', { exact: true });
    await expect.poll(() => invitation.getAttribute('readonly')).not.toBeNull();
    expect(await invitation.inputValue()).toBe('AGENT01');
    await page.getByLabel('Account', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    const since = Date.now();
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await secretSentTo(`880${mobile}`, since));
    await page.getByLabel('Captcha', { exact: true }).fill(await captcha());
    await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/m/home');
    expect(checks).toHaveLength(1);
  });

  it('links to the login and the user agreement', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/register');
    await page.getByRole('link', { name: 'User agreement' }).click();
    await page.waitForURL('**/m/useragreement');
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    await page.waitForURL('**/m/login');
  });
});
