// Helpers of the records and member-centre browser tests (records.test.ts, member-centre.test.ts):
// a fresh member of their own (no other test reads or moves its money), money put in the way a
// player and an operator do it (a deposit order, its reference, the operator's approval with the
// operator key), and rounds played on the demo vendor's page as the lobby opens it.
import type { DepositOrder } from '@app/contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseURL } from '../support/browser.ts';
import { freshMobile, freshUsername, registerByUsername } from './accounts-support.ts';
import { catalogue } from './games-support.ts';

/** The operator API key the browser suite's server is started with (e2e global setup). */
export const operatorKey = () => inject('operatorApiKey');

class CallError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | undefined,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const res = await fetch(`${baseURL()}${path}`, {
    ...rest,
    headers: {
      Merchant: 'demo',
      Language: 'EN',
      'content-type': 'application/json',
      ...(token ? { Authorization: token } : {}),
      ...rest.headers,
    },
  });
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success)
    throw new CallError(`${path}: ${res.status} ${body.errorCode}`, body.errorCode);
  return body.value;
}

export const tokenOf = async (page: Page) =>
  (await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  ))!;

/** Registers a member of this test's own on /m/register (EN); leaves the page signed in. */
export async function freshMember(page: Page) {
  const member = { username: freshUsername(), password: 'Records123', mobile: freshMobile() };
  await registerByUsername(page, member);
  return { ...member, token: await tokenOf(page) };
}

/**
 * A bKash deposit of `amount` (major units) as the player makes it, approved by the operator:
 * returns the approved order (its credit is the amount less the channel's fee).
 */
export async function approvedDeposit(token: string, amount: number): Promise<DepositOrder> {
  const order = await call<DepositOrder>('/wps/transaction/deposit', {
    method: 'POST',
    token,
    body: JSON.stringify({
      channel: 'BKASH',
      amount,
      idempotencyKey: `e2e-records-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    }),
  });
  await call('/wps/transaction/deposit/reference', {
    method: 'POST',
    token,
    body: JSON.stringify({ orderId: order.orderId, reference: 'TRX 8801711' }),
  });
  try {
    return await call<DepositOrder>('/operator/deposits/approve', {
      method: 'POST',
      headers: { 'X-Operator-Key': operatorKey() },
      body: JSON.stringify({ orderId: order.orderId }),
    });
  } catch (error) {
    // The suite's server also runs the demo auto-approver (1 s): on a busy machine it may decide
    // the order first, and the operator's approval is then refused as already decided.
    if (!(error instanceof CallError) || error.errorCode !== 'order.state.conflict') throw error;
    const decided = await call<DepositOrder>(
      `/wps/transaction/deposit/order?orderId=${order.orderId}`,
      { token },
    );
    if (decided.status !== 'approved') throw error;
    return decided;
  }
}

export async function balanceMinor(token: string): Promise<number> {
  return (await call<{ sumBalanceMinor: number }>('/wps/v2/wallets/balance', { token }))
    .sumBalanceMinor;
}

const digitsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Opens the first PG slot from the lobby and spins `rounds` times at the demo vendor's stake
 * (1.00); returns each round's win in minor units, as the vendor's page shows it.
 */
export async function playRounds(page: Page, rounds: number): Promise<number[]> {
  const game = (await catalogue({ gameType: 'RNG', vassalage: 'PG', pageSize: '1' })).games[0]!;
  await page.goto('/m/slot-games?vassalage=PG');
  await page.getByRole('button', { name: game.displayName, exact: true }).click();
  await page.waitForURL('**/demo-vendor/play**');
  await page.getByText('Real money').waitFor();
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

/** Minor units as the screens show them (spec 9), with the demo merchant's symbol. */
export const taka = (minor: number) =>
  `৳${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const signedTaka = (minor: number) =>
  `${minor > 0 ? '+' : minor < 0 ? '-' : ''}${taka(minor)}`;
