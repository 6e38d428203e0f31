import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operatorApproveDeposit,
  forfeitBonusGrant,
  getBonusGrants,
  getTransactionRecords,
  type Endpoint,
} from '@app/contract';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { openRound, uid, vendorCall, walletValue } from '../helpers/vendor.ts';
import {
  approve,
  houseMinor,
  journalCount,
  member,
  submittedOrder,
  trialToken,
} from '../cashier/cashier-support.ts';
import { cashierEnv, key, withdrawer } from '../cashier/withdraw-support.ts';
import {
  bonusDeposit,
  depositPromotion,
  forfeit,
  grantsOf,
  settledRounds,
  type Rules,
} from './bonus-support.ts';

// Issue 19 "bonuses can be withdrawn at once": grants, their turnover, withdrawals and forfeits.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const EN = { language: 'EN' };

/** A member ready to withdraw (password, account, ৳100 funded) with one ৳1,000 deposit's bonus. */
async function granted(rules: Partial<Rules> = {}) {
  const m = await withdrawer(t.app, '100');
  const promotionId = await depositPromotion(t.app, rules);
  const order = await bonusDeposit(t.app, m, promotionId);
  return { m, promotionId, order };
}

/** A grant's state and progress, as the member's list shows it. */
const grant = async (m: Parameters<typeof grantsOf>[0], index = 0) =>
  (await grantsOf(m)).grants[index]!;

