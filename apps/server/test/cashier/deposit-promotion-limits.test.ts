import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  getDepositOptions,
  operatorApproveDeposit,
  operatorRejectDeposit,
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
  type TestMember,
} from './cashier-support.ts';
import { bonusDeposit, depositPromotion, grantsOf } from '../promotions/bonus-support.ts';

// Issue 19: a deposit promotion's per-member limits (first deposit only, N a day, N times),
// enforced when the order is opened and again when it is approved, under concurrency.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const open = (p: TestMember, promotionId: number, headers: Record<string, string> = {}) =>
  p.call(
    createDeposit,
    { channel: 'BANK', amount: '1000', promotionId, idempotencyKey: key() },
    headers,
  );

const offered = async (p: TestMember, promotionId: number) =>
  okValue(getDepositOptions, await p.call(getDepositOptions)).promotions.find(
    (x) => x.id === promotionId,
  )!;

describe('per-member limits of a deposit promotion', () => {
  it('shows the rules and limits on the deposit options', async () => {
    const id = await depositPromotion(t.app, {
      turnoverMultiple: 3,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
      perDayLimit: 1,
      maxPerMember: 4,
    });
    expect(await offered(await member(t.app), id)).toMatchObject({
      turnoverMultiple: 3,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
      firstDepositOnly: false,
      perDayLimit: 1,
      maxPerMember: 4,
      unavailable: null,
    });
  });

  it('first deposit only: one order may hold it; after an approved deposit it is refused', async () => {
    const id = await depositPromotion(t.app, { firstDepositOnly: true });
    const p = await member(t.app);
    const first = okValue(createDeposit, await open(p, id));
    // A second order while the first waits: it is not a first deposit either way.
    const second = failure(
      await open(p, id, { language: 'EN' }),
      409,
      'deposit.promotion.first.only',
    );
    expect(second.message).toBe('This promotion is for your first deposit only.');
    expect((await offered(p, id)).unavailable).toBe('firstOnly');
    // Once the first order is rejected, the promotion is open again.
    okValue(
      operatorRejectDeposit,
      await operator(t.app, operatorRejectDeposit, { orderId: first.orderId, reason: 'no money' }),
    );
    expect((await offered(p, id)).unavailable).toBeNull();
    await bonusDeposit(t.app, p, id);
    failure(await open(p, id), 409, 'deposit.promotion.first.only');
    expect((await offered(p, id)).unavailable).toBe('firstOnly');
  });

  it('first deposit only: an order overtaken by another approved deposit is credited without the bonus', async () => {
    const id = await depositPromotion(t.app, { firstDepositOnly: true });
    const p = await member(t.app);
    const withPromotion = await submittedOrder(p, { channel: 'BANK', promotionId: id });
    const plain = await submittedOrder(p, { channel: 'BANK' });
    okValue(operatorApproveDeposit, await approve(t.app, plain.orderId));
    const late = okValue(operatorApproveDeposit, await approve(t.app, withPromotion.orderId));
    expect(late.bonusMinor).toBe(0);
    expect(await p.balance()).toBe(200_000);
    expect((await grantsOf(p)).grants).toEqual([]);
  });

  it('once a day: the second order of the day is refused; a rejected one does not count', async () => {
    const id = await depositPromotion(t.app, { perDayLimit: 1 });
    const p = await member(t.app);
    const first = okValue(createDeposit, await open(p, id));
    failure(await open(p, id), 409, 'deposit.promotion.daily.limit');
    expect((await offered(p, id)).unavailable).toBe('dailyLimit');
    okValue(
      operatorRejectDeposit,
      await operator(t.app, operatorRejectDeposit, { orderId: first.orderId, reason: 'no money' }),
    );
    await bonusDeposit(t.app, p, id);
    failure(await open(p, id), 409, 'deposit.promotion.daily.limit');
    // Another member is not limited by this one.
    okValue(createDeposit, await open(await member(t.app), id));
  });

  it('N times: the uses granted and waiting count; past N it is refused', async () => {
    const id = await depositPromotion(t.app, { maxPerMember: 2 });
    const p = await member(t.app);
    await bonusDeposit(t.app, p, id);
    okValue(createDeposit, await open(p, id));
    const refused = failure(
      await open(p, id, { language: 'EN' }),
      409,
      'deposit.promotion.used.up',
    );
    expect(refused.message).toBe('You have used this promotion as many times as it allows.');
    expect((await offered(p, id)).unavailable).toBe('usedUp');
  });

  it('the same key again answers its order, even when the limit is reached', async () => {
    const id = await depositPromotion(t.app, { maxPerMember: 1 });
    const p = await member(t.app);
    const body = { channel: 'BANK', amount: '1000', promotionId: id, idempotencyKey: key() };
    const first = okValue(createDeposit, await p.call(createDeposit, body));
    const again = okValue(createDeposit, await p.call(createDeposit, body));
    expect(again.orderId).toBe(first.orderId);
  });
});

describe('limits under concurrency', () => {
  it('of many orders opened at once for a promotion allowed once, exactly one is made', async () => {
    const id = await depositPromotion(t.app, { maxPerMember: 1 });
    const p = await member(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(p, id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409))
      failure(r, 409, 'deposit.promotion.used.up');
    const [row] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1 AND promotion_id = $2',
      [p.id, id],
    );
    expect(row!.n).toBe(1);
  });

  it('of two orders approved at once past the limit, one gets the bonus', async () => {
    const id = await depositPromotion(t.app);
    const p = await member(t.app);
    const a = await submittedOrder(p, { channel: 'BANK', promotionId: id });
    const b = await submittedOrder(p, { channel: 'BANK', promotionId: id });
    // The operator narrows the promotion while both wait.
    await t.app.db.query('UPDATE deposit_promotions SET max_per_member = 1 WHERE id = $1', [id]);
    const decided = await Promise.all([approve(t.app, a.orderId), approve(t.app, b.orderId)]);
    const bonuses = decided.map((r) => okValue(operatorApproveDeposit, r).bonusMinor).sort();
    expect(bonuses).toEqual([0, 50_000]);
    expect(await p.balance()).toBe(250_000);
    expect((await grantsOf(p)).grants).toHaveLength(1);
  });
});
