// Helpers of the records and member-centre browser tests (records.test.ts, member-centre.test.ts):
// a fresh member of their own (no other test reads or moves its money), money put in the way a
// player and an operator do it (a deposit order, its reference, the operator's approval with the
// operator key), and rounds played on the demo vendor's page as the lobby opens it.
import type { DepositOrder } from '@app/contract';
import type { Page } from 'playwright-core';
import {
  ApiCallError,
  apiCall,
  freshMember as registerFresh,
  operatorHeaders,
} from '../support/member-api.ts';
import { catalogue } from './games-support.ts';

export { balanceMinor, signedTaka, taka } from '../support/member-api.ts';

/** Registers a member of this test's own on /m/register (EN); leaves the page signed in. */
export const freshMember = (page: Page) => registerFresh(page, 'Records123');

/**
 * A bKash deposit of `amount` (major units) as the player makes it, approved by the operator:
 * returns the approved order (its credit is the amount less the channel's fee).
 */
export async function approvedDeposit(token: string, amount: number): Promise<DepositOrder> {
  const order = await apiCall<DepositOrder>('/wps/transaction/deposit', {
    method: 'POST',
    token,
    body: JSON.stringify({
      channel: 'BKASH',
      amount,
      idempotencyKey: `e2e-records-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    }),
  });
  await apiCall('/wps/transaction/deposit/reference', {
    method: 'POST',
    token,
    body: JSON.stringify({ orderId: order.orderId, reference: 'TRX 8801711' }),
  });
  try {
    return await apiCall<DepositOrder>('/operator/deposits/approve', {
      method: 'POST',
      headers: operatorHeaders(),
      body: JSON.stringify({ orderId: order.orderId }),
    });
  } catch (error) {
    // The suite's server also runs the demo auto-approver (1 s): on a busy machine it may decide
    // the order first, and the operator's approval is then refused as already decided.
    if (!(error instanceof ApiCallError) || error.errorCode !== 'order.state.conflict') throw error;
    const decided = await apiCall<DepositOrder>(
      `/wps/transaction/deposit/order?orderId=${order.orderId}`,
      { token },
    );
    if (decided.status !== 'approved') throw error;
    return decided;
  }
}

const digitsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Opens the first PG slot from the lobby and spins `rounds` times at the demo vendor's stake
 * (1.00, or `stakeMinor`, one of the page's stakes); returns each round's win in minor units, as
 * the vendor's page shows it.
 */
export async function playRounds(
  page: Page,
  rounds: number,
  stakeMinor?: number,
): Promise<number[]> {
  const game = (await catalogue({ gameType: 'RNG', vassalage: 'PG', pageSize: '1' })).games[0]!;
  await page.goto('/m/slot-games?vassalage=PG');
  await page.getByRole('button', { name: game.displayName, exact: true }).click();
  await page.waitForURL('**/demo-vendor/play**');
  await page.getByText('Real money').waitFor();
  if (stakeMinor !== undefined) await page.locator('#stake').selectOption(String(stakeMinor));
  const wins: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await page.locator('#balance').filter({ hasText: /\d/ }).waitFor();
    // The button reads 'Spinning…' from the tap until the round has settled, then 'Spin' again.
    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    await spin.click();
    await spin.waitFor();
    wins.push(digitsOf((await page.locator('#last-win').textContent()) ?? ''));
  }
  return wins;
}
