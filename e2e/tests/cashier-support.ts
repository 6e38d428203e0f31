// Helpers of the cashier browser tests (cashier-deposit.test.ts, cashier-withdraw.test.ts): a
// member of each test's own (no other test reads or moves its money), its balance as the API
// says it, and the operator's side (credit, decisions) with the operator key of the global setup.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseURL } from '../support/browser.ts';
import { freshMobile, freshUsername, registerByUsername } from './accounts-support.ts';

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
  if (!body.success) throw new Error(`${path}: ${res.status} ${body.errorCode}`);
  return body.value;
}

const tokenOf = async (page: Page) =>
  (await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  ))!;

/** Registers a member of this test's own on /m/register (EN); leaves the page signed in. */
export async function cashierMember(page: Page) {
  const member = { username: freshUsername(), password: 'Cashier123', mobile: freshMobile() };
  await registerByUsername(page, member);
  return { ...member, token: await tokenOf(page) };
}

export const balanceMinor = async (token: string) =>
  (await call<{ sumBalanceMinor: number }>('/wps/v2/wallets/balance', { token })).sumBalanceMinor;

const operator = () => ({ 'X-Operator-Key': inject('operatorApiKey') });

/** The operator credits the member's wallet (major units), as a cashier desk would. */
export const operatorCredit = (username: string, amount: string) =>
  call('/operator/adjustments', {
    method: 'POST',
    headers: operator(),
    body: JSON.stringify({
      username,
      direction: 'credit',
      amount,
      note: 'e2e cashier funding',
      idempotencyKey: `e2e-fund-${username}`,
    }),
  });

/** Minor units as the screens show them (spec 9) with the demo merchant's symbol. */
export const taka = (minor: number) =>
  `৳${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Counts the page's requests to one API path and method (to prove nothing was sent). */
export function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.count++;
  });
  return seen;
}
