// Helpers of the accounts browser tests (accounts-*.test.ts): the dev-only server routes that let
// a test read what the demo SMS and e-mail providers sent and what a captcha says.
import type { Page } from 'playwright-core';
import { baseURL } from '../support/browser.ts';

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  code: string | null;
  createdAt: string;
}

async function dev<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, init);
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${res.status} ${body.errorCode}`);
  return body.value;
}

/** Messages to a number ('8801711000001': dialling code and digits) or an e-mail, newest first. */
export const outbox = (to: string) =>
  dev<OutboxMessage[]>(`/dev/outbox?to=${encodeURIComponent(to)}`);

/** The secret of the newest message to `to` sent after `since` (waits for it a little). */
export async function secretSentTo(to: string, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [latest] = await outbox(to);
    if (latest?.code && Date.parse(latest.createdAt) >= since) return latest.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing sent to ${to}`);
}

export const expireSmsCodes = (mobileNum: string, countryDialingCode = '+880') =>
  dev<{ expired: number }>('/dev/sms/expire', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNum, countryDialingCode }),
  });

/**
 * The answer of the next captcha the page loads. Call before the action that loads it: the id
 * comes from the page's own GET /wps/captcha, the answer from GET /dev/captcha/:id.
 */
export function nextCaptcha(page: Page): () => Promise<string> {
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/wps/captcha' && r.ok(),
  );
  return async () => {
    const { value } = (await (await response).json()) as { value: { captchaId: string } };
    return (await dev<{ answer: string }>(`/dev/captcha/${value.captchaId}`)).answer;
  };
}

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A name the demo rules accept (6-16 letters or digits) that no other test uses. */
export const freshUsername = () => `e2e${Date.now().toString(36).slice(-6)}${digits(3)}`;
/** A Bangladeshi mobile number (national part) no member has. */
export const freshMobile = () => `17${digits(8)}`;

/** Signs in by account and password on /m/login (EN) and waits for home. */
export async function signIn(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await page.waitForURL('**/m/home');
}

/**
 * Registers a fresh member by account name on /m/register (EN): SMS code from the outbox, captcha
 * from the dev route. Leaves the page signed in on /m/home.
 */
export async function registerByUsername(
  page: Page,
  member: { username: string; password: string; mobile: string; email?: string },
) {
  const captcha = nextCaptcha(page);
  await page.goto('/m/register');
  await page.getByLabel('Account', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(member.password);
  await page.getByLabel('Mobile number', { exact: true }).fill(member.mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await secretSentTo(`880${member.mobile}`, since);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  if (member.email) await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Captcha', { exact: true }).fill(await captcha());
  await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL('**/m/home');
}

/** Signs in by account and password on /m/login (EN); resolves when the next page shows. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Account', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
}