describe('a bonus grant holds withdrawals back until its turnover is met', () => {
  it('grants multiple x (bonus + deposit); a withdrawal is refused with the turnover left, in the request language, holding nothing', async () => {
    const { m, order } = await granted();
    expect(order.bonusMinor).toBe(50_000);
    const v = await grantsOf(m);
    // 2 x (500.00 + 1,000.00)
    expect(v.turnoverLeftMinor).toBe(300_000);
    expect(v.grants).toHaveLength(1);
    expect(v.grants[0]).toMatchObject({
      source: 'deposit',
      title: 'Test bonus',
      bonusMinor: 50_000,
      depositMinor: 100_000,
      turnoverMultiple: 2,
      turnoverBase: 'bonus_deposit',
      requiredMinor: 300_000,
      progressMinor: 0,
      remainingMinor: 300_000,
      state: 'active',
      forfeitAllowed: false,
      forfeitedMinor: null,
    });
    expect((await grantsOf(m, 'BN')).grants[0]!.title).toBe('পরীক্ষার বোনাস');
    expect((await m.info()).turnoverLeftMinor).toBe(300_000);

    const before = await m.money();
    const en = failure(await m.withdraw({ amount: '500' }, EN), 409, 'withdraw.turnover.unmet');
    expect(en.message).toBe(
      'Withdrawals wait until your bonus turnover is met: ৳3,000.00 of valid turnover left.',
    );
    expect(en.value).toEqual({ turnoverLeftMinor: 300_000, forfeitable: false });
    // No Language header: the merchant's default, BN.
    const bn = failure(await m.withdraw({ amount: '500' }), 409, 'withdraw.turnover.unmet');
    expect(bn.message).toBe(
      'বোনাসের টার্নওভার পূরণ না হওয়া পর্যন্ত উত্তোলন করা যাবে না: আরও ৳3,000.00 বৈধ টার্নওভার বাকি।',
    );
    expect(await m.money()).toEqual(before);
    expect((await m.info()).pending).toEqual([]);
  });

  it('counts settled stakes only (an open round or a rolled-back bet adds nothing); once met the withdrawal goes through', async () => {
    const { m } = await granted({ turnoverMultiple: 1, turnoverBase: 'bonus' });
    expect((await grant(m)).requiredMinor).toBe(50_000);
    const base = { playerId: String(m.id), currency: 'BDT' };
    const open = uid('r');
    walletValue(
      await vendorCall(t.app, 'PG', 'bet', {
        ...base,
        txId: uid('b'),
        roundId: open,
        amountMinor: 20_000,
      }),
    );
    expect((await grant(m)).progressMinor).toBe(0);
    // Settled with no win: the stake is valid turnover all the same.
    walletValue(
      await vendorCall(t.app, 'PG', 'win', {
        ...base,
        txId: uid('w'),
        roundId: open,
        amountMinor: 0,
      }),
    );
    expect((await grant(m)).progressMinor).toBe(20_000);
    const cancelled = uid('r');
    const betTxId = uid('b');
    walletValue(
      await vendorCall(t.app, 'PG', 'bet', {
        ...base,
        txId: betTxId,
        roundId: cancelled,
        amountMinor: 10_000,
      }),
    );
    walletValue(
      await vendorCall(t.app, 'PG', 'rollback', {
        ...base,
        txId: uid('rb'),
        betTxId,
        roundId: cancelled,
        amountMinor: 10_000,
      }),
    );
    expect(await grant(m)).toMatchObject({ progressMinor: 20_000, remainingMinor: 30_000 });
    failure(await m.withdraw({ amount: '500' }, EN), 409, 'withdraw.turnover.unmet');

    await settledRounds(t.app, m.id, 30_000);
    expect(await grant(m)).toMatchObject({
      progressMinor: 50_000,
      remainingMinor: 0,
      state: 'met',
    });
    expect((await grantsOf(m)).turnoverLeftMinor).toBe(0);
    expect((await m.info()).turnoverLeftMinor).toBe(0);
    expect((await m.withdraw({ amount: '500' })).statusCode).toBe(200);
    // The withdrawal's check, under the wallet lock, wrote it met.
    expect((await grant(m)).metAt).not.toBeNull();
  });

  // A stake placed before the bonus, on a round the vendor settles after it (a sports bet, a
  // long round), would otherwise meet the new bonus's turnover the moment it settles.
  it('never counts a round staked before the bonus, even one settled after it', async () => {
    const m = await withdrawer(t.app, '100');
    const promotionId = await depositPromotion(t.app, {
      turnoverMultiple: 1,
      turnoverBase: 'bonus',
    });
    const early = await openRound(t.app, m.id, 9_000);
    await bonusDeposit(t.app, m, promotionId);
    await early.settle(0);
    expect(await grant(m)).toMatchObject({
      progressMinor: 0,
      remainingMinor: 50_000,
      state: 'active',
    });
    failure(await m.withdraw({ amount: '500' }, EN), 409, 'withdraw.turnover.unmet');
    await settledRounds(t.app, m.id, 50_000);
    expect(await grant(m)).toMatchObject({ progressMinor: 50_000, state: 'met' });
  });

  // The field's "bonus bust": a bonus played down to nothing is lost with the balance, and a
  // later deposit of the member's own money is not held back by its turnover.
  it('is lost when the balance ran out before a new deposit; the new money can be withdrawn', async () => {
    const { m } = await granted();
    const spendAllBut = async (who: typeof m, keep: number) =>
      settledRounds(t.app, who.id, (await who.money()).available - keep, 1, 0);
    await spendAllBut(m, 99); // ৳0.99 left: less than 1.00
    expect((await grant(m)).state).toBe('active');
    const order = await submittedOrder(m, { channel: 'BANK', amount: '1000' });
    okValue(operatorApproveDeposit, await approve(t.app, order.orderId));
    const lost = await grant(m);
    expect(lost).toMatchObject({ state: 'lost', remainingMinor: 0 });
    expect(lost.lostAt).not.toBeNull();
    expect((await grantsOf(m)).turnoverLeftMinor).toBe(0);
    expect((await m.withdraw({ amount: '500' }, EN)).statusCode).toBe(200);

    // ৳1.00 left is not spent: the bonus still holds the new deposit back.
    const { m: kept } = await granted();
    await spendAllBut(kept, 100);
    const next = await submittedOrder(kept, { channel: 'BANK', amount: '1000' });
    okValue(operatorApproveDeposit, await approve(t.app, next.orderId));
    expect((await grant(kept)).state).toBe('active');
    failure(await kept.withdraw({ amount: '500' }, EN), 409, 'withdraw.turnover.unmet');

    // Staked whole on a round still open (a sports bet) is not spent: it may still pay out.
    const { m: staked } = await granted();
    await openRound(t.app, staked.id, (await staked.money()).available);
    const third = await submittedOrder(staked, { channel: 'BANK', amount: '1000' });
    okValue(operatorApproveDeposit, await approve(t.app, third.orderId));
    expect((await grant(staked)).state).toBe('active');
  });

  it('a lost bonus holds back no later one when a bonus between them is forfeited', async () => {
    const { m, promotionId } = await granted({ forfeitAllowed: true });
    await settledRounds(t.app, m.id, (await m.money()).available, 1, 0); // A: played to nothing
    await bonusDeposit(t.app, m, promotionId); // B (A is lost now)
    await bonusDeposit(t.app, m, promotionId); // C, counted behind B
    const [b] = (await grantsOf(m)).grants.filter((g) => g.state === 'active');
    okValue(forfeitBonusGrant, await forfeit(m, b!.id));
    await settledRounds(t.app, m.id, 100_000);
    // C counts from its own grant (B is gone, A was lost): ৳1,000 of its ৳3,000 played.
    const [c] = (await grantsOf(m)).grants.filter((g) => g.state === 'active');
    expect(c).toMatchObject({ progressMinor: 100_000, remainingMinor: 200_000 });
  });

  it('needs the turnover of both of two bonuses: a stake counts towards one grant, the oldest first', async () => {
    const { m, promotionId } = await granted({ turnoverMultiple: 1, turnoverBase: 'bonus' });
    await bonusDeposit(t.app, m, promotionId);
    await settledRounds(t.app, m.id, 60_000);
    const v = await grantsOf(m);
    expect(v.grants.map((g) => [g.state, g.progressMinor])).toEqual([
      ['active', 10_000],
      ['met', 50_000],
    ]);
    expect(v.turnoverLeftMinor).toBe(40_000);
    const refused = failure(await m.withdraw({}, EN), 409, 'withdraw.turnover.unmet');
    expect(refused.message).toContain('৳400.00 of valid turnover left');
  });

  it('a promotion asking no turnover (0x) grants a bonus met at once', async () => {
    const { m } = await granted({ turnoverMultiple: 0 });
    expect(await grant(m)).toMatchObject({ requiredMinor: 0, state: 'met', remainingMinor: 0 });
    expect((await m.withdraw({ amount: '500' })).statusCode).toBe(200);
  });

  it('counts every one of many rounds settled at once, exactly', async () => {
    const { m } = await granted({ turnoverMultiple: 1, turnoverBase: 'bonus' });
    await Promise.all(Array.from({ length: 12 }, () => settledRounds(t.app, m.id, 1_000)));
    expect((await grant(m)).progressMinor).toBe(12_000);
  });
});

