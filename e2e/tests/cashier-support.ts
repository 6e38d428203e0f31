// Helpers of the cashier browser tests (cashier-deposit.test.ts, cashier-withdraw.test.ts): a
// member of each test's own (no other test reads or moves its money), its balance as the API
// says it, and the operator's side (credit, decisions) with the operator key of the global setup.
import type { Page } from 'playwright-core';
import { apiCall, freshMember, operatorHeaders } from '../support/member-api.ts';
import { secretSentTo } from './accounts-support.ts';

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

/**
 * On /m/withdraw, sets the payment password with the code the demo SMS provider sent to the
 * member's number; ends when the withdrawal form shows.
 */
export async function setPaymentPasswordOnScreen(page: Page, mobile: string, password: string) {
  await page.getByRole('heading', { name: 'Set a payment password' }).waitFor();
  const since = Date.now();
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await secretSentTo(`880${mobile}`, since);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('textbox', { name: 'New payment password (6 digits)' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm payment password' }).fill(password);
  await page.getByRole('button', { name: 'Save payment password' }).click();
  // Set: binding an account, which asks for it, is open now.
  await page.getByRole('button', { name: '+ Add a payout account' }).waitFor();
}

/**
 * On /m/withdraw: binds a bKash account in the holder's name (the first becomes the payee),
 * confirmed with the payment password (issue 19), which must be set already.
 */
export async function bindWalletOnScreen(
  page: Page,
  number: string,
  holder: string,
  paymentPassword: string,
) {
  await page.getByRole('button', { name: '+ Add a payout account' }).click();
  const bind = page.getByRole('form', { name: 'Add a payout account' });
  await bind.getByLabel('Wallet number').fill(number);
  await bind.getByLabel('Account holder name').fill(holder);
  await bind
    .getByRole('textbox', { name: 'Confirm with your payment password' })
    .fill(paymentPassword);
  await bind.getByRole('button', { name: 'Add account' }).click();
  await page
    .getByRole('list', { name: 'Payout accounts' })
    .getByText(new RegExp(`^bKash \\*+${number.slice(-4)}$`))
    .waitFor();
}
