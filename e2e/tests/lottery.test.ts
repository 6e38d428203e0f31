import { lotteryWinMinor, type LotteryPlay } from '@app/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, rememberLanguage, useBrowser } from '../support/browser.ts';
import { scrollTo } from '../support/scroll.ts';
import { signIn } from './accounts-support.ts';
import { PLAYER } from './games-support.ts';

// Issue 21's browser test: a member bets in the 1-minute game through our own lottery, waits for
// the draw, and sees the result, the win, the balance and the draw verified in the browser.
const browser = useBrowser();

const LAUNCH = '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home&vendor=TCG';

/** The fixed-position play's odds in the default prize mode, as the server serves them. */
async function fixedOdds(): Promise<number> {
  const res = await fetch(`${baseURL()}/lgw/games/game_menus?gameId=SSC1`, {
    headers: { Merchant: 'demo' },
  });
  const { value } = (await res.json()) as { value: { plays: LotteryPlay[] } };
  return value.plays.find((p) => p.code === 'POS_FIXED')!.oddsMilli.Elott;
}

/** The header's balance in minor units, from its accessible name ("Balance ৳1,250.50, ..."). */
async function balanceMinor(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Balance .*\d/ });
  await button.waitFor();
  const label = (await button.getAttribute('aria-label'))!;
  return Math.round(Number(/([\d,]+\.\d\d)/.exec(label)![1]!.replaceAll(',', '')) * 100);
}

const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Waits, if the current issue closes within a few seconds, for the next one to take bets. */
async function enoughTimeToBet(page: Page) {
  const current = page.getByRole('region', { name: 'Current issue' });
  const timer = current.getByRole('timer');
  await timer.waitFor();
  const [m, s] = (await timer.textContent())!.split(':').map(Number);
  if (m! * 60 + s! > 8) return;
  const issue = await current.getByText(/^Issue \d{8}-\d{4}$/).textContent();
  await current
    .getByText(/^Issue \d{8}-\d{4}$/)
    .filter({ hasNotText: issue! })
    .waitFor({
      timeout: 30_000,
    });
}

describe('lottery (issue 21)', () => {
  it('bets in the 1-minute game, wins after the draw and verifies it', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    const odds = await fixedOdds();

    await page.goto(LAUNCH);
    await page.waitForURL('**/m/lottery?prize_mode=Elott&playType=trad');
    await page.getByRole('link', { name: 'Lucky 5 (1 min)' }).click();
    await page.waitForURL('**/m/lottery/SSC1?prize_mode=Elott&playType=trad');
    const before = await balanceMinor(page);

    await page.getByRole('button', { name: 'Fixed position' }).click();
    await page
      .getByRole('group', { name: '10,000s' })
      .getByRole('button', { name: 'All', exact: true })
      .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByText('10 bets').waitFor();
    await enoughTimeToBet(page);
    await slip.getByRole('button', { name: 'Bet', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your bet' });
    const issueNo = (await dialog.getByText(/^\d{8}-\d{4}$/).textContent())!;
    expect(await dialog.textContent()).toContain('0123456789 | - | - | - | -');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const placed = page.getByText(/^Bet placed: order L\d+$/);
    const orderNo = /L\d+/.exec((await placed.textContent())!)![0];
    const order = page.getByRole('list', { name: 'My orders' }).getByRole('listitem').filter({
      hasText: orderNo,
    });
    await order.getByText('Pending').waitFor();
    expect(await order.textContent()).toContain(issueNo);
    await expect.poll(() => balanceMinor(page)).toBe(before - 1000);

    // The draw is at most a minute away; settlement follows it within seconds.
    await order.getByText('Won').waitFor({ timeout: 90_000 });
    const win = lotteryWinMinor(1, 100, 1, odds);
    expect(await order.textContent()).toContain(`Win৳${money(win)}`);
    await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBe(before - 1000 + win);

    await page.getByRole('tab', { name: 'Results' }).click();
    const verify = page.getByRole('link', { name: `Verify issue ${issueNo}` });
    const row = page.getByRole('list', { name: 'Draw results' }).getByRole('listitem').filter({
      has: verify,
    });
    await row.getByRole('img', { name: /^Result \d \d \d \d \d$/ }).waitFor();
    await verify.click();
    await page.waitForURL(`**/m/lottery/verify?gameId=SSC1&issueNo=${issueNo}`);
    await page
      .getByText('Verified: this result comes from the seed committed before the draw.')
      .waitFor();
    await page.getByText('equals the seed hash').waitFor();
  }, 180_000);

  it('shows the latest results on home, each opening its game (the test above drew one)', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    await page.goto('/m/home');
    // It loads when the player scrolls near it, at the foot of the page.
    const history = page.getByRole('region', { name: 'Lottery results' });
    expect(await history.count()).toBe(0);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await scrollTo(page, history);
    const game = history.getByRole('link', { name: 'Lucky 5 (1 min)' });
    await game.waitFor();
    await history
      .getByRole('img', { name: /^Result \d \d \d \d \d$/ })
      .first()
      .waitFor();
    await game.click();
    await page.waitForURL('**/m/lottery/SSC1');
    await page.getByRole('heading', { level: 1, name: 'Lucky 5 (1 min)' }).waitFor();
  });

  it('shows the lobby in BN', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    await rememberLanguage(page, 'BN');
    await page.evaluate("localStorage.setItem('language', 'BN')");
    // Loaded from its address, the lobby paints its cards from the page (issue 22): it does not
    // ask for the games the page already carries (near issues are asked again once a second old).
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/lgw/games') asked.push(r.url());
    });
    await page.goto('/m/lottery');
    await page.getByRole('heading', { name: 'লটারি গেম' }).waitFor();
    const list = page.getByRole('list', { name: 'লটারি গেমের তালিকা' });
    for (const name of ['Lucky 5 (1 min)', 'Lucky 5 (5 min)', 'Fast 3 (3 min)'])
      await list.getByRole('link', { name }).waitFor();
    await list
      .getByText(/বন্ধ হবে|বন্ধ, ড্র চলছে/)
      .first()
      .waitFor();
    await list.getByText('প্রতি 1 মিনিটে').waitFor();
    expect(asked).toEqual([]);
  });
});
