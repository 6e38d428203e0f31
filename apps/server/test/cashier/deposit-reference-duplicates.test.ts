import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOrder,
  operatorApproveDeposit,
  operatorListDeposits,
  submitDepositReference,
  type OperatorDepositOrder,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  approve,
  key,
  member,
  operator,
  OPERATOR_KEY,
  type TestMember,
} from './cashier-support.ts';
import { createDepositDecisions } from '../../src/cashier/deposit-decisions.ts';

// Issue 19: the same payer reference was credited on two members' orders. An order whose
// reference another order carries too is flagged to the operator and never auto-approved.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { OPERATOR_API_KEY: OPERATOR_KEY, DEMO_AUTO_APPROVE_SECONDS: '30' },
  });
  // Only runOnce() ticks here: the timer would approve behind the test's back.
  await t.app.autoApprover.pause();
});
afterAll(() => t?.close());

let n = 0;
/** A payer reference no other test uses. */
const freshReference = () => `TRX ${process.pid}${Date.now() % 1e6}${++n}`;

/** An order of `p` given `reference`, waiting long enough for the auto-approver. */
async function submitted(p: TestMember, reference: string) {
  const order = okValue(
    createDeposit,
    await p.call(createDeposit, { channel: 'BKASH', amount: '1000', idempotencyKey: key() }),
  );
  const o = okValue(
    submitDepositReference,
    await p.call(submitDepositReference, { orderId: order.orderId, reference }),
  );
  await t.app.db.query(
    `UPDATE deposit_orders SET updated_at = now() - interval '31 seconds' WHERE order_id = $1`,
    [o.orderId],
  );
  return o;
}

const listed = async (status = 'submitted') => {
  const res = await t.app.inject({
    url: `${operatorListDeposits.path}?status=${status}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const byId = new Map<string, OperatorDepositOrder>();
  for (const o of okValue(operatorListDeposits, res).list) byId.set(o.orderId, o);
  return byId;
};

const statusOf = async (p: TestMember, orderId: string) =>
  okValue(getDepositOrder, await p.get(`${getDepositOrder.path}?orderId=${orderId}`)).status;

describe('deposits that share a payer reference', () => {
  it("flags two members' orders with one reference (case, spaces, - and _ aside), each naming the other", async () => {
    const [a, b, c] = [await member(t.app), await member(t.app), await member(t.app)];
    const reference = freshReference();
    const first = await submitted(a, reference);
    const second = await submitted(b, ` ${reference.toLowerCase().replace(' ', '-')} `);
    const alone = await submitted(c, freshReference());
    const list = await listed();
    expect(list.get(first.orderId)!.referenceDuplicates).toEqual([
      {
        orderId: second.orderId,
        memberId: b.id,
        username: b.username,
        status: 'submitted',
        amountMinor: 100_000,
      },
    ]);
    expect(list.get(second.orderId)!.referenceDuplicates).toEqual([
      expect.objectContaining({ orderId: first.orderId, memberId: a.id, username: a.username }),
    ]);
    expect(list.get(alone.orderId)!.referenceDuplicates).toEqual([]);
  });

  it('the auto-approver approves neither of two orders that share a reference, and credits nothing for them', async () => {
    const [a, b, c] = [await member(t.app), await member(t.app), await member(t.app)];
    const reference = freshReference();
    const first = await submitted(a, reference);
    const second = await submitted(b, reference);
    const alone = await submitted(c, freshReference());
    const [balanceA, balanceB] = [await a.balance(), await b.balance()];
    const tick = await t.app.autoApprover.runOnce();
    expect(tick.ran).toBe(true);
    expect(await statusOf(c, alone.orderId)).toBe('approved');
    expect(await statusOf(a, first.orderId)).toBe('submitted');
    expect(await statusOf(b, second.orderId)).toBe('submitted');
    expect([await a.balance(), await b.balance()]).toEqual([balanceA, balanceB]);
  });

  it('an order whose reference was already credited to another member is never auto-approved', async () => {
    const [a, b] = [await member(t.app), await member(t.app)];
    const reference = freshReference();
    const paid = await submitted(a, reference);
    await t.app.autoApprover.runOnce();
    expect(await statusOf(a, paid.orderId)).toBe('approved');
    const before = await b.balance();
    const again = await submitted(b, reference.toLowerCase());
    await t.app.autoApprover.runOnce();
    expect(await statusOf(b, again.orderId)).toBe('submitted');
    expect(await b.balance()).toBe(before);
    expect((await listed()).get(again.orderId)!.referenceDuplicates).toEqual([
      expect.objectContaining({ orderId: paid.orderId, status: 'approved', memberId: a.id }),
    ]);
    // The approved order shows its twin too, in the approved list.
    expect((await listed('approved')).get(paid.orderId)!.referenceDuplicates).toEqual([
      expect.objectContaining({ orderId: again.orderId, status: 'submitted' }),
    ]);
  });

  it("one member's second order with the same reference is flagged as well", async () => {
    const a = await member(t.app);
    const reference = freshReference();
    const first = await submitted(a, reference);
    const second = await submitted(a, reference);
    await t.app.autoApprover.runOnce();
    expect(await statusOf(a, first.orderId)).toBe('submitted');
    expect(await statusOf(a, second.orderId)).toBe('submitted');
    expect((await listed()).get(second.orderId)!.referenceDuplicates).toHaveLength(1);
  });

  it('the operator decides a flagged order knowingly: an approval goes through', async () => {
    const [a, b] = [await member(t.app), await member(t.app)];
    const reference = freshReference();
    const first = await submitted(a, reference);
    await submitted(b, reference);
    const before = await a.balance();
    const approved = okValue(operatorApproveDeposit, await approve(t.app, first.orderId));
    expect(approved.status).toBe('approved');
    expect(await a.balance()).toBe(before + approved.creditMinor);
  });

  it("the auto-approver's approval checks again under the order's lock (409 deposit.reference.duplicate)", async () => {
    const [a, b] = [await member(t.app), await member(t.app)];
    const reference = freshReference();
    const first = await submitted(a, reference);
    await submitted(b, reference);
    const decisions = createDepositDecisions(t.app.db, t.app.money);
    const merchant = { code: 'demo', currencyCode: 'BDT', timeZone: 'Asia/Dhaka' };
    await expect(
      decisions.approve(merchant, first.orderId, { unlessDuplicateReference: true }),
    ).rejects.toMatchObject({ errorCode: 'deposit.reference.duplicate' });
    expect(await statusOf(a, first.orderId)).toBe('submitted');
  });
});

describe('the operator deposit list: bad input', () => {
  it('answers an unknown state with 400 and a missing or wrong key with 401, changing nothing', async () => {
    for (const status of ['paid', '', 'SUBMITTED']) {
      failure(
        await t.app.inject({
          url: `${operatorListDeposits.path}?status=${status}`,
          headers: { 'x-operator-key': OPERATOR_KEY },
        }),
        400,
        'request_param_err',
      );
    }
    failure(await t.app.inject({ url: operatorListDeposits.path }), 401, 'operator.key.invalid');
    failure(
      await operator(t.app, operatorListDeposits, undefined, { 'x-operator-key': 'y'.repeat(30) }),
      401,
      'operator.key.invalid',
    );
  });
});
