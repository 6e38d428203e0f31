import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  getMemberInfo,
  getMerchantWallet,
  getWalletBalance,
  loginFreeplay,
  logout,
  renewSession,
  sendSms,
} from '@app/contract';
import { seedDemo } from '../../src/demo/seed/index.ts';
import { trialOpeningKey, TRIAL_BALANCE_MINOR } from '../../src/accounts/free-play.ts';
import { authHeaders, call, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  // Short lifetimes: 3 s idle, 6 s absolute.
  t = await buildTestApp({ env: { SESSION_IDLE_SECONDS: '3', SESSION_MAX_SECONDS: '6' } });
  await seedDemo(t.app.db, 'other');
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const info = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: getMemberInfo.path, headers: { ...authHeaders(token), ...headers } });

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { token } = await signInAs(t.app, 'player01', 'Player123');
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE token_hash = $1',
      [hash],
    );
    expect(rows).toHaveLength(1);
    const raw = await t.app.db.query(
      'SELECT 1 FROM sessions WHERE token_hash = $1 OR device = $1 OR ip = $1',
      [token],
    );
    expect(raw).toEqual([]);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('answers member info for the raw token, and 401 login.not.session for anything else', async () => {
    const { token, id } = await signInAs(t.app, 'player01', 'Player123');
    expect(okValue(getMemberInfo, await info(token))).toEqual({
      id,
      type: 0,
      nickname: 'Lucky Player',
      account: 'player01',
      mobileNum: '1711000001',
      email: 'player01@example.com',
      hasPassword: true,
    });
    const refused = [
      await t.app.inject({ url: getMemberInfo.path }),
      await info(`Bearer ${token}`),
      await info(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))),
      await info('x'.repeat(500)),
      // A token of one merchant means nothing to another.
      await info(token, { merchant: 'other' }),
    ];
    for (const res of refused) {
      const body = failure(res, 401, 'login.not.session');
      expect(body.message).toBe('The account has been logged out, please log in again');
    }
  });

  it('ends the session on logout', async () => {
    const { token } = await signInAs(t.app, 'player01', 'Player123');
    const res = await t.app.inject({
      method: 'DELETE',
      url: logout.path,
      headers: authHeaders(token),
    });
    expect(okValue(logout, res)).toBeNull();
    failure(await info(token), 401, 'login.not.session');
    failure(
      await t.app.inject({ method: 'DELETE', url: logout.path, headers: authHeaders(token) }),
      401,
      'login.not.session',
    );
  });

  it('expires after the idle time, and renewal moves the expiry up to the absolute cap', async () => {
    // Deadlines come from the answers, so a slow machine moves them instead of failing the test.
    const until = async (isoOrMs: string | number, extraMs = 150) => {
      const at = typeof isoOrMs === 'number' ? isoOrMs : Date.parse(isoOrMs);
      await sleep(Math.max(0, at - Date.now()) + extraMs);
    };
    const renew = async (token: string) =>
      okValue(
        renewSession,
        await t.app.inject({ method: 'PUT', url: renewSession.path, headers: authHeaders(token) }),
      );
    const idle = await signInAs(t.app, 'player01', 'Player123');
    const kept = await signInAs(t.app, 'player01', 'Player123');
    const signedInAt = Date.now();
    expect(Date.parse(kept.expiresAt) - signedInAt).toBeLessThanOrEqual(3_000);
    await sleep(1_500);
    const renewed = await renew(kept.token);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(kept.expiresAt));
    // Past the first expiry: the idle session is gone, the renewed one lives.
    await until(idle.expiresAt);
    expect(Date.now()).toBeLessThan(Date.parse(renewed.expiresAt));
    failure(await info(idle.token), 401, 'login.not.session');
    okValue(getMemberInfo, await info(kept.token));
    // Renewals never pass the absolute cap (6 s after sign-in).
    await sleep(1_500);
    const last = await renew(kept.token);
    const cap = Date.parse(kept.expiresAt) + 3_000;
    expect(Date.parse(last.expiresAt)).toBeLessThanOrEqual(cap + 100);
    await until(last.expiresAt);
    failure(await info(kept.token), 401, 'login.not.session');
  });
});

