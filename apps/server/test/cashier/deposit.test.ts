import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOptions,
  getDepositOrder,
  submitDepositReference,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  cashierEnv,
  journalCount,
  key,
  member,
  trialToken,
  type TestMember,
} from './cashier-support.ts';

// Issue 9 "Deposit" and "Bad input"; spec 6 (trial limits); contract cashier.ts.
let t: TestApp;
let p: TestMember;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  p = await member(t.app);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, who: TestMember = p) =>
  who.call(createDeposit, { idempotencyKey: key(), ...body });

describe('deposit options', () => {
  it("lists the merchant's four channels with limits, fee and the account to pay", async () => {
    const v = okValue(getDepositOptions, await p.call(getDepositOptions));
    expect(v.currency).toBe('BDT');
    expect(v.channels.map((c) => c.code)).toEqual(['BANK', 'BKASH', 'NAGAD', 'ROCKET']);
    const bkash = v.channels.find((c) => c.code === 'BKASH')!;
    expect(bkash).toMatchObject({ minMinor: 10_000, maxMinor: 2_500_000, feeBps: 150 });
    expect(bkash.quickAmountsMinor.length).toBeGreaterThan(0);
    const bank = v.channels.find((c) => c.code === 'BANK')!;
    expect(bank.payTo.bankName).toBeTruthy();
    expect(bank.payTo.branch).toBeTruthy();
  });

  it('titles promotions in the Language header, else the merchant default (BN)', async () => {
    const en = okValue(
      getDepositOptions,
      await p.call(getDepositOptions, undefined, { language: 'EN' }),
    );
    const bn = okValue(
      getDepositOptions,
      await p.call(getDepositOptions, undefined, { language: 'BN' }),
    );
    const other = okValue(
      getDepositOptions,
      await p.call(getDepositOptions, undefined, { language: 'VI' }),
    );
    expect(en.promotions.length).toBeGreaterThanOrEqual(2);
    expect(en.promotions[0]!.title).toMatch(/bonus/i);
    expect(bn.promotions[0]!.title).toMatch(/বোনাস/);
    expect(other.promotions[0]!.title).toBe(bn.promotions[0]!.title);
  });

  it('needs a session (401) and a real account (trial: 403 trial.restricted)', async () => {
    failure(await t.app.inject({ url: getDepositOptions.path }), 401, 'login.not.session');
    const trial = await trialToken(t.app);
    const res = await t.app.inject({
      url: getDepositOptions.path,
      headers: { authorization: trial },
    });
    failure(res, 403, 'trial.restricted');
  });
});

