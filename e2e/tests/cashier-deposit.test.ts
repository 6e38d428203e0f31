// Issue 9 browser tests of /m/voucherCenter against the real server (spec 2.2, 4, 6, 9): a deposit
// through bKash with a promotion, approved by the demo auto-approver (1 s in the global setup).
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { balanceMinor, cashierMember, countRequests, taka } from './cashier-support.ts';

const browser = useBrowser();

describe('deposit /m/voucherCenter (issue 9)', () => {
  it('a new member deposits ৳1,000 by bKash with the 10% promotion, gives a reference, sees it approved and the header balance grow by credit + bonus', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await cashierMember(page);
    const before = await balanceMinor(member.token);

    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /^bKash/ }).check();
    await page.getByLabel('Amount (৳)').fill('1000');
    await page.getByRole('radio', { name: /10% reload bonus/ }).check();
    const summary = page.getByRole('region', { name: 'Summary' });
    // bKash takes 1.5%: ৳15 of ৳1,000; the promotion pays 10% of the deposit.
    await expect.poll(() => summary.textContent()).toContain('-৳15.00');
    expect(await summary.textContent()).toContain('Total to your wallet৳1,085.00');
    await page.getByRole('button', { name: 'Deposit now' }).click();

    await page.getByRole('heading', { name: /^Deposit order D\d+$/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toMatch(/^D\d+$/);
    await page.getByText('Awaiting payment').waitFor();
    const copy = page.getByRole('button', { name: 'Copy Account number' });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01700000001');

    await page.getByLabel("Payer's number or transaction ID").fill('01712345678');
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByText('Deposit approved').waitFor({ timeout: 20_000 });
    await page.getByText('৳985.00 was credited to your wallet, with a bonus of ৳100.00.').waitFor();
    expect(await balanceMinor(member.token)).toBe(before + 98_500 + 10_000);

    // A reload keeps the order on screen.
    await page.reload();
    await page.getByText('Deposit approved').waitFor();

    await page.goto('/m/home');
    const header = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect.poll(() => header.textContent()).toContain(taka(before + 108_500));
  }, 90_000);

  it('bad input shows translated errors (BN) and sends nothing; a trial account sees the spec 6 message', async () => {
    const page = await browser.page({ language: 'EN' });
    await cashierMember(page);
    // The registration helper reads English labels; the cashier is then used in Bengali.
    await page.evaluate(() => localStorage.setItem('language', 'BN'));
    const creates = countRequests(page, 'POST', '/wps/transaction/deposit');
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /^বিকাশ/ }).check();
    const amount = page.getByLabel('পরিমাণ (৳)');
    await amount.fill('50');
    await page.getByText('এই চ্যানেলে সর্বনিম্ন ৳100.00।').waitFor();
    await page.getByRole('button', { name: 'এখনই ডিপোজিট করুন' }).click();
    await amount.fill('12.345');
    await page.getByText('শূন্যের বেশি এবং সর্বোচ্চ ২ দশমিক ঘরের একটি পরিমাণ লিখুন।').waitFor();
    await page.getByRole('button', { name: 'এখনই ডিপোজিট করুন' }).click();
    await amount.fill('30000');
    await page.getByText('এই চ্যানেলে সর্বোচ্চ ৳25,000.00।').waitFor();
    await page.getByRole('button', { name: 'এখনই ডিপোজিট করুন' }).click();
    expect(await amount.inputValue()).toBe('30000');
    expect(creates.count).toBe(0);

    const trial = await browser.page({ language: 'EN' });
    await trial.goto('/m/login');
    await trial.getByRole('button', { name: 'Free play' }).click();
    await trial.waitForURL('**/m/home');
    await trial.goto('/m/voucherCenter');
    await trial.getByText('Please login an actual account to use this function.').waitFor();
    expect(await trial.getByRole('button', { name: 'Deposit now' }).count()).toBe(0);
  }, 90_000);
});
