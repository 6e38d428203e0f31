// What the browser tests of the cashier, records and member centre do through the API as a client
// would: calls with the demo merchant's headers, the signed-in page's session token, a fresh member
// of each test's own (no other test reads or moves its money), its balance, the operator's key,
// and amounts as the screens show them.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { freshMobile, freshUsername, registerByUsername } from '../tests/accounts-support.ts';
import { baseURL } from './browser.ts';

/** A failure envelope, with its errorCode for tests that expect one. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | undefined,
  ) {
    super(message);
  }
}

export async function apiCall<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
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
    throw new ApiCallError(`${path}: ${res.status} ${body.errorCode}`, body.errorCode);
  return body.value;
}

/** The operator API key the browser suite's server is started with (e2e global setup). */
export const operatorHeaders = () => ({ 'X-Operator-Key': inject('operatorApiKey') });

export const sessionTokenOf = async (page: Page) =>
  (await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  ))!;

/** Registers a member of this test's own on /m/register (EN); leaves the page signed in. */
export async function freshMember(page: Page, password: string) {
  const member = { username: freshUsername(), password, mobile: freshMobile() };
  await registerByUsername(page, member);
  return { ...member, token: await sessionTokenOf(page) };
}

export const balanceMinor = async (token: string) =>
  (await apiCall<{ sumBalanceMinor: number }>('/wps/v2/wallets/balance', { token }))
    .sumBalanceMinor;

/** Minor units as the screens show them (spec 9), with the demo merchant's symbol. */
export const taka = (minor: number) =>
  `৳${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const signedTaka = (minor: number) =>
  `${minor > 0 ? '+' : minor < 0 ? '-' : ''}${taka(minor)}`;
