import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWithdrawal, operatorRejectWithdrawal } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  DEFAULT_LIMITS,
  cashierEnv,
  journalCount,
  operator,
  setLimits,
  withdrawer,
  type Withdrawer,
} from './withdraw-support.ts';

// Issue 9 "Withdraw": a daily count and sum per merchant, counted per member in the merchant's
// day (merchant.timeZone), rejected withdrawals not counted; contract getWithdrawInfo.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());
beforeEach(() => setLimits(t.app, DEFAULT_LIMITS));

/** Moves the member's orders to `offsetSeconds` from the start of today in `zone`. */
async function moveOrders(who: Withdrawer, zone: string, offsetSeconds: number) {
  await t.app.db.query(
    `UPDATE withdrawal_orders
        SET created_at = (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)
                         + make_interval(secs => $3)
      WHERE member_id = $1`,
    [who.id, zone, offsetSeconds],
  );
}

async function refusedWithNothingMoved(who: Withdrawer, amount: string, code: string) {
  const before = { money: await who.money(), entries: await journalCount(t.app) };
  failure(await who.withdraw({ amount }), 409, code);
  expect(await who.money()).toEqual(before.money);
  expect(await journalCount(t.app)).toBe(before.entries);
}

describe('the daily count', () => {
  it('allows 5 a day and refuses the 6th with 409 withdraw.daily.count', async () => {
    const me = await withdrawer(t.app, '10000');
    for (let i = 0; i < 5; i++) okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
    expect((await me.info()).dailyCountUsed).toBe(5);
    await refusedWithNothingMoved(me, '500', 'withdraw.daily.count');
  });

  it('does not count rejected withdrawals', async () => {
    const me = await withdrawer(t.app, '10000');
    const orders = [];
    for (let i = 0; i < 5; i++) {
      orders.push(okValue(createWithdrawal, await me.withdraw({ amount: '500' })));
    }
    okValue(
      operatorRejectWithdrawal,
      await operator(t.app, operatorRejectWithdrawal, {
        orderId: orders[0]!.orderId,
        reason: 'wrong number',
      }),
    );
    expect((await me.info()).dailyCountUsed).toBe(4);
    okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
  });

  it("starts again at the merchant's midnight: yesterday's orders no longer count", async () => {
    const me = await withdrawer(t.app, '10000');
    for (let i = 0; i < 5; i++) okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
    // One second before Dhaka's midnight: yesterday there.
    await moveOrders(me, 'Asia/Dhaka', -1);
    expect((await me.info()).dailyCountUsed).toBe(0);
    okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
    // Exactly at Dhaka's midnight: today.
    await moveOrders(me, 'Asia/Dhaka', 0);
    await refusedWithNothingMoved(me, '500', 'withdraw.daily.count');
  });

  it("counts in the merchant's time zone, not the server's", async () => {
    const me = await withdrawer(t.app, '10000');
    for (let i = 0; i < 5; i++) okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
    // Dhaka (UTC+6) and New York (UTC-5/-4) are never at the same time of day. Put the orders
    // between the two midnights: yesterday in the zone whose day began last, today in the other.
    const [row] = await t.app.db.query<{ dhaka: Date; ny: Date }>(
      `SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Dhaka') AT TIME ZONE 'Asia/Dhaka' AS dhaka,
              date_trunc('day', now() AT TIME ZONE 'America/New_York')
                AT TIME ZONE 'America/New_York' AS ny`,
    );
    const [earlier, later] =
      row!.dhaka < row!.ny
        ? ['Asia/Dhaka', 'America/New_York']
        : ['America/New_York', 'Asia/Dhaka'];
    const gap = Math.abs(row!.dhaka.getTime() - row!.ny.getTime()) / 1000;
    // Half-way from the earlier zone's midnight to the later one's.
    await moveOrders(me, earlier, Math.floor(gap / 2));
    await setLimits(t.app, DEFAULT_LIMITS, later);
    expect((await me.info()).dailyCountUsed).toBe(0);
    okValue(createWithdrawal, await me.withdraw({ amount: '500' }));
    await setLimits(t.app, DEFAULT_LIMITS, earlier);
    expect((await me.info()).dailyCountUsed).toBe(6);
    await refusedWithNothingMoved(me, '500', 'withdraw.daily.count');
  });
});

describe('the daily sum', () => {
  it('refuses an amount past what is left of 50,000 with 409 withdraw.daily.sum', async () => {
    const me = await withdrawer(t.app, '100000');
    okValue(createWithdrawal, await me.withdraw({ amount: '25000' }));
    okValue(createWithdrawal, await me.withdraw({ amount: '24000' }));
    expect((await me.info()).dailySumUsedMinor).toBe(4_900_000);
    await refusedWithNothingMoved(me, '1000.01', 'withdraw.daily.sum');
    okValue(createWithdrawal, await me.withdraw({ amount: '1000' }));
  });

  it("frees the sum at the merchant's midnight", async () => {
    const me = await withdrawer(t.app, '100000');
    okValue(createWithdrawal, await me.withdraw({ amount: '25000' }));
    okValue(createWithdrawal, await me.withdraw({ amount: '25000' }));
    await refusedWithNothingMoved(me, '500', 'withdraw.daily.sum');
    await moveOrders(me, 'Asia/Dhaka', -60);
    okValue(createWithdrawal, await me.withdraw({ amount: '25000' }));
  });

  it('follows the merchant settings (a changed max and min apply at once)', async () => {
    const me = await withdrawer(t.app, '1000');
    await setLimits(t.app, { ...DEFAULT_LIMITS, minMinor: 100, maxMinor: 20_000 });
    failure(await me.withdraw({ amount: '200.01' }), 400, 'amount.above.max');
    okValue(createWithdrawal, await me.withdraw({ amount: '1' }));
  });
});