describe('creating a deposit order', () => {
  it('answers the instructions with fee, credit and expected bonus in minor units', async () => {
    const promos = okValue(getDepositOptions, await p.call(getDepositOptions)).promotions;
    const hundred = promos.find((x) => x.percent === 100)!;
    const o = okValue(
      createDeposit,
      await create({ channel: 'BKASH', amount: '1234.56', promotionId: hundred.id }),
    );
    expect(o).toMatchObject({
      status: 'awaiting_payment',
      channel: 'BKASH',
      amountMinor: 123_456,
      // 1.5% of 123,456 = 1,851.84, rounded to 1,852.
      feeMinor: 1_852,
      creditMinor: 121_604,
      bonusMinor: 123_456,
      promotionId: hundred.id,
      reference: null,
    });
    expect(o.orderId).toMatch(/^D\d{10}$/);
    expect(o.payTo.accountNumber).toBe('01700000001');
    expect(Date.parse(o.expiresAt) - Date.parse(o.createdAt)).toBe(24 * 3600 * 1000);
  });

  it("caps the bonus at the promotion's cap", async () => {
    // A member of its own: the 100% promotion is for a first deposit only (issue 19).
    const first = await member(t.app);
    const promos = okValue(getDepositOptions, await first.call(getDepositOptions)).promotions;
    const hundred = promos.find((x) => x.percent === 100)!;
    const o = okValue(
      createDeposit,
      await create({ channel: 'BANK', amount: 20_000, promotionId: hundred.id }, first),
    );
    expect(o.bonusMinor).toBe(hundred.capMinor);
    expect(o.feeMinor).toBe(0);
  });

  it.each([
    ['negative', '-100'],
    ['zero', 0],
    ['three decimals', '100.123'],
    ['not a number', 'abc'],
    ['an exponent', '1e5'],
    ['empty', ''],
  ])('refuses an amount that is %s with a 400 envelope and moves nothing', async (_, amount) => {
    const before = await journalCount(t.app);
    failure(await create({ channel: 'BKASH', amount }), 400, 'request_param_err');
    expect(await journalCount(t.app)).toBe(before);
  });

  it('refuses amounts outside the channel limits', async () => {
    failure(await create({ channel: 'BKASH', amount: '99.99' }), 400, 'amount.below.min');
    failure(await create({ channel: 'BKASH', amount: '25000.01' }), 400, 'amount.above.max');
    failure(await create({ channel: 'BANK', amount: '499' }), 400, 'amount.below.min');
    okValue(createDeposit, await create({ channel: 'BKASH', amount: '25000' }));
    okValue(createDeposit, await create({ channel: 'BKASH', amount: '100' }));
  });

  it('refuses an unknown channel, a missing key and unknown fields', async () => {
    failure(await create({ channel: 'PAYPAL', amount: 500 }), 400, 'request_param_err');
    failure(
      await p.call(createDeposit, { channel: 'BKASH', amount: 500 }),
      400,
      'request_param_err',
    );
    failure(
      await create({ channel: 'BKASH', amount: 500, idempotencyKey: 'short' }),
      400,
      'request_param_err',
    );
    failure(await create({ channel: 'BKASH', amount: 500, extra: 1 }), 400, 'request_param_err');
  });

  it.each([
    ['a fractional promotion id', { promotionId: 1.5 }],
    ['a huge promotion id', { promotionId: 1e20 }],
    ['a promotion id as text', { promotionId: '1' }],
    ['a huge amount', { amount: '99999999999' }],
    ['an amount as an object', { amount: { value: 500 } }],
  ])('answers %s with a 4xx envelope, never a 500', async (_, change) => {
    const res = await create({ channel: 'BKASH', amount: 500, ...change });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(JSON.parse(res.body)).toMatchObject({ success: false });
  });

  it('refuses a channel the merchant switched off', async () => {
    await t.app.db.query(`UPDATE deposit_channels SET enabled = false WHERE code = 'ROCKET'`);
    try {
      failure(await create({ channel: 'ROCKET', amount: 500 }), 400, 'request_param_err');
    } finally {
      await t.app.db.query(`UPDATE deposit_channels SET enabled = true WHERE code = 'ROCKET'`);
    }
  });

  it('refuses an amount whose fee would take all of it (400), never a 500', async () => {
    await t.app.db.query(
      `UPDATE deposit_channels SET fee_bps = 9999, min_minor = 1 WHERE code = 'ROCKET'`,
    );
    try {
      failure(await create({ channel: 'ROCKET', amount: '1' }), 400, 'amount.below.min');
    } finally {
      await t.app.db.query(
        `UPDATE deposit_channels SET fee_bps = 180, min_minor = 10000 WHERE code = 'ROCKET'`,
      );
    }
  });

  it('refuses an unknown, inactive or below-minimum promotion', async () => {
    const promos = okValue(getDepositOptions, await p.call(getDepositOptions)).promotions;
    const hundred = promos.find((x) => x.percent === 100)!;
    failure(
      await create({ channel: 'BKASH', amount: 5000, promotionId: 999_999 }),
      400,
      'deposit.promotion.invalid',
    );
    failure(
      await create({
        channel: 'BKASH',
        amount: hundred.minDepositMinor / 100 - 1,
        promotionId: hundred.id,
      }),
      400,
      'deposit.promotion.invalid',
    );
    const [inactive] = await t.app.db.query<{ id: number }>(
      `INSERT INTO deposit_promotions (merchant_code, title, percent, cap_minor, active)
       VALUES ('demo', '{"EN":"Old"}', 5, 100, false) RETURNING id`,
    );
    failure(
      await create({ channel: 'BKASH', amount: 5000, promotionId: inactive!.id }),
      400,
      'deposit.promotion.invalid',
    );
  });

  it('needs a session and refuses trial accounts (spec 6)', async () => {
    const body = { channel: 'BKASH', amount: 500, idempotencyKey: key() };
    failure(
      await t.app.inject({ method: 'POST', url: createDeposit.path, payload: body }),
      401,
      'login.not.session',
    );
    const trial = await trialToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: createDeposit.path,
      payload: body,
      headers: { authorization: trial },
    });
    failure(res, 403, 'trial.restricted');
  });
});

