import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { approvedDeposit, freshMember, playRounds, signedTaka, taka } from './records-support.ts';

// Issue 9 records in real Chromium against the real server: what the ledger did for a member of
// this test's own shows on /m/gameRecord and /m/transaction/record.
const browser = useBrowser();

describe('betting and transaction records (issue 9)', () => {
  it('an approved deposit shows in /m/transaction/record with its state, amount, fee and order id', async () => {
    const page = await browser.page({ language: 'EN' });
    const { token } = await freshMember(page);
    const order = await approvedDeposit(token, 500);
    expect(order.status).toBe('approved');

    await page.goto('/m/transaction/record');
    const list = page.getByRole('list', { name: 'Transactions' });
    const row = list.getByRole('button', { name: new RegExp(order.orderId) });
    await row.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Deposit');
    expect(text).toContain('Approved');
    expect(text).toContain(signedTaka(order.creditMinor));
    expect(text).toContain(`Fee ${taka(order.feeMinor)}`);
    await row.click();
    const details = page.locator(`#${await row.getAttribute('aria-controls')}`);
    await expect.poll(() => details.textContent()).toContain('bKash');

    // The type filter goes to the server: no withdrawals, so the list is empty.
    await page
      .getByRole('group', { name: 'Transaction type' })
      .getByRole('button', { name: 'Withdrawal' })
      .click();
    await page.getByText('No data').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('WITHDRAW');
    // A reload keeps the filter.
    await page.reload();
    await page.getByText('No data').waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Transaction type' })
        .getByRole('button', { name: 'Withdrawal' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("a member's settled rounds show in /m/gameRecord with their totals, in EN and BN", async () => {
    const page = await browser.page({ language: 'EN' });
    const { token } = await freshMember(page);
    await approvedDeposit(token, 100);
    const wins = await playRounds(page, 3);
    const stake = 3 * 100;
    const win = wins.reduce((a, b) => a + b, 0);

    await page.goto('/m/gameRecord');
    const totals = page.getByRole('region', { name: 'Totals for the filter' });
    await totals.waitFor();
    const text = (await totals.textContent()) ?? '';
    expect(text).toContain('Bets: 3');
    expect(text).toContain(taka(stake));
    expect(text).toContain(taka(win));
    expect(text).toContain(signedTaka(win - stake));
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first: the last round's win is on the first row.
    expect(await rows.first().textContent()).toContain(`Win ${taka(wins[2]!)}`);
    await rows.first().getByRole('button').click();
    expect(await rows.first().locator('dl').textContent()).toMatch(/Round ID.+Free playNo/);

    // Another category matches none of these slot rounds; the filter is in the URL.
    await page.getByLabel('Game type').selectOption('LIVE');
    await page.getByText('No data').waitFor();
    expect(new URL(page.url()).searchParams.get('gameType')).toBe('LIVE');

    await page.evaluate(() => localStorage.setItem('language', 'BN'));
    await page.goto('/m/gameRecord?period=7d');
    const bnTotals = page.getByRole('region', { name: 'এই ফিল্টারের মোট হিসাব' });
    await bnTotals.waitFor();
    expect(await bnTotals.textContent()).toContain('বাজির সংখ্যা: 3');
    expect(await page.getByRole('button', { name: '৭ দিন' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
