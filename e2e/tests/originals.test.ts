import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { signIn } from './accounts-support.ts';
import { PLAYER } from './games-support.ts';

// Issue 23's browser test (spec INHOUSE /m/inHouse): a member opens the in-house games, plays
// dice on the ledger, rotates the seed and sees the verify page recompute the same roll.
const browser = useBrowser();

/** The dice screen's balance in minor units ("৳1,250.50"). */
async function balanceMinor(page: Page): Promise<number> {
  const text = (await page.getByTestId('originals-balance').textContent())!;
  const match = /([\d,]+\.\d\d)/.exec(text);
  return match ? Math.round(Number(match[1]!.replaceAll(',', '')) * 100) : NaN;
}

describe('in-house games (issue 23)', () => {
  it('plays dice, moves the balance, and verifies the roll once the seed is revealed', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, PLAYER.username, PLAYER.password);
    await page.goto('/m/inHouse');
    await page.getByText('Dice', { exact: true }).click();
    await page.waitForURL('**/m/inHouse/dice');
    const hash = (await page.getByTestId('seed-hash').textContent())!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => balanceMinor(page)).toBeGreaterThan(100);
    const before = await balanceMinor(page);

    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    const verify = page.getByRole('link', { name: /^Verify round dice-\d+$/ });
    await verify.waitFor();
    const result = page.getByTestId('dice-result');
    const roll = /\d+\.\d\d/.exec((await result.textContent())!)![0];
    const won = /You won ৳([\d,]+\.\d\d)/.exec((await result.textContent())!);
    const win = won ? Math.round(Number(won[1]!.replaceAll(',', '')) * 100) : 0;
    await expect.poll(() => balanceMinor(page)).toBe(before - 100 + win);

    // Before the rotation the page says the seed is still secret; after it, the same roll.
    await page.getByRole('button', { name: 'Rotate seed (reveal the current one)' }).click();
    await expect.poll(() => page.getByTestId('seed-hash').textContent()).not.toBe(hash);
    await verify.click();
    await page.waitForURL('**/m/inHouse/verify?game=dice&round=dice-*');
    await page.getByText('✓ The seed matches the hash shown before play').waitFor();
    await page.getByText('✓ Same outcome as settled').waitFor();
    expect(await page.getByTestId('verify-computed').textContent()).toBe(roll);
    expect(await page.getByTestId('verify-served').textContent()).toBe(roll);
  }, 30_000);
});
