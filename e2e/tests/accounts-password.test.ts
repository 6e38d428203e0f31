import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import {
  freshMobile,
  freshUsername,
  nextCaptcha,
  outbox,
  registerByUsername,
  secretSentTo,
  signIn,
  submitLogin,
} from './accounts-support.ts';

const browser = useBrowser();

const newMember = () => {
  const username = freshUsername();
  return {
    username,
    password: 'Secret123',
    mobile: freshMobile(),
    email: `${username}@example.com`,
  };
};

describe('forgot password by e-mail, then change password (spec 2.8, 2.9, 4, 5)', () => {
  it('mails a temporary password that signs in once and leads to choosing a new one', async () => {
    const member = newMember();
    await registerByUsername(await browser.page({ language: 'EN' }), member);

    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Retrieve password ways' }).waitFor();
    const submit = page.getByRole('button', { name: 'Retrieve password' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Account', { exact: true }).fill(` ${member.username} `);
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByLabel('Account', { exact: true }).focus();
    await page.getByText('E-mail incorrect').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('E-mail', { exact: true }).fill(` ${member.email} `);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const since = Date.now();
    await submit.click();
    await page.getByText('A temporary password has been sent to your e-mail').waitFor();
    // After 1 s it goes back to where the player came from.
    await page.waitForURL('**/m/login');
    const temporary = await secretSentTo(member.email, since);
    expect((await outbox(member.email))[0]?.channel).toBe('email');

    await submitLogin(page, member.username, temporary);
    await page.waitForURL('**/m/changePsw');
    await page.getByText('Welcome! Please set a new password for your account.').waitFor();
    await page.getByLabel('Old password', { exact: true }).fill(temporary);
    await page.getByLabel('New password', { exact: true }).fill(temporary);
    await page.getByLabel('Confirm new password', { exact: true }).focus();
    await page.getByText('The new password and the old password cannot be the same').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Renewed123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed124');
    await page.getByText('Confirmation password not matched').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed123');
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe(
      'text',
    );
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Change saved').waitFor();
    await page.waitForURL('**/m/home');

    // The temporary password worked once; the new one works from now on (after that failure,
    // with the captcha the server now asks for).
    const again = await browser.page({ language: 'EN' });
    const captcha = nextCaptcha(again);
    await submitLogin(again, member.username, temporary);
    await again.getByText('Incorrect username or password.').waitFor();
    await again.getByLabel('Captcha', { exact: true }).fill(await captcha());
    await again.getByLabel('Password', { exact: true }).fill('Renewed123');
    await again.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await again.waitForURL('**/m/home');
  });

  it('says so when account and e-mail do not match', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/forget');
    await page.getByLabel('Account', { exact: true }).fill('player01');
    await page.getByLabel('E-mail', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Retrieve password' }).click();
    await page.getByText('The email does not match this account.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/forget');
  });

  it('refuses a wrong old password when changing it from the settings', async () => {
    const member = newMember();
    const page = await browser.page({ language: 'EN' });
    await registerByUsername(page, member);
    await page.goto('/m/set');
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL('**/m/changePsw');
    await page.getByLabel('Old password', { exact: true }).fill('Wrong1234');
    await page.getByLabel('New password', { exact: true }).fill('Renewed123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed123');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('The old password is incorrect.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/changePsw');
  });
});

describe('set password by phone (spec 2.8, 4, 8)', () => {
  it('sets a new password with the SMS code and signs in with it (BN)', async () => {
    const member = newMember();
    await registerByUsername(await browser.page({ language: 'EN' }), member);

    const page = await browser.page({ language: 'BN' });
    await page.goto('/m/forget');
    await page.getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
    const submit = page.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('মোবাইল নম্বর', { exact: true }).fill(`0${member.mobile}`);
    const since = Date.now();
    await page.getByRole('button', { name: 'কোড নিন' }).click();
    await page.getByRole('button', { name: /সেকেন্ড পরে নতুন কোড নিন/ }).waitFor();
    const code = await secretSentTo(`880${member.mobile}`, since);
    await page.getByLabel('যাচাইকরণ কোড', { exact: true }).fill(code);

    // The same password as before is refused: the password field is cleared, the code kept.
    await page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill(member.password);
    await submit.click();
    await page.getByText('নতুন পাসওয়ার্ড ও পুরোনো পাসওয়ার্ড একই হতে পারবে না।').waitFor();
    await expect.poll(() => page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('যাচাইকরণ কোড', { exact: true }).inputValue()).toBe(code);

    await page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill('ByPhone123');
    await submit.click();
    await page.waitForURL('**/m/home');
    await page.getByRole('banner').getByText(member.username).waitFor();

    const later = await browser.page({ language: 'EN' });
    await signIn(later, member.username, 'ByPhone123');
  });

  it('clears the code field when the code is wrong', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/forget');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill('1711000001');
    await page.getByLabel('Verification code', { exact: true }).fill('000000');
    await page.getByLabel('New password', { exact: true }).fill('Another123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Verification code error.').waitFor();
    await expect
      .poll(() => page.getByLabel('Verification code', { exact: true }).inputValue())
      .toBe('');
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('Another123');
  });
});