describe('forfeiting a bonus', () => {
  it('takes back the bonus and its winnings; withdrawals then go through; the same key answers again and moves nothing', async () => {
    const { m } = await granted({
      turnoverMultiple: 5,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
    });
    // ৳100 funded + ৳1,000 deposit + ৳500 bonus; then a round that wins ৳200 net.
    await settledRounds(t.app, m.id, 10_000, 1, 30_000);
    expect((await m.money()).available).toBe(180_000);
    const refused = failure(await m.withdraw({}, EN), 409, 'withdraw.turnover.unmet');
    expect(refused.message).toBe(
      'Withdrawals wait until your bonus turnover is met: ৳2,400.00 of valid turnover left. Or forfeit the bonus to withdraw the rest.',
    );
    expect(refused.value).toEqual({ turnoverLeftMinor: 240_000, forfeitable: true });

    const budget = await houseMinor(t.app, 'promotion_budget');
    const { id } = await grant(m);
    const idempotencyKey = key();
    const first = await forfeit(m, id, idempotencyKey);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body).value).toMatchObject({
      id,
      state: 'forfeited',
      forfeitedMinor: 70_000,
      remainingMinor: 0,
      progressMinor: 0,
    });
    expect((await m.money()).available).toBe(110_000);
    expect(await houseMinor(t.app, 'promotion_budget')).toBe(budget + 70_000);

    const entries = await journalCount(t.app);
    const again = await forfeit(m, id, idempotencyKey);
    expect(again.body).toBe(first.body);
    const otherKey = await forfeit(m, id);
    expect(JSON.parse(otherKey.body).value).toEqual(JSON.parse(first.body).value);
    expect(await journalCount(t.app)).toBe(entries);
    expect((await m.money()).available).toBe(110_000);

    expect((await grantsOf(m)).turnoverLeftMinor).toBe(0);
    expect((await m.withdraw({ amount: '1000' })).statusCode).toBe(200);
    const records = okValue(
      getTransactionRecords,
      await m.call(getTransactionRecords, undefined, EN),
    ).list;
    expect(records.find((r) => r.id === `BONUS:forfeit-${id}`)).toMatchObject({
      type: 'BONUS',
      amountMinor: -70_000,
      note: 'Test bonus',
    });
    // The rollups and balances still agree with the ledger (money/check.ts).
    expect((await checkRollups(t.app.db)).filter((x) => x.memberId === m.id)).toEqual([]);
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
  });

  // Rounds staked before the bonus were the member's own money: whether they settle before the
  // forfeit (won) or after it (still open then), they are no part of the bonus's winnings.
  it('takes nothing of rounds staked before the bonus, settled or still open', async () => {
    const m = await withdrawer(t.app, '100');
    const promotionId = await depositPromotion(t.app, {
      turnoverMultiple: 5,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
    });
    const early = await openRound(t.app, m.id, 5_000);
    const late = await openRound(t.app, m.id, 2_000);
    await bonusDeposit(t.app, m, promotionId);
    await early.settle(6_000);
    // Since the bonus: a round that wins ৳200 net.
    await settledRounds(t.app, m.id, 10_000, 1, 30_000);
    // ৳100 - ৳50 - ৳20 + ৳1,000 + ৳500 bonus + ৳60 + ৳200 = ৳1,790; forfeit: ৳500 + ৳200.
    expect((await m.money()).available).toBe(179_000);
    const v = okValue(forfeitBonusGrant, await forfeit(m, (await grant(m)).id));
    expect(v.forfeitedMinor).toBe(70_000);
    expect((await m.money()).available).toBe(109_000);
    await late.settle(4_000); // the member's own round, settled after the forfeit
    expect((await m.money()).available).toBe(113_000);
  });

  it('takes only the bonus after losses, and never more than the wallet holds', async () => {
    const { m } = await granted({ forfeitAllowed: true });
    await settledRounds(t.app, m.id, 100_000, 1, 0);
    expect((await m.money()).available).toBe(60_000);
    const lost = JSON.parse((await forfeit(m, (await grant(m)).id)).body).value;
    expect(lost.forfeitedMinor).toBe(50_000);
    expect((await m.money()).available).toBe(10_000);

    const { m: broke } = await granted({ forfeitAllowed: true });
    await settledRounds(t.app, broke.id, 150_000, 1, 0);
    const all = JSON.parse((await forfeit(broke, (await grant(broke)).id)).body).value;
    expect(all.forfeitedMinor).toBe(10_000);
    expect((await broke.money()).available).toBe(0);
  });

  it('lets a later grant count from its own moment once the earlier one is forfeited', async () => {
    const { m, promotionId } = await granted({
      turnoverMultiple: 1,
      turnoverBase: 'bonus',
      forfeitAllowed: true,
    });
    await bonusDeposit(t.app, m, promotionId);
    await settledRounds(t.app, m.id, 20_000);
    const before = (await grantsOf(m)).grants;
    expect(before.map((g) => g.progressMinor)).toEqual([20_000, 0]);
    okValue(forfeitBonusGrant, await forfeit(m, before[0]!.id));
    const after = (await grantsOf(m)).grants;
    expect(after.map((g) => [g.state, g.progressMinor])).toEqual([
      ['active', 20_000],
      ['forfeited', 0],
    ]);
  });

  it("refuses a bonus its promotion does not let go (409), a met one (409), an unknown or someone else's (404), moving nothing", async () => {
    const { m } = await granted();
    const { m: done } = await granted({ turnoverMultiple: 0, forfeitAllowed: true });
    const other = await member(t.app);
    const entries = await journalCount(t.app);
    const kept = failure(await forfeit(m, (await grant(m)).id), 409, 'bonus.forfeit.not.allowed');
    expect(kept.message).toBe('This bonus cannot be forfeited.');
    failure(await forfeit(done, (await grant(done)).id), 409, 'bonus.forfeit.not.allowed');
    failure(await forfeit(m, 999_999_999), 404, 'bonus.grant.not.found');
    failure(await forfeit(other, (await grant(m)).id), 404, 'bonus.grant.not.found');
    expect(await journalCount(t.app)).toBe(entries);
    expect((await m.money()).available).toBe(160_000);
    expect((await grant(m)).state).toBe('active');
  });

  it('refuses a key already used for another grant (409 idempotency.key.reused)', async () => {
    const { m, promotionId } = await granted({ forfeitAllowed: true });
    await bonusDeposit(t.app, m, promotionId);
    const [a, b] = (await grantsOf(m)).grants;
    const k = key();
    expect((await forfeit(m, a!.id, k)).statusCode).toBe(200);
    failure(await forfeit(m, b!.id, k), 409, 'idempotency.key.reused');
    expect((await grant(m, 0)).state).toBe('active');
  });
});