describe('idempotency of deposit orders', () => {
  it('answers a retry with the same key and body byte for byte, opening no second order', async () => {
    const k = key();
    const first = await create({ channel: 'NAGAD', amount: '500', idempotencyKey: k });
    // "500.00" and 500 are the same request as "500".
    const again = await create({ channel: 'NAGAD', amount: 500, idempotencyKey: k });
    const third = await create({ channel: 'NAGAD', amount: '500.00', idempotencyKey: k });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    const rows = await t.app.db.query('SELECT id FROM deposit_orders WHERE idempotency_key = $1', [
      k,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body: 409 idempotency.key.reused', async () => {
    const k = key();
    okValue(createDeposit, await create({ channel: 'NAGAD', amount: '500', idempotencyKey: k }));
    failure(
      await create({ channel: 'NAGAD', amount: '501', idempotencyKey: k }),
      409,
      'idempotency.key.reused',
    );
    failure(
      await create({ channel: 'BKASH', amount: '500', idempotencyKey: k }),
      409,
      'idempotency.key.reused',
    );
  });

  it('opens one order for one key sent many times at once', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        create({ channel: 'BKASH', amount: '750', idempotencyKey: k }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const rows = await t.app.db.query('SELECT id FROM deposit_orders WHERE idempotency_key = $1', [
      k,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("keeps members' keys apart: one key used by two members opens two orders", async () => {
    const other = await member(t.app);
    const k = key();
    const a = okValue(
      createDeposit,
      await create({ channel: 'BKASH', amount: 500, idempotencyKey: k }),
    );
    const b = okValue(
      createDeposit,
      await create({ channel: 'BKASH', amount: 500, idempotencyKey: k }, other),
    );
    expect(a.orderId).not.toBe(b.orderId);
  });
});

describe('the reference and reading an order', () => {
  it('moves an awaiting order to submitted, and allows correcting it while submitted', async () => {
    const o = okValue(createDeposit, await create({ channel: 'BKASH', amount: 500 }));
    const s = okValue(
      submitDepositReference,
      await p.call(submitDepositReference, { orderId: o.orderId, reference: ' 01711-000001 ' }),
    );
    expect(s).toMatchObject({ status: 'submitted', reference: '01711-000001' });
    const fixed = okValue(
      submitDepositReference,
      await p.call(submitDepositReference, { orderId: o.orderId, reference: 'TRX 998877' }),
    );
    expect(fixed.reference).toBe('TRX 998877');
    const read = okValue(
      getDepositOrder,
      await p.get(`${getDepositOrder.path}?orderId=${o.orderId}`),
    );
    expect(read).toEqual(fixed);
  });

  it("answers someone else's order as not found, for reading and for the reference", async () => {
    const o = okValue(createDeposit, await create({ channel: 'BKASH', amount: 500 }));
    const other = await member(t.app);
    failure(
      await other.get(`${getDepositOrder.path}?orderId=${o.orderId}`),
      404,
      'order.not.found',
    );
    failure(
      await other.call(submitDepositReference, { orderId: o.orderId, reference: 'TRX12345' }),
      404,
      'order.not.found',
    );
    failure(await p.get(`${getDepositOrder.path}?orderId=D9999999999`), 404, 'order.not.found');
  });

  it('refuses a malformed order id or reference with 400', async () => {
    failure(await p.get(`${getDepositOrder.path}?orderId=abc`), 400, 'request_param_err');
    failure(await p.get(getDepositOrder.path), 400, 'request_param_err');
    const o = okValue(createDeposit, await create({ channel: 'BKASH', amount: 500 }));
    for (const reference of ['abc', 'x'.repeat(41), 'TRX<script>', 42]) {
      failure(
        await p.call(submitDepositReference, { orderId: o.orderId, reference }),
        400,
        'request_param_err',
      );
    }
  });

  it('reads an order awaiting payment past its expiry as expired, and writes it so', async () => {
    const o = okValue(createDeposit, await create({ channel: 'BKASH', amount: 500 }));
    await t.app.db.query(
      `UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE order_id = $1`,
      [o.orderId],
    );
    const read = okValue(
      getDepositOrder,
      await p.get(`${getDepositOrder.path}?orderId=${o.orderId}`),
    );
    expect(read.status).toBe('expired');
    const [row] = await t.app.db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE order_id = $1',
      [o.orderId],
    );
    expect(row!.status).toBe('expired');
    failure(
      await p.call(submitDepositReference, { orderId: o.orderId, reference: 'TRX12345' }),
      409,
      'order.state.conflict',
    );
  });

  it('refuses a reference for an order past its expiry even before anyone read it', async () => {
    const o = okValue(createDeposit, await create({ channel: 'BKASH', amount: 500 }));
    await t.app.db.query(`UPDATE deposit_orders SET expires_at = now() WHERE order_id = $1`, [
      o.orderId,
    ]);
    failure(
      await p.call(submitDepositReference, { orderId: o.orderId, reference: 'TRX12345' }),
      409,
      'order.state.conflict',
    );
  });
});
