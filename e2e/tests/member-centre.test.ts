import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { approvedDeposit, freshMember, taka } from './records-support.ts';

// Issue 9 member centre (/m/member/home, /m/mine) in real Chromium against the real server. The
// demo merchant's template is 'new' (mem_cen 1): profile, balance card, shortcut tiles.
const browser = useBrowser();

describe('member centre (issue 9, spec 2.2, 4)', () => {
  it('shows the profile and the balance, refreshes it after a deposit, hides it, and its shortcuts navigate', async () => {
    const page = await browser.page({ language: 'EN' });
    const { username, token } = await freshMember(page);

    await page.goto('/m/member/home');
    await page.getByRole('region', { name: 'Profile' }).getByText(`Account: ${username}`).waitFor();
    const card = page.getByRole('region', { name: 'Balance' });
    await card.getByText('৳0.00').waitFor();

    // Money arrives while the page is open: the refresh button asks the server again.
    const order = await approvedDeposit(token, 250);
    const refresh = card.getByRole('button', { name: 'Refresh balance' });
    await refresh.click();
    await card.getByText(taka(order.creditMinor)).waitFor();
    expect(await refresh.getAttribute('aria-busy')).toBe('false');

    const hide = card.getByRole('button', { name: 'Hide balance' });
    await hide.click();
    await card.getByText('****').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('HIDEBALANCE'))).toBe('1');
    await hide.click();
    await card.getByText(taka(order.creditMinor)).waitFor();

    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    for (const [name, path] of [
      ['Betting record', '/m/gameRecord'],
      ['Transaction record', '/m/transaction/record'],
      ['Withdraw', '/m/withdraw'],
      ['Deposit', '/m/voucherCenter'],
    ] as const) {
      await page.goto('/m/mine');
      await shortcuts.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}**`);
      // Each screen's title is the shortcut's name (route titles), so the right screen opened. The
      // URL changes before the screen's module has loaded: wait for the screen, not the URL.
      await page.getByRole('main', { name, exact: true }).waitFor();
    }

    // In Bengali, the default language.
    await page.evaluate(() => localStorage.setItem('language', 'BN'));
    await page.goto('/m/member/home');
    const bnCard = page.getByRole('region', { name: 'ব্যালেন্স' });
    await bnCard.getByText(taka(order.creditMinor)).waitFor();
    await page
      .getByRole('navigation', { name: 'শর্টকাট' })
      .getByRole('link', { name: 'বাজির রেকর্ড' })
      .click();
    await page.waitForURL('**/m/gameRecord');
  });
});