describe('bad input to the grant endpoints', () => {
  it.each([
    ['no grant id', { idempotencyKey: 'k-12345678' }],
    ['a grant id as text', { grantId: '1', idempotencyKey: 'k-12345678' }],
    ['a negative grant id', { grantId: -1, idempotencyKey: 'k-12345678' }],
    ['a fractional grant id', { grantId: 1.5, idempotencyKey: 'k-12345678' }],
    ['a huge grant id', { grantId: 1e20, idempotencyKey: 'k-12345678' }],
    ['no key', { grantId: 1 }],
    ['a short key', { grantId: 1, idempotencyKey: 'k-1' }],
    ['a key with spaces', { grantId: 1, idempotencyKey: 'k 12345678' }],
    ['an unknown field', { grantId: 1, idempotencyKey: 'k-12345678', amount: 5 }],
    ['an array', [1]],
    ['null', null],
  ])('refuses a forfeit with %s: 400, nothing moves', async (_, body) => {
    const p = await member(t.app);
    const entries = await journalCount(t.app);
    failure(await p.call(forfeitBonusGrant, body), 400, 'request_param_err');
    expect(await journalCount(t.app)).toBe(entries);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const p = await member(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: forfeitBonusGrant.path,
      headers: { authorization: p.token, 'content-type': 'application/json' },
      payload: '{"grantId": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([getBonusGrants, forfeitBonusGrant] as Endpoint[])(
    '$path needs a session (401) and a real account (trial: 403)',
    async (e) => {
      const body = e.method === 'POST' ? { grantId: 1, idempotencyKey: key() } : undefined;
      const anonymous = await t.app.inject({
        method: e.method,
        url: e.path,
        ...(body && { payload: body }),
      });
      failure(anonymous, 401, 'login.not.session');
      const trial = await t.app.inject({
        method: e.method,
        url: e.path,
        headers: { authorization: await trialToken(t.app) },
        ...(body && { payload: body }),
      });
      failure(trial, 403, 'trial.restricted');
    },
  );

  it('answers a member without bonuses an empty list', async () => {
    const p = await member(t.app);
    expect(await grantsOf(p)).toEqual({
      currency: 'BDT',
      currencySymbol: '৳',
      turnoverLeftMinor: 0,
      grants: [],
    });
  });
});
