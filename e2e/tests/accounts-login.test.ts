import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expireSmsCodes, nextCaptcha, secretSentTo, signIn } from './accounts-support.ts';

const browser = useBrowser();

// Demo seed (apps/server/src/demo/seed/members.ts): player01 / Player123, +880 1711000001, ৳1,250.50.
const PLAYER = { username: 'player01', password: 'Player123', mobile: '1711000001' };

describe('login /m/login (spec 2.6, 3, 4)', () => {
  it('signs in by account and password, keeps the session and shows the member header', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!));
    expect(session).toMatchObject({
      merchantCode: 'demo',
      userName: 'player01',
      type: 0,
      firstTimeLogin: false,
    });
    expect(typeof session.token).toBe('string');
    // Remember-me (on by default) keeps method and name, never the password.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(PLAYER.password);
    expect(await page.evaluate(() => localStorage.getItem('credentials'))).toBe(
      JSON.stringify({ type: 'username', username: 'player01' }),
    );

    const header = page.getByRole('banner');
    await header.getByText('Lucky Player').waitFor();
    await header.getByRole('link', { name: 'Deposit' }).waitFor();
    await header.getByRole('button', { name: 'Log out' }).waitFor();
    await header.getByText('৳1,250.50').waitFor();
    // The session survives a reload.
    await page.reload();
    await header.getByText('৳1,250.50').waitFor();
  });

  it('refreshes the balance on a tap and hides it from the side menu (spec 2.3, 2.4, 4)', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    const balance = page.getByRole('button', { name: 'Balance ৳1,250.50, tap to refresh' });
    await balance.waitFor();
    const refetch = page.waitForRequest('**/wps/v2/wallets/balance');
    await balance.click();
    await refetch;
    await expect.poll(() => balance.getAttribute('aria-busy')).toBe('false');

    await page.getByRole('link', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Hide balance' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => sessionStorage.getItem('HIDEBALANCE'))).toBe('1');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.waitForURL('**/m/home');
    await page.getByRole('banner').getByText('****').waitFor();
    expect(await page.getByRole('banner').getByText('৳1,250.50').count()).toBe(0);
  });

  it('asks for a captcha after a wrong password; its picture reloads on a tap (BN)', async () => {
    const page = await browser.page({ language: 'BN' });
    await page.goto('/m/login');
    await page.getByLabel('অ্যাকাউন্ট', { exact: true }).fill(PLAYER.username);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Wrong1234');
    let captcha = nextCaptcha(page);
    await page.locator('form').getByRole('button', { name: 'লগইন', exact: true }).click();
    await page.getByText('ইউজারনেম বা পাসওয়ার্ড ভুল।').waitFor();
    const picture = page.getByRole('button', { name: 'ক্যাপচা ছবি, নতুন ছবির জন্য ট্যাপ করুন' });
    await picture.waitFor();
    await captcha();

    // A tap loads another picture: the id of the new one is what counts.
    captcha = nextCaptcha(page);
    await picture.click();
    const answer = await captcha();
    await page.getByLabel('ক্যাপচা', { exact: true }).fill(answer);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PLAYER.password);
    await page.locator('form').getByRole('button', { name: 'লগইন', exact: true }).click();
    await page.waitForURL('**/m/home');
  });

  it('signs in by SMS code from the outbox, leading zero stripped; the button counts down', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'SMS login' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(`0${PLAYER.mobile}`);
    const since = Date.now();
    const sent = page.waitForRequest('**/wps/verification/sms/noLogin');
    await page.getByRole('button', { name: 'Get code' }).click();
    expect((await sent).postDataJSON()).toEqual({
      mobileNum: PLAYER.mobile,
      countryDialingCode: '+880',
      purpose: 'login',
    });
    const waiting = page.getByRole('button', { name: /Get a new code in \d+ seconds/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    const code = await secretSentTo(`880${PLAYER.mobile}`, since);
    await page.getByLabel('Verification code', { exact: true }).fill(code);
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/m/home');
    await page.getByRole('banner').getByText('Lucky Player').waitFor();
  });

  it('refuses an expired SMS code', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'SMS login' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(PLAYER.mobile);
    const since = Date.now();
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await secretSentTo(`880${PLAYER.mobile}`, since);
    await expireSmsCodes(PLAYER.mobile);
    await page.getByLabel('Verification code', { exact: true }).fill(code);
    const captcha = nextCaptcha(page);
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('The verification code has expired. Please request a new one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/login');

    // A failure asks for a captcha; the used-up code can be replaced at once.
    const answer = await captcha();
    await page.getByLabel('Captcha', { exact: true }).fill(answer);
    const again = Date.now();
    await page.getByRole('button', { name: 'Get code' }).click();
    const fresh = await secretSentTo(`880${PLAYER.mobile}`, again);
    expect(fresh).not.toBe(code);
    await page.getByLabel('Verification code', { exact: true }).fill(fresh);
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/m/home');
  });

  it('plays for free as a trial account and lands on home', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await page.waitForURL('**/m/home');
    expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toMatch(/^trial_/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!));
    expect(Object.keys(session).sort()).toEqual(['merchantCode', 'token']);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Balance ৳/ })
      .waitFor();
  });

  it('shows no Facebook or Google icons (flags off in the demo) and links to forget and register', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/m/forget');
    await page.goBack();
    expect(await page.getByRole('button', { name: /Facebook|Google/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'No account? Register' }).click();
    await page.waitForURL('**/m/register');
  });
});

describe('visitor redirects (spec 6, 2.9)', () => {
  it.each([
    ['/m/webEmail', '/m/login'],
    ['/m/member/home', '/m/login'],
    ['/m/voucherCenter', '/m/login'],
    // Issue 9: the cashier and the records are member pages.
    ['/m/withdraw', '/m/login'],
    ['/m/mine', '/m/login'],
    ['/m/gameRecord', '/m/login'],
    ['/m/transaction/record', '/m/login'],
    ['/m/set', '/m/home'],
    ['/m/changePsw', '/m/home'],
  ])('sends a visitor from %s to %s', async (path, target) => {
    const page = await browser.page({ language: 'EN' });
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === target);
  });

  it('sends a visitor from every side-menu entry but Telegram to /m/login', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/sidebar');
    const menu = page.getByRole('region', { name: 'Menu' });
    for (const name of ['Profile', 'Deposit', 'Betting record', 'Platform messages'])
      expect(await menu.getByRole('link', { name }).getAttribute('href')).toBe('/m/login');
    await menu.getByRole('link', { name: 'Platform messages' }).click();
    await page.waitForURL('**/m/login');
  });
});
