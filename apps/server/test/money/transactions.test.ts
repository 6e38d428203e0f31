import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOptions,
  getTransactionRecords,
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorRejectDeposit,
  type TransactionRecord,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  approve,
  cashierEnv,
  key,
  member,
  operator,
  submittedOrder,
  trialToken,
  type TestMember,
} from '../cashier/cashier-support.ts';

// Issue 9 "Records": transaction records (deposits, withdrawals with their state, bonuses,
// free-play grants, adjustments; type and date filters), paged by cursor; contract records.ts.
let t: TestApp;
let hundredId: number;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  const p = await member(t.app);
  const promos = okValue(getDepositOptions, await p.call(getDepositOptions)).promotions;
  hundredId = promos.find((x) => x.percent === 100)!.id;
});
afterAll(() => t?.close());

const records = async (p: TestMember, query: string, language = 'EN') =>
  okValue(
    getTransactionRecords,
    await p.get(`${getTransactionRecords.path}?${query}`, { language }),
  );

/** A withdrawal as S2's service leaves it (pending, approved or rejected): the rows only. */
async function withdrawal(memberId: number, amountMinor: number, status: string, reason?: string) {
  const [account] = await t.app.db.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, type, holder_name, account_number, merchant_code)
     VALUES ($1, 'NAGAD', 'Test Holder', $2, 'demo') RETURNING id`,
    [memberId, `0181${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`],
  );
  const [order] = await t.app.db.query<{ order_id: string }>(
    `INSERT INTO withdrawal_orders (merchant_code, member_id, payout_account_id, status,
       amount_minor, reject_reason, idempotency_key, request_hash)
     VALUES ('demo', $1, $2, $3, $4, $5, $6, 'x') RETURNING order_id`,
    [memberId, account!.id, status, amountMinor, reason ?? null, key()],
  );
  return order!.order_id;
}

describe('transaction records', () => {
  it('lists deposits, bonuses, withdrawals and adjustments with signed amounts, newest first', async () => {
    const p = await member(t.app);
    const approved = await submittedOrder(p, { amount: '2000', promotionId: hundredId });
    okValue(operatorApproveDeposit, await approve(t.app, approved.orderId));
    const rejected = await submittedOrder(p, { amount: '500', channel: 'NAGAD' });
    okValue(
      operatorRejectDeposit,
      await operator(t.app, operatorRejectDeposit, {
        orderId: rejected.orderId,
        reason: 'No such payment',
      }),
    );
    const w = await withdrawal(p.id, 30_000, 'rejected', 'Wrong account');
    okValue(
      operatorAdjustBalance,
      await operator(t.app, operatorAdjustBalance, {
        username: p.username,
        direction: 'debit',
        amount: '12.5',
        note: 'Correction of a double credit',
        idempotencyKey: key(),
      }),
    );
    const { list, nextCursor } = await records(p, 'period=7d');
    expect(nextCursor).toBeNull();
    const byId = Object.fromEntries(list.map((r) => [r.id, r]));
    expect(byId[`DEPOSIT:${approved.orderId}`]).toMatchObject({
      type: 'DEPOSIT',
      status: 'approved',
      amountMinor: 197_000,
      feeMinor: 3_000,
      channel: 'BKASH',
      orderId: approved.orderId,
    });
    expect(byId[`BONUS:${approved.orderId}`]).toMatchObject({
      type: 'BONUS',
      status: 'done',
      amountMinor: 200_000,
      note: '100% deposit bonus up to ৳5,000',
    });
    expect(byId[`DEPOSIT:${rejected.orderId}`]).toMatchObject({
      status: 'rejected',
      note: 'No such payment',
      channel: 'NAGAD',
    });
    expect(byId[`WITHDRAW:${w}`]).toMatchObject({
      type: 'WITHDRAW',
      status: 'rejected',
      amountMinor: -30_000,
      channel: 'NAGAD',
      note: 'Wrong account',
    });
    const adjustment = list.find((r) => r.type === 'ADJUSTMENT');
    expect(adjustment).toMatchObject({
      amountMinor: -1_250,
      note: 'Correction of a double credit',
    });
    expect(list).toHaveLength(5);
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("notes a bonus with the promotion's title in the request's language", async () => {
    const p = await member(t.app);
    const o = await submittedOrder(p, { amount: '1000', promotionId: hundredId });
    okValue(operatorApproveDeposit, await approve(t.app, o.orderId));
    const bn = await records(p, 'period=7d&type=BONUS', 'BN');
    expect(bn.list[0]!.note).toBe('১০০% ডিপোজিট বোনাস, সর্বোচ্চ ৳৫,০০০');
  });

  it('filters by type', async () => {
    const p = await member(t.app);
    const o = await submittedOrder(p, { amount: '1000', promotionId: hundredId });
    okValue(operatorApproveDeposit, await approve(t.app, o.orderId));
    await withdrawal(p.id, 10_000, 'pending');
    const deposits = await records(p, 'period=7d&type=DEPOSIT');
    expect(deposits.list.map((r) => r.type)).toEqual(['DEPOSIT']);
    const two = await records(p, 'period=7d&type=WITHDRAW,BONUS');
    expect(two.list.map((r) => r.type).sort()).toEqual(['BONUS', 'WITHDRAW']);
    failure(await p.get(`${getTransactionRecords.path}?type=CASHBACK`), 400, 'request_param_err');
  });

  it("lists a trial account's play money as a free-play grant", async () => {
    const token = await trialToken(t.app);
    const res = await t.app.inject({
      url: `${getTransactionRecords.path}?period=7d`,
      headers: { authorization: token },
    });
    const { list } = okValue(getTransactionRecords, res);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'FREEPLAY', status: 'done', amountMinor: 200_000 });
  });

  it('reads an order awaiting payment past its expiry as expired', async () => {
    const p = await member(t.app);
    const o = okValue(
      createDeposit,
      await p.call(createDeposit, { channel: 'BKASH', amount: 500, idempotencyKey: key() }),
    );
    await t.app.db.query(`UPDATE deposit_orders SET expires_at = now() WHERE order_id = $1`, [
      o.orderId,
    ]);
    expect((await records(p, 'period=7d')).list[0]).toMatchObject({ status: 'expired' });
  });

  it('pages by cursor across all sources with no duplicates or gaps', async () => {
    const p = await member(t.app);
    for (let i = 0; i < 4; i++) {
      await p.call(createDeposit, { channel: 'BKASH', amount: 500 + i, idempotencyKey: key() });
      await withdrawal(p.id, 10_000 + i, 'pending');
      await operator(t.app, operatorAdjustBalance, {
        username: p.username,
        direction: 'credit',
        amount: 1 + i,
        note: 'Test credit',
        idempotencyKey: key(),
      });
    }
    const everything = (await records(p, 'period=7d&pageSize=100')).list;
    expect(everything).toHaveLength(12);
    const paged: TransactionRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await records(p, `period=7d&pageSize=5${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.list);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((r) => r.id)).toEqual(everything.map((r) => r.id));
  });

  it('shows nothing of other members, and keeps to the date range', async () => {
    const a = await member(t.app);
    const b = await member(t.app);
    await a.call(createDeposit, { channel: 'BKASH', amount: 500, idempotencyKey: key() });
    expect((await records(b, 'period=30d')).list).toEqual([]);
    expect(
      (await records(a, 'period=custom&startDate=2020-01-01&endDate=2020-01-31')).list,
    ).toEqual([]);
  });

  it('refuses bad ranges and cursors like the betting records', async () => {
    const p = await member(t.app);
    const url = getTransactionRecords.path;
    failure(await p.get(`${url}?period=custom&startDate=2026-03-01`), 400, 'records.range.invalid');
    failure(await p.get(`${url}?cursor=%%%`), 400, 'records.cursor.invalid');
    const numericId = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 5])).toString(
      'base64url',
    );
    failure(await p.get(`${url}?cursor=${numericId}`), 400, 'records.cursor.invalid');
    failure(await t.app.inject({ url }), 401, 'login.not.session');
  });
});
