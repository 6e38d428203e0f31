import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  createWithdrawal,
  getWithdrawalOrder,
  operatorApproveWithdrawal,
  operatorListWithdrawals,
  operatorRejectWithdrawal,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { houseMinor } from './cashier-support.ts';
import {
  cashierEnv,
  journalCount,
  operator,
  withdrawer,
  type Withdrawer,
} from './withdraw-support.ts';

// Issue 9 "Withdraw" (held at request, paid out on approval, released on rejection) and
// "Reliability" (an approval racing a rejection settles exactly one); contract operator.ts.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

async function pendingOrder(major = '5000', amount = '1000') {
  const w = await withdrawer(t.app, major);
  const order = okValue(createWithdrawal, await w.withdraw({ amount }));
  return { w, order };
}

const approve = (orderId: string) => operator(t.app, operatorApproveWithdrawal, { orderId });
const reject = (orderId: string, reason = 'The account name does not match') =>
  operator(t.app, operatorRejectWithdrawal, { orderId, reason });
const orderOf = async (w: Withdrawer, orderId: string) =>
  okValue(getWithdrawalOrder, await w.get(`${getWithdrawalOrder.path}?orderId=${orderId}`));

describe('the operator queue', () => {
  it('lists pending withdrawals oldest first with member and the full account number', async () => {
    const { w, order } = await pendingOrder();
    const { list } = okValue(
      operatorListWithdrawals,
      await operator(t.app, operatorListWithdrawals),
    );
    const mine = list.find((o) => o.orderId === order.orderId)!;
    expect(mine).toMatchObject({ memberId: w.id, username: w.username, status: 'pending' });
    expect(mine.accountNumber).toMatch(/^019\d{8}$/);
    expect(mine.accountNumber.slice(-4)).toBe(order.account.accountNumberMasked.slice(-4));
    const times = list.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('filters by state and refuses an unknown state (400)', async () => {
    const { order } = await pendingOrder();
    okValue(operatorApproveWithdrawal, await approve(order.orderId));
    const approved = okValue(
      operatorListWithdrawals,
      await t.app.inject({
        url: `${operatorListWithdrawals.path}?status=approved`,
        headers: { [OPERATOR_KEY_HEADER]: cashierEnv.OPERATOR_API_KEY },
      }),
    ).list;
    expect(approved.map((o) => o.orderId)).toContain(order.orderId);
    const pending = okValue(
      operatorListWithdrawals,
      await operator(t.app, operatorListWithdrawals),
    );
    expect(pending.list.map((o) => o.orderId)).not.toContain(order.orderId);
    failure(
      await t.app.inject({
        url: `${operatorListWithdrawals.path}?status=lost`,
        headers: { [OPERATOR_KEY_HEADER]: cashierEnv.OPERATOR_API_KEY },
      }),
      400,
      'request_param_err',
    );
  });

  it('needs the operator key: none or a wrong one is 401 and decides nothing', async () => {
    const { w, order } = await pendingOrder();
    failure(
      await operator(t.app, operatorApproveWithdrawal, { orderId: order.orderId }, {}),
      401,
      'operator.key.invalid',
    );
    failure(
      await operator(
        t.app,
        operatorRejectWithdrawal,
        { orderId: order.orderId, reason: 'nope' },
        { [OPERATOR_KEY_HEADER]: 'not-the-key-0000000000' },
      ),
      401,
      'operator.key.invalid',
    );
    // A member's session is no operator credential either.
    failure(
      await operator(
        t.app,
        operatorApproveWithdrawal,
        { orderId: order.orderId },
        {
          authorization: w.token,
        },
      ),
      401,
      'operator.key.invalid',
    );
    expect((await orderOf(w, order.orderId)).status).toBe('pending');
  });
});

describe('deciding a withdrawal', () => {
  it('approval pays the hold out: held drops, available stays, clearing receives it', async () => {
    const { w, order } = await pendingOrder('5000', '1200');
    expect(await w.money()).toEqual({ available: 380_000, held: 120_000 });
    const clearing = await houseMinor(t.app, 'withdraw_clearing');
    const approved = okValue(operatorApproveWithdrawal, await approve(order.orderId));
    expect(approved).toMatchObject({ orderId: order.orderId, status: 'approved' });
    expect(await w.money()).toEqual({ available: 380_000, held: 0 });
    expect(await houseMinor(t.app, 'withdraw_clearing')).toBe(clearing + 120_000);
    expect(await orderOf(w, order.orderId)).toEqual(approved);
    expect((await w.info()).pending).toEqual([]);
  });

  it('rejection releases the hold to the wallet, with the reason the member sees', async () => {
    const { w, order } = await pendingOrder('5000', '1200');
    const rejected = okValue(operatorRejectWithdrawal, await reject(order.orderId));
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'The account name does not match',
    });
    expect(await w.money()).toEqual({ available: 500_000, held: 0 });
    expect((await orderOf(w, order.orderId)).rejectReason).toBe('The account name does not match');
    expect((await w.info()).dailyCountUsed).toBe(0);
  });

  it('refuses to decide an order twice (409 order.state.conflict) and moves nothing', async () => {
    const { w, order } = await pendingOrder();
    okValue(operatorApproveWithdrawal, await approve(order.orderId));
    const before = { money: await w.money(), entries: await journalCount(t.app) };
    failure(await approve(order.orderId), 409, 'order.state.conflict');
    failure(await reject(order.orderId), 409, 'order.state.conflict');
    expect(await w.money()).toEqual(before.money);
    expect(await journalCount(t.app)).toBe(before.entries);
  });

  it('settles exactly one of an approval and a rejection sent together', async () => {
    for (let round = 0; round < 3; round++) {
      const { w, order } = await pendingOrder('5000', '1000');
      const [a, r] = await Promise.all([approve(order.orderId), reject(order.orderId)]);
      const codes = [a.statusCode, r.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : r;
      failure(loser, 409, 'order.state.conflict');
      const money = await w.money();
      expect(money.held).toBe(0);
      expect(money.available).toBe(a.statusCode === 200 ? 400_000 : 500_000);
    }
  });

  it.each([
    ['an unknown order', { orderId: 'W999999999' }, 404, 'order.not.found'],
    ['a malformed id', { orderId: 'abc' }, 400, 'request_param_err'],
    ['a deposit id', { orderId: 'D0000000001' }, 404, 'order.not.found'],
    ['an unknown field', { orderId: 'W999999999', extra: 1 }, 400, 'request_param_err'],
  ])('answers approving %s with %i %s', async (_, body, status, code) => {
    failure(await operator(t.app, operatorApproveWithdrawal, body), status, code);
  });

  it('needs a reason of 2-200 characters to reject', async () => {
    const { w, order } = await pendingOrder();
    failure(await reject(order.orderId, ' '), 400, 'request_param_err');
    failure(await reject(order.orderId, 'x'.repeat(201)), 400, 'request_param_err');
    expect((await orderOf(w, order.orderId)).status).toBe('pending');
  });
});

describe('the demo auto-approver', () => {
  it('pays out pending withdrawals older than the delay on its tick', async () => {
    const demo = await buildTestApp({ env: { ...cashierEnv, DEMO_AUTO_APPROVE_SECONDS: '1' } });
    try {
      const w = await withdrawer(demo.app, '1000');
      const order = okValue(createWithdrawal, await w.withdraw({ amount: '600' }));
      await demo.app.autoApprover.runOnce();
      // Not yet a second old: still pending.
      expect((await w.info()).pending.map((o) => o.orderId)).toEqual([order.orderId]);
      await demo.app.db.query(
        `UPDATE withdrawal_orders SET created_at = now() - interval '5 seconds'
          WHERE order_id = $1`,
        [order.orderId],
      );
      const tick = await demo.app.autoApprover.runOnce();
      expect(tick.changed['withdrawals.approve']).toBe(1);
      expect(await w.money()).toEqual({ available: 40_000, held: 0 });
      expect((await w.info()).pending).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
