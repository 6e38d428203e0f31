// Helpers of the cashier browser tests (cashier-deposit.test.ts, cashier-withdraw.test.ts): a
// member of each test's own (no other test reads or moves its money), its balance as the API
// says it, and the operator's side (credit, decisions) with the operator key of the global setup.
import type { Page } from 'playwright-core';
import { apiCall, freshMember, operatorHeaders } from '../support/member-api.ts';

export { balanceMinor, taka } from '../support/member-api.ts';

/** Registers a member of this test's own on /m/register (EN); leaves the page signed in. */
export const cashierMember = (page: Page) => freshMember(page, 'Cashier123');

/** The operator credits the member's wallet (major units), as a cashier desk would. */
export const operatorCredit = (username: string, amount: string) =>
  apiCall('/operator/adjustments', {
    method: 'POST',
    headers: operatorHeaders(),
    body: JSON.stringify({
      username,
      direction: 'credit',
      amount,
      note: 'e2e cashier funding',
      idempotencyKey: `e2e-fund-${username}`,
    }),
  });

/** Counts the page's requests to one API path and method (to prove nothing was sent). */
export function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.count++;
  });
  return seen;
}
