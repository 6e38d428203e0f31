import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { signIn } from './accounts-support.ts';
import { catalogue } from './games-support.ts';

// Issue 8: a demo vendor's round really plays on the ledger. The vendor page settles each round
// through this server's signed seamless-wallet calls; the lobby's header then shows the result.
// Free mode never moves real money (trial accounts: test/routes/vendor/demo-round.test.ts).
const browser = useBrowser();

/** A seeded player (৳502.00) whose balance no other browser test reads: this one changes it. */
const PLAYER = { username: 'downline05', password: 'Player123' };

const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );

async function balanceMinor(token: string): Promise<number> {
  const res = await fetch(`${baseURL()}/wps/v2/wallets/balance`, {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  return ((await res.json()) as { value: { sumBalanceMinor: number } }).value.sumBalanceMinor;
}

/** Spins once on the vendor page and returns the balance it shows afterwards, as text. */
async function spinOnce(page: Page): Promise<string> {
  await page.locator('#balance').filter({ hasText: /\d/ }).waitFor();
  await page.getByRole('button', { name: 'Spin' }).click();
  // The round is over when the last win is filled in and the button is back.
  await page.locator('#last-win').filter({ hasText: /\d/ }).waitFor();
  await page.getByRole('button', { name: 'Spin' }).waitFor();
  return (await page.locator('#balance').textContent()) ?? '';
}

const digitsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('a demo round on the ledger (issue 8)', () => {
  it("changes the member's balance by win minus stake, and the lobby's header shows it", async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    const token = (await tokenOf(page))!;
    const start = await balanceMinor(token);
    const game = (await catalogue({ gameType: 'RNG', vassalage: 'PG', pageSize: '1' })).games[0]!;

    await page.goto('/m/slot-games?vassalage=PG');
    await page.getByRole('button', { name: game.displayName, exact: true }).click();
    await page.waitForURL('**/demo-vendor/play**');
    await page.getByText('Real money').waitFor();
    const shown = await spinOnce(page);

    // The vendor page's figure is the ledger's: stake 1.00 out, the win (maybe 0) in.
    const after = await balanceMinor(token);
    expect(digitsOf(shown)).toBe(after);
    const win = digitsOf((await page.locator('#last-win').textContent()) ?? '');
    expect(after).toBe(start - 100 + win);

    await page.getByRole('link', { name: /Back to lobby/ }).click();
    await page.waitForURL('**/m/home');
    const header = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect.poll(() => header.getAttribute('aria-label')).toContain(shown.trim());
  });

  it("a round in free mode plays on play money: the member's real balance stays as it was", async () => {
    // A member's real balance before and after a round in free mode (freeplay=1).
    const member = await browser.page({ language: 'EN' });
    await signIn(member, PLAYER.username, PLAYER.password);
    const token = (await tokenOf(member))!;
    const free = (await catalogue({ gameType: 'RNG', vassalage: 'PP', pageSize: '21' })).games.find(
      (g) => g.freeplay === 1,
    )!;
    const launch = await fetch(
      `${baseURL()}/wps/game/launchGame?gameCategory=RNG&vendor=PP&nodeId=${free.nodeId}&freeplay=1`,
      { headers: { Authorization: token, Merchant: 'demo', Language: 'EN' } },
    );
    const { value } = (await launch.json()) as { value: { gameUrl: string; accountType: number } };
    expect(value.accountType).toBe(0);
    const before = await balanceMinor(token);
    // The vendor's page is not the app: wait for its load, not for the app's first render.
    await member.goto(value.gameUrl, { waitUntil: 'load' });
    await member.getByText('Free play').first().waitFor();
    await spinOnce(member);
    expect(await balanceMinor(token)).toBe(before);
  });
});
