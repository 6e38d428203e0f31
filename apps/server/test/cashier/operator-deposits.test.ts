import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOptions,
  getDepositOrder,
  operatorApproveDeposit,
  operatorListDeposits,
  operatorRejectDeposit,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  approve,
  cashierEnv,
  houseMinor,
  journalCount,
  key,
  member,
  operator,
  submittedOrder,
  type TestMember,
} from './cashier-support.ts';

// Issue 9 "Deposit": an operator approves (credit plus the promotion's bonus from the promotion
// budget) or rejects with a reason; contract operator.ts (race-free decisions).
let t: TestApp;
let hundredId: number;
let reloadId: number;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  const p = await member(t.app);
  const promos = okValue(getDepositOptions, await p.call(getDepositOptions)).promotions;
  hundredId = promos.find((x) => x.percent === 100)!.id;
  reloadId = promos.find((x) => x.percent === 10)!.id;
});
afterAll(() => t?.close());

const reject = (orderId: string, reason = 'No payment arrived') =>
  operator(t.app, operatorRejectDeposit, { orderId, reason });
const read = async (p: TestMember, orderId: string) =>
  okValue(getDepositOrder, await p.get(`${getDepositOrder.path}?orderId=${orderId}`));

describe('approving a deposit', () => {
  it('credits amount - fee and the bonus: the wallet balance grows, the budget shrinks', async () => {
    const p = await member(t.app);
    const before = await p.balance();
    const budget = await houseMinor(t.app, 'promotion_budget');
    const fees = await houseMinor(t.app, 'cashier_fees');
    const clearing = await houseMinor(t.app, 'deposit_clearing');
    // bKash 2,000.00 at 1.5%: fee 30.00, credit 1,970.00; 100% bonus: 2,000.00.
    const o = await submittedOrder(p, { amount: '2000', promotionId: hundredId });
    const approved = okValue(operatorApproveDeposit, await approve(t.app, o.orderId));
    expect(approved).toMatchObject({
      status: 'approved',
      creditMinor: 197_000,
      bonusMinor: 200_000,
    });
    expect(await p.balance()).toBe(before + 197_000 + 200_000);
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(budget - 200_000);
    expect(await houseMinor(t.app, 'cashier_fees')).toBe(fees + 3_000);
    expect(await houseMinor(t.app, 'deposit_clearing')).toBe(clearing - 200_000);
    expect((await read(p, o.orderId)).status).toBe('approved');
  });

  it('posts one credit entry and one bonus entry under the documented keys', async () => {
    const p = await member(t.app);
    const o = await submittedOrder(p, { amount: '1000', promotionId: reloadId });
    okValue(operatorApproveDeposit, await approve(t.app, o.orderId));
    const entries = await t.app.db.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM journal_entries WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`deposit:${o.orderId}:%`],
    );
    expect(entries.map((e) => e.idempotency_key)).toEqual([
      `deposit:${o.orderId}:credit`,
      `deposit:${o.orderId}:bonus`,
    ]);
  });

  it('pays only what the promotion budget holds, and nothing once it is empty', async () => {
    const p = await member(t.app);
    const budget = await houseMinor(t.app, 'promotion_budget');
    // Leave 150.00 in the budget by moving the rest back to house cash.
    const ref = { merchantCode: 'demo', ownerMemberId: null, currency: 'BDT' };
    const budgetId = await t.app.money.account({ ...ref, kind: 'promotion_budget' });
    const cash = await t.app.money.account({ ...ref, kind: 'house_cash' });
    await t.app.money.post({
      kind: 'funding',
      idempotencyKey: `test:drain:${key()}`,
      memo: 'test: drain the budget',
      lines: [
        { accountId: budgetId, amountMinor: -(budget - 15_000) },
        { accountId: cash, amountMinor: budget - 15_000 },
      ],
    });
    try {
      const first = await submittedOrder(p, { amount: '1000', promotionId: hundredId });
      const a = okValue(operatorApproveDeposit, await approve(t.app, first.orderId));
      expect(a.bonusMinor).toBe(15_000);
      // Another member: the 100% promotion is for a first deposit only (issue 19).
      const q = await member(t.app);
      const second = await submittedOrder(q, { amount: '1000', promotionId: hundredId });
      const before = await q.balance();
      const b = okValue(operatorApproveDeposit, await approve(t.app, second.orderId));
      expect(b.bonusMinor).toBe(0);
      expect(await q.balance()).toBe(before + b.creditMinor);
      expect(await houseMinor(t.app, 'promotion_budget')).toBe(0);
    } finally {
      await t.app.money.post({
        kind: 'funding',
        idempotencyKey: `test:refill:${key()}`,
        memo: 'test: refill the budget',
        lines: [
          { accountId: cash, amountMinor: -budget },
          { accountId: budgetId, amountMinor: budget },
        ],
      });
    }
  });

  it('refuses to approve twice, or an order still awaiting payment, and moves nothing', async () => {
    const p = await member(t.app);
    const o = await submittedOrder(p);
    okValue(operatorApproveDeposit, await approve(t.app, o.orderId));
    const balance = await p.balance();
    const entries = await journalCount(t.app);
    failure(await approve(t.app, o.orderId), 409, 'order.state.conflict');
    failure(await reject(o.orderId), 409, 'order.state.conflict');
    const awaiting = okValue(
      createDeposit,
      await p.call(createDeposit, { channel: 'BKASH', amount: 500, idempotencyKey: key() }),
    );
    failure(await approve(t.app, awaiting.orderId), 409, 'order.state.conflict');
    expect(await p.balance()).toBe(balance);
    expect(await journalCount(t.app)).toBe(entries);
  });

  it('answers an unknown order 404 and a malformed id 400', async () => {
    failure(await approve(t.app, 'D9999999999'), 404, 'order.not.found');
    failure(await reject('D9999999999'), 404, 'order.not.found');
    failure(await approve(t.app, 'W0000000001x'), 400, 'request_param_err');
    failure(await operator(t.app, operatorApproveDeposit, {}), 400, 'request_param_err');
  });
});

