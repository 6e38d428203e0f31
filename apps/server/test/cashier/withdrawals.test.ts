import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawal, getWithdrawInfo, getWithdrawalOrder } from '@app/contract';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { trialToken } from './cashier-support.ts';
import {
  PAYMENT_PASSWORD,
  cashierEnv,
  journalCount,
  key,
  withdrawer,
  type Withdrawer,
} from './withdraw-support.ts';

// Issue 9 "Withdraw" and "Bad input"; spec 6 (trial limits); contract cashier.ts. The merchant's
// rules are the seeded ones: min 500, max 25,000, 5 a day, 50,000 a day.
let t: TestApp;
let w: Withdrawer;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  w = await withdrawer(t.app, '10000');
});
afterAll(() => t?.close());

/** Asserts that `run` moves no money and writes no journal entry. */
async function movesNothing(who: Withdrawer, run: () => Promise<void>) {
  const before = { money: await who.money(), entries: await journalCount(t.app) };
  await run();
  expect(await who.money()).toEqual(before.money);
  expect(await journalCount(t.app)).toBe(before.entries);
}

describe('requesting a withdrawal', () => {
  it('holds the amount: available drops, held grows, the balance shows what is left', async () => {
    const me = await withdrawer(t.app, '3000');
    const order = okValue(createWithdrawal, await me.withdraw({ amount: '1250.50' }));
    expect(order).toMatchObject({
      status: 'pending',
      amountMinor: 125_050,
      rejectReason: null,
      account: { id: me.account.id, type: 'BKASH', holderName: 'Karim Hasan' },
    });
    expect(order.orderId).toMatch(/^W\d+$/);
    expect(order.account.accountNumberMasked).toMatch(/^\*{7}\d{4}$/);
    expect(await me.money()).toEqual({ available: 174_950, held: 125_050 });
    const info = await me.info();
    expect(info).toMatchObject({ dailyCountUsed: 1, dailySumUsedMinor: 125_050 });
    expect(info.pending).toEqual([order]);
    expect(
      okValue(
        getWithdrawalOrder,
        await me.get(`${getWithdrawalOrder.path}?orderId=${order.orderId}`),
      ),
    ).toEqual(order);
    const wallet = await me.get('/wps/v2/wallets/balance');
    expect(JSON.parse(wallet.body).value.sumBalanceMinor).toBe(174_950);
  });

  it('answers the info: limits, password state, accounts, nothing pending yet', async () => {
    const me = await withdrawer(t.app, '700');
    expect(await me.info()).toEqual({
      currency: 'BDT',
      currencySymbol: '৳',
      availableMinor: 70_000,
      heldMinor: 0,
      minMinor: 50_000,
      maxMinor: 2_500_000,
      dailyCountLimit: 5,
      dailyCountUsed: 0,
      dailySumLimitMinor: 5_000_000,
      dailySumUsedMinor: 0,
      hasPaymentPassword: true,
      paymentPasswordLocked: false,
      turnoverLeftMinor: 0,
      accounts: [me.account],
      pending: [],
    });
  });

  it('refuses more than is available (409) and moves nothing', async () => {
    const me = await withdrawer(t.app, '600');
    await movesNothing(me, async () => {
      failure(await me.withdraw({ amount: '600.01' }), 409, 'wallet.insufficient.funds');
    });
    expect((await me.withdraw({ amount: '600' })).statusCode).toBe(200);
    expect(await me.money()).toEqual({ available: 0, held: 60_000 });
  });

  it.each([
    ['below the minimum', '499.99', 400, 'amount.below.min'],
    ['above the maximum', '25000.01', 400, 'amount.above.max'],
    ['negative', '-1000', 400, 'request_param_err'],
    ['zero', '0', 400, 'request_param_err'],
    ['with 3 decimals', '1000.001', 400, 'request_param_err'],
    ['not a number', 'abc', 400, 'request_param_err'],
    ['an exponent', '1e3', 400, 'request_param_err'],
  ])('answers an amount %s with %i %s and moves nothing', async (_, amount, status, code) => {
    await movesNothing(w, async () => {
      failure(await w.withdraw({ amount }), status, code);
    });
  });

  it("answers an unknown, someone else's or unbound account 404 and moves nothing", async () => {
    const other = await withdrawer(t.app, '0');
    await movesNothing(w, async () => {
      failure(await w.withdraw({ accountId: 999_999 }), 404, 'payout.account.unknown');
      failure(await w.withdraw({ accountId: other.account.id }), 404, 'payout.account.unknown');
    });
  });

  it.each([
    ['no account', { accountId: undefined }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['an unknown field', { note: 'x' }],
    ['no password', { paymentPassword: '' }],
  ])('answers %s with a 400 envelope', async (_, extra) => {
    await movesNothing(w, async () => {
      failure(await w.withdraw(extra), 400, 'request_param_err');
    });
  });

  it('needs a session (401) and a real account (trial: 403), for every endpoint', async () => {
    const body = { accountId: 1, amount: '1000', paymentPassword: '123456', idempotencyKey: key() };
    failure(await call(t.app, createWithdrawal, body), 401, 'login.not.session');
    failure(await t.app.inject({ url: getWithdrawInfo.path }), 401, 'login.not.session');
    const headers = { authorization: await trialToken(t.app) };
    failure(await call(t.app, createWithdrawal, body, { headers }), 403, 'trial.restricted');
    failure(await t.app.inject({ url: getWithdrawInfo.path, headers }), 403, 'trial.restricted');
    failure(
      await t.app.inject({ url: `${getWithdrawalOrder.path}?orderId=W0000000001`, headers }),
      403,
      'trial.restricted',
    );
  });
});

describe('idempotency and replays', () => {
  it('answers the same key and body with the same order (identical JSON), held once', async () => {
    const me = await withdrawer(t.app, '5000');
    const idempotencyKey = key();
    const first = await me.withdraw({ idempotencyKey, amount: '1000' });
    // "1000.00" is the same amount as "1000": the same request.
    const again = await me.withdraw({ idempotencyKey, amount: 1000 });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await me.money()).toEqual({ available: 400_000, held: 100_000 });
  });

  it('answers concurrent first attempts with one key with one order, held once', async () => {
    const me = await withdrawer(t.app, '5000');
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => me.withdraw({ idempotencyKey })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await me.money()).toEqual({ available: 400_000, held: 100_000 });
  });

  it('refuses the same key with another amount or account: 409, nothing moves', async () => {
    const me = await withdrawer(t.app, '5000');
    const idempotencyKey = key();
    okValue(createWithdrawal, await me.withdraw({ idempotencyKey }));
    await movesNothing(me, async () => {
      failure(await me.withdraw({ idempotencyKey, amount: '1001' }), 409, 'idempotency.key.reused');
    });
  });

  it('refuses a replayed encrypted body (request.replayed) and moves nothing', async () => {
    const me = await withdrawer(t.app, '5000');
    const nonce = 'a'.repeat(32);
    const body = {
      accountId: me.account.id,
      amount: '1000',
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key(),
    };
    const send = () =>
      call(t.app, createWithdrawal, body, {
        headers: { authorization: me.token },
        seal: { nonce },
      });
    okValue(createWithdrawal, await send());
    await movesNothing(me, async () => {
      failure(await send(), 400, 'request.replayed');
    });
  });
});

describe('concurrent requests on one balance', () => {
  it('never holds more than the wallet has (the wallet row lock queues them)', async () => {
    const me = await withdrawer(t.app, '2000');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.withdraw({ amount: '600' })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      failure(a, 409, 'wallet.insufficient.funds');
    }
    expect(await me.money()).toEqual({ available: 20_000, held: 180_000 });
  });
});

describe('reading an order', () => {
  it("answers someone else's or an unknown order 404, a malformed id 400", async () => {
    const me = await withdrawer(t.app, '1000');
    const { orderId } = okValue(createWithdrawal, await me.withdraw());
    const other = await withdrawer(t.app, '0');
    failure(
      await other.get(`${getWithdrawalOrder.path}?orderId=${orderId}`),
      404,
      'order.not.found',
    );
    failure(await me.get(`${getWithdrawalOrder.path}?orderId=W999999999`), 404, 'order.not.found');
    failure(await me.get(`${getWithdrawalOrder.path}?orderId=x1`), 400, 'request_param_err');
  });
});
