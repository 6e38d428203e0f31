import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, operatorAdjustBalance, OPERATOR_KEY_HEADER } from '@app/contract';
import { authHeaders, call, createMember, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { fund, uid, vendorCall } from '../helpers/vendor.ts';
import {
  OPERATOR_KEY,
  accountMinor,
  cashierEnv,
  decide,
  entriesLike,
  idempotencyKey,
  lowestMinor,
  submittedDeposit,
  widenWithdrawLimits,
  withdraw,
  withdrawingMember,
} from './cashier-setup.ts';

// Issue 9 "Reliability", over HTTP against the real app (spec 1: deposit and withdraw; spec 4:
// the balance; API-NOTES "Wallet and records": idempotency keys, the encrypted withdrawal). PGlite has one connection, so its
// transactions never overlap and the locks under test are never contended: PostgreSQL only, as
// the seamless wallet's concurrency test.
describe.skipIf(engine !== 'postgres')('cashier under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: cashierEnv });
    await widenWithdrawLimits(t.app);
  });
  afterAll(() => t?.close());

  const body = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

  it('1,000 concurrent withdrawals and bets on one balance never overdraw it, and each accepted one is in the ledger once', async () => {
    const m = await withdrawingMember(t.app);
    const start = 1_000_000;
    await fund(t.app, m.id, start);
    // A third withdrawals, the rest bets, interleaved. Each withdrawal costs the server an RSA
    // unwrap and an argon2id check, so the bets tend to reach the lock first: they ask for about
    // 0.6x the balance, the withdrawals for about 1.7x, so both kinds are accepted and refused.
    const requests = Array.from({ length: 1_000 }, (_, i) =>
      i % 3 === 0
        ? { kind: 'withdrawal' as const, amount: 3_000 + (i % 9) * 500 }
        : { kind: 'bet' as const, amount: 500 + (i % 5) * 200, txId: uid('cb') },
    );
    const answers = await Promise.all(
      requests.map((r) =>
        r.kind === 'withdrawal'
          ? withdraw(t.app, m, r.amount)
          : vendorCall(t.app, 'PG', 'bet', {
              playerId: String(m.id),
              currency: 'BDT',
              txId: r.txId,
              roundId: uid('cr'),
              amountMinor: r.amount,
            }),
      ),
    );

    const accepted = { withdrawal: 0, bet: 0 };
    const acceptedMinor = { withdrawal: 0, bet: 0 };
    const orderIds: string[] = [];
    answers.forEach((res, i) => {
      const r = requests[i]!;
      if (res.statusCode === 200) {
        accepted[r.kind]++;
        acceptedMinor[r.kind] += r.amount;
        if (r.kind === 'withdrawal')
          orderIds.push((body(res).value as { orderId: string }).orderId);
      } else {
        // Refused for the balance and nothing else: no 500, no lock timeout, no other error.
        expect({ status: res.statusCode, code: body(res).errorCode }).toEqual({
          status: 409,
          code: 'wallet.insufficient.funds',
        });
      }
    });
    expect(accepted.withdrawal).toBeGreaterThan(0);
    expect(accepted.bet).toBeGreaterThan(0);
    const acceptedSum = acceptedMinor.withdrawal + acceptedMinor.bet;
    expect(acceptedSum).toBeLessThanOrEqual(start);
    // The balance ran out: the wallet only falls, so what is left is below every refused amount.
    const refused = requests.filter((_, i) => answers[i]!.statusCode !== 200).map((r) => r.amount);
    expect(refused.length).toBeGreaterThan(0);
    expect(start - acceptedSum).toBeLessThan(Math.min(...refused));

    const wallet = await accountMinor(t.app, m.id, 'member_wallet');
    expect(wallet).toBe(start - acceptedSum);
    expect(await lowestMinor(t.app, m.id, 'member_wallet')).toBeGreaterThanOrEqual(0);
    expect(await accountMinor(t.app, m.id, 'member_withdraw_hold')).toBe(acceptedMinor.withdrawal);

    // Exactly once each: one hold per accepted withdrawal, one entry per accepted bet, no more.
    const holds = await entriesLike(t.app, 'withdraw:');
    const mine = holds.filter((e) => orderIds.some((o) => e.key === `withdraw:${o}:hold`));
    expect(mine).toHaveLength(accepted.withdrawal);
    expect(new Set(orderIds).size).toBe(accepted.withdrawal);
    const bets = requests.flatMap((r, i) =>
      r.kind === 'bet' && answers[i]!.statusCode === 200 ? [`vendor:PG:${r.txId}`] : [],
    );
    const betEntries = await entriesLike(t.app, 'vendor:PG:cb-');
    expect(betEntries.map((e) => e.key).sort()).toEqual([...bets].sort());
    const [walletEntries] = await t.app.db.query<{ n: number }>(
      `SELECT count(DISTINCT l.entry_id)::int AS n FROM journal_lines l
         JOIN accounts a ON a.id = l.account_id
        WHERE a.owner_member_id = $1 AND a.kind = 'member_wallet'`,
      [m.id],
    );
    expect(walletEntries!.n).toBe(1 + accepted.withdrawal + accepted.bet);
  }, 180_000);

  describe('the same idempotency key sent twice at once moves money once, with identical answers', () => {
    it('withdrawal (20 pairs)', async () => {
      const m = await withdrawingMember(t.app);
      await fund(t.app, m.id, 100_000);
      for (let i = 0; i < 20; i++) {
        const key = idempotencyKey();
        const [a, b] = await Promise.all([
          withdraw(t.app, m, 1_000, key),
          withdraw(t.app, m, 1_000, key),
        ]);
        expect(a!.statusCode, a!.body).toBe(200);
        expect(body(b!)).toEqual(body(a!));
      }
      expect(await accountMinor(t.app, m.id, 'member_wallet')).toBe(100_000 - 20 * 1_000);
      expect(await accountMinor(t.app, m.id, 'member_withdraw_hold')).toBe(20 * 1_000);
      const [orders] = await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM withdrawal_orders WHERE member_id = $1',
        [m.id],
      );
      expect(orders!.n).toBe(20);
    }, 120_000);

    it('deposit (20 pairs), each then approved once', async () => {
      const m = await createMember(t.app, { password: 'Secret123' });
      const { token } = await signInAs(t.app, m.username, 'Secret123');
      const send = (key: string) =>
        call(
          t.app,
          createDeposit,
          { channel: 'BKASH', amount: '500.00', idempotencyKey: key },
          { headers: authHeaders(token) },
        );
      const orderIds = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const key = idempotencyKey();
        const [a, b] = await Promise.all([send(key), send(key)]);
        expect(a!.statusCode, a!.body).toBe(200);
        expect(body(b!)).toEqual(body(a!));
        orderIds.add((body(a!).value as { orderId: string }).orderId);
      }
      expect(orderIds.size).toBe(20);
      const [orders] = await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1',
        [m.id],
      );
      expect(orders!.n).toBe(20);
      // Two approvals of one order at once credit it once.
      const orderId = await submittedDeposit(t.app, token, 50_000);
      const both = await Promise.all([
        decide(t.app, 'deposit', 'approve', orderId),
        decide(t.app, 'deposit', 'approve', orderId),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toContain(200);
      expect(await entriesLike(t.app, `deposit:${orderId}:credit`)).toHaveLength(1);
    }, 120_000);

    it('operator adjustment (20 pairs)', async () => {
      const m = await createMember(t.app);
      const adjust = (key: string) =>
        t.app.inject({
          method: 'POST',
          url: operatorAdjustBalance.path,
          headers: { [OPERATOR_KEY_HEADER.toLowerCase()]: OPERATOR_KEY },
          payload: {
            username: m.username,
            direction: 'credit',
            amount: '10.00',
            note: 'race',
            idempotencyKey: key,
          },
        });
      for (let i = 0; i < 20; i++) {
        const key = idempotencyKey();
        const [a, b] = await Promise.all([adjust(key), adjust(key)]);
        expect(a.statusCode, a.body).toBe(200);
        expect(body(b)).toEqual(body(a));
      }
      expect(await accountMinor(t.app, m.id, 'member_wallet')).toBe(20 * 1_000);
    });
  });

  describe('an approval racing a rejection settles exactly one of them (30 races each)', () => {
    it('deposit', async () => {
      const m = await createMember(t.app, { password: 'Secret123' });
      const { token } = await signInAs(t.app, m.username, 'Secret123');
      let credited = 0;
      const outcomes = { approved: 0, rejected: 0 };
      for (let i = 0; i < 30; i++) {
        const orderId = await submittedDeposit(t.app, token, 50_000);
        const order = i % 2 ? (['reject', 'approve'] as const) : (['approve', 'reject'] as const);
        const answers = await Promise.all(order.map((d) => decide(t.app, 'deposit', d, orderId)));
        const winners = answers.filter((r) => r.statusCode === 200);
        const losers = answers.filter((r) => r.statusCode !== 200);
        expect(winners, answers.map((r) => r.body).join('\n')).toHaveLength(1);
        expect(losers.map((r) => [r.statusCode, body(r).errorCode])).toEqual([
          [409, 'order.state.conflict'],
        ]);
        const status = (
          body(winners[0]!).value as { status: 'approved' | 'rejected'; creditMinor: number }
        ).status;
        outcomes[status]++;
        const [row] = await t.app.db.query<{ status: string }>(
          'SELECT status FROM deposit_orders WHERE order_id = $1',
          [orderId],
        );
        expect(row!.status).toBe(status);
        const credits = await entriesLike(t.app, `deposit:${orderId}:`);
        expect(credits.map((e) => e.key)).toEqual(
          status === 'approved' ? [`deposit:${orderId}:credit`] : [],
        );
        if (status === 'approved')
          credited += (body(winners[0]!).value as { creditMinor: number }).creditMinor;
      }
      expect(await accountMinor(t.app, m.id, 'member_wallet')).toBe(credited);
      expect(outcomes.approved + outcomes.rejected).toBe(30);
    }, 120_000);

    it('withdrawal', async () => {
      const m = await withdrawingMember(t.app);
      await fund(t.app, m.id, 300_000);
      let paid = 0;
      for (let i = 0; i < 30; i++) {
        const res = await withdraw(t.app, m, 5_000);
        expect(res.statusCode, res.body).toBe(200);
        const { orderId } = body(res).value as { orderId: string };
        const order = i % 2 ? (['reject', 'approve'] as const) : (['approve', 'reject'] as const);
        const answers = await Promise.all(
          order.map((d) => decide(t.app, 'withdrawal', d, orderId)),
        );
        const winners = answers.filter((r) => r.statusCode === 200);
        const losers = answers.filter((r) => r.statusCode !== 200);
        expect(winners, answers.map((r) => r.body).join('\n')).toHaveLength(1);
        expect(losers.map((r) => [r.statusCode, body(r).errorCode])).toEqual([
          [409, 'order.state.conflict'],
        ]);
        const status = (body(winners[0]!).value as { status: 'approved' | 'rejected' }).status;
        const [row] = await t.app.db.query<{ status: string }>(
          'SELECT status FROM withdrawal_orders WHERE order_id = $1',
          [orderId],
        );
        expect(row!.status).toBe(status);
        const entries = (await entriesLike(t.app, `withdraw:${orderId}:`)).map((e) => e.key);
        const decision = status === 'approved' ? 'payout' : 'release';
        expect(entries).toEqual([`withdraw:${orderId}:hold`, `withdraw:${orderId}:${decision}`]);
        if (status === 'approved') paid += 5_000;
        expect(await accountMinor(t.app, m.id, 'member_withdraw_hold')).toBe(0);
      }
      expect(await accountMinor(t.app, m.id, 'member_wallet')).toBe(300_000 - paid);
    }, 120_000);
  });
});