describe('rejecting a deposit', () => {
  it('rejects a submitted order with the reason the player then reads; nothing moves', async () => {
    const p = await member(t.app);
    const balance = await p.balance();
    const entries = await journalCount(t.app);
    const o = await submittedOrder(p, { promotionId: hundredId });
    const r = okValue(operatorRejectDeposit, await reject(o.orderId, 'Reference not found'));
    expect(r).toMatchObject({ status: 'rejected', rejectReason: 'Reference not found' });
    expect(await read(p, o.orderId)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Reference not found',
    });
    expect(await p.balance()).toBe(balance);
    expect(await journalCount(t.app)).toBe(entries);
    failure(await approve(t.app, o.orderId), 409, 'order.state.conflict');
  });

  it('rejects an order still awaiting payment', async () => {
    const p = await member(t.app);
    const o = okValue(
      createDeposit,
      await p.call(createDeposit, { channel: 'BANK', amount: 600, idempotencyKey: key() }),
    );
    expect(okValue(operatorRejectDeposit, await reject(o.orderId)).status).toBe('rejected');
  });

  it('needs a reason of 2-200 characters', async () => {
    const p = await member(t.app);
    const o = await submittedOrder(p);
    failure(await reject(o.orderId, ' '), 400, 'request_param_err');
    failure(await reject(o.orderId, 'x'.repeat(201)), 400, 'request_param_err');
    failure(
      await operator(t.app, operatorRejectDeposit, { orderId: o.orderId }),
      400,
      'request_param_err',
    );
  });

  it('settles exactly one of an approval and a rejection sent together', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await member(t.app);
      const balance = await p.balance();
      const o = await submittedOrder(p, { amount: '1000' });
      const [a, r] = await Promise.all([approve(t.app, o.orderId), reject(o.orderId)]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const state = await read(p, o.orderId);
      expect(state.status).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
      expect(await p.balance()).toBe(balance + (a.statusCode === 200 ? o.creditMinor : 0));
    }
  });
});

describe("the operator's queue", () => {
  it('lists submitted orders by default, oldest first, with the member', async () => {
    const p = await member(t.app);
    const first = await submittedOrder(p);
    const second = await submittedOrder(p);
    const { list } = okValue(operatorListDeposits, await operator(t.app, operatorListDeposits));
    const mine = list.filter((o) => o.memberId === p.id);
    expect(mine.map((o) => o.orderId)).toEqual([first.orderId, second.orderId]);
    expect(mine[0]!.username).toBe(p.username);
    expect(list.every((o) => o.status === 'submitted')).toBe(true);
  });

  it('lists another state on request, expiring orders whose time is up first', async () => {
    const p = await member(t.app);
    const o = okValue(
      createDeposit,
      await p.call(createDeposit, { channel: 'BKASH', amount: 500, idempotencyKey: key() }),
    );
    await t.app.db.query(`UPDATE deposit_orders SET expires_at = now() WHERE order_id = $1`, [
      o.orderId,
    ]);
    const url = `${operatorListDeposits.path}?status=`;
    const awaiting = okValue(
      operatorListDeposits,
      await t.app.inject({
        url: `${url}awaiting_payment`,
        headers: { 'x-operator-key': cashierEnv.OPERATOR_API_KEY },
      }),
    );
    expect(awaiting.list.map((x) => x.orderId)).not.toContain(o.orderId);
    const expired = okValue(
      operatorListDeposits,
      await t.app.inject({
        url: `${url}expired`,
        headers: { 'x-operator-key': cashierEnv.OPERATOR_API_KEY },
      }),
    );
    expect(expired.list.map((x) => x.orderId)).toContain(o.orderId);
    failure(
      await t.app.inject({
        url: `${url}paid`,
        headers: { 'x-operator-key': cashierEnv.OPERATOR_API_KEY },
      }),
      400,
      'request_param_err',
    );
  });
});