describe('free play', () => {
  it('creates a trial account with its own play money and signs it in', async () => {
    const trial = okValue(
      loginFreeplay,
      await t.app.inject({ method: 'POST', url: loginFreeplay.path }),
    );
    expect(trial.userName).toMatch(/^trial_[a-z0-9]{6}$/);
    expect(trial).toMatchObject({ customerType: 4, firstTimeLogin: false, merchantCode: 'demo' });
    const wallet = okValue(
      getWalletBalance,
      await t.app.inject({ url: getWalletBalance.path, headers: authHeaders(trial.token) }),
    );
    expect(wallet).toEqual({
      currency: 'BDT',
      currencySymbol: '৳',
      sumBalance: TRIAL_BALANCE_MINOR / 100,
      sumBalanceMinor: TRIAL_BALANCE_MINOR,
      balance: [{ accountTypeId: 1, availBalance: TRIAL_BALANCE_MINOR / 100 }],
    });
    // Posted through the ledger, against the trial pool, under one key per trial account.
    const lines = await t.app.db.query<{ kind: string; amount: string }>(
      `SELECT a.kind, l.amount_minor::text AS amount
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         JOIN accounts a ON a.id = l.account_id
        WHERE e.idempotency_key = $1 ORDER BY l.amount_minor`,
      [trialOpeningKey('demo', trial.id)],
    );
    expect(lines).toEqual([
      { kind: 'trial_pool', amount: String(-TRIAL_BALANCE_MINOR) },
      { kind: 'member_wallet', amount: String(TRIAL_BALANCE_MINOR) },
    ]);
    const member = okValue(
      getMemberInfo,
      await t.app.inject({ url: getMemberInfo.path, headers: authHeaders(trial.token) }),
    );
    expect(member).toMatchObject({ type: 4, account: trial.userName, hasPassword: false });
  });

  it('gives every trial account its own name and balance', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) {
      names.add(
        okValue(loginFreeplay, await t.app.inject({ method: 'POST', url: loginFreeplay.path }))
          .userName,
      );
    }
    expect(names.size).toBe(3);
  });

  it('refuses password changes and logged-in SMS to trial sessions', async () => {
    const trial = okValue(
      loginFreeplay,
      await t.app.inject({ method: 'POST', url: loginFreeplay.path }),
    );
    const headers = authHeaders(trial.token);
    const change = failure(
      await call(
        t.app,
        changePassword,
        { newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
        { headers },
      ),
      403,
      'trial.restricted',
    );
    expect(change.message).toBe('Please login an actual account to use this function');
    failure(
      await t.app.inject({ method: 'POST', url: sendSms.path, headers, payload: {} }),
      403,
      'trial.restricted',
    );
  });
});

describe('wallet', () => {
  it("shows the member's balance from the ledger in major and minor units", async () => {
    const { token } = await signInAs(t.app, 'player01', 'Player123');
    const v = okValue(
      getWalletBalance,
      await t.app.inject({ url: getWalletBalance.path, headers: authHeaders(token) }),
    );
    expect(v).toEqual({
      currency: 'BDT',
      currencySymbol: '৳',
      sumBalance: 1250.5,
      sumBalanceMinor: 125_050,
      balance: [{ accountTypeId: 1, availBalance: 1250.5 }],
    });
  });

  it('needs a session', async () => {
    failure(await t.app.inject({ url: getWalletBalance.path }), 401, 'login.not.session');
  });

  it('says the merchant runs a single wallet', async () => {
    expect(okValue(getMerchantWallet, await t.app.inject({ url: getMerchantWallet.path }))).toEqual(
      {
        isSingle: true,
      },
    );
  });
});
