// Issue 9 browser tests of /m/withdraw against the real server (spec 2.2, 4, 6, 9): the payment
// password by SMS code (read from the dev outbox), a payout account bound with it (issue 19), a
// withdrawal held at request and approved by the demo auto-approver (1 s in the global setup).
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import {
  balanceMinor,
  cashierMember,
  countRequests,
  operatorCredit,
  setPaymentPasswordOnScreen,
  taka,
} from './cashier-support.ts';

const browser = useBrowser();

describe('withdraw /m/withdraw (issue 9)', () => {
  it('sets the payment password with the SMS code, binds an account with it, is refused a wrong password without a hold, then withdraws: held at once, approved, paid out', async () => {
    const page = await browser.page({ language: 'EN' });
    const member = await cashierMember(page);
    await operatorCredit(member.username, '2000');
    const start = await balanceMinor(member.token);

    await page.goto('/m/withdraw');
    const balances = page.getByRole('region', { name: 'Withdrawable balance' });
    await balances.getByText(taka(start)).waitFor();

    // No payment password yet: it comes first, since binding an account asks for it.
    await page.getByRole('heading', { name: 'Set a payment password' }).waitFor();
    await page
      .getByText('Adding a payout account asks for your payment password: set it above first.')
      .waitFor();
    expect(await page.getByRole('button', { name: '+ Add a payout account' }).count()).toBe(0);

    // The payment password, with the code the demo SMS provider sent.
    await setPaymentPasswordOnScreen(page, member.mobile, '246810');

    // A payout account, confirmed with that password: the first holder name becomes the payee
    // name. A wrong password binds nothing.
    await page.getByRole('button', { name: '+ Add a payout account' }).click();
    const bind = page.getByRole('form', { name: 'Add a payout account' });
    await bind.getByLabel('Wallet number').fill('0181234');
    await bind.getByLabel('Account holder name').fill('Karim Ahmed');
    const bindPassword = bind.getByRole('textbox', { name: 'Confirm with your payment password' });
    await bindPassword.fill('111111');
    await bind.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('A mobile wallet number is 11 digits: 01XXXXXXXXX.').waitFor();
    await bind.getByLabel('Wallet number').fill('01812345678');
    await bind.getByRole('button', { name: 'Add account' }).click();
    await bind
      .getByText('The payment password is incorrect. 4 tries left before it locks.')
      .waitFor();
    await bindPassword.fill('246810');
    await bind.getByRole('button', { name: 'Add account' }).click();
    const accounts = page.getByRole('list', { name: 'Payout accounts' });
    await accounts.getByText(/^bKash \*+5678$/).waitFor();
    await page.getByRole('heading', { name: 'Payout accounts (1/3)' }).waitFor();
    await page.getByRole('heading', { name: 'Request a withdrawal' }).waitFor();

    // A wrong password: a translated error, and nothing held.
    await page.getByLabel('Amount (৳)').fill('600');
    await page.getByRole('textbox', { name: 'Payment password', exact: true }).fill('135790');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: /^Withdraw ৳600\.00 to bKash \*+5678\?$/,
    });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('The payment password is incorrect.').first().waitFor();
    expect(await balanceMinor(member.token)).toBe(start);
    expect(await page.getByLabel('Amount (৳)').inputValue()).toBe('600');

    // The right one: the amount is held at once, then the auto-approver pays it out.
    await page.getByRole('textbox', { name: 'Payment password', exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    // Checked on every frame: the hold lasts only until the one-second auto-approval.
    await page.waitForFunction(
      (held) => /Held by pending withdrawals\s+(\S+)/.exec(document.body.innerText)?.[1] === held,
      taka(60_000),
      { polling: 'raf', timeout: 10_000 },
    );
    await page.getByText('Withdrawal approved').waitFor({ timeout: 20_000 });
    await balances.getByText(taka(start - 60_000)).waitFor();
    expect(await balanceMinor(member.token)).toBe(start - 60_000);
    expect(new URL(page.url()).searchParams.get('order')).toMatch(/^W\d+$/);
  }, 120_000);

  it('in Bengali, without a payment password: no withdrawal form, no binding, the password first, and nothing sent', async () => {
    const page = await browser.page({ language: 'EN' });
    const member = await cashierMember(page);
    await operatorCredit(member.username, '700');
    await page.evaluate(() => localStorage.setItem('language', 'BN'));
    const sent = countRequests(page, 'POST', '/wps/transaction/withdraw');
    await page.goto('/m/withdraw');
    await page.getByRole('heading', { name: 'উত্তোলনযোগ্য ব্যালেন্স' }).waitFor();
    // No account and no password yet: no withdrawal form, and the password comes first.
    await page.getByText('উত্তোলন করতে একটি উত্তোলন অ্যাকাউন্ট যুক্ত করুন।').waitFor();
    await page.getByRole('heading', { name: 'পেমেন্ট পাসওয়ার্ড সেট করুন' }).waitFor();
    await page
      .getByText('উত্তোলন অ্যাকাউন্ট যুক্ত করতে আপনার পেমেন্ট পাসওয়ার্ড লাগবে: আগে ওপরে এটি সেট করুন।')
      .waitFor();
    expect(await page.getByRole('button', { name: '+ উত্তোলন অ্যাকাউন্ট যুক্ত করুন' }).count()).toBe(0);
    expect(sent.count).toBe(0);
  }, 90_000);
});
