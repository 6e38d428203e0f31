import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { createMember } from '../helpers/accounts.ts';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import { vendorCall } from '../helpers/vendor.ts';
import { useClock, type Clock } from './ledger-clock.ts';
import { openRun, type Run } from './ledger-model.ts';
import type { MemberIx, Op } from './ledger-ops.ts';

// Issue 9 "Reliability": any sequence of deposits, bonuses, holds, releases, payouts, bets and
// wins, with replayed and misused idempotency keys among them, keeps every entry at zero, every
// balance equal to its lines and to the model, nothing negative and no hold orphaned
// (ARCHITECTURE "Storage"; spec 1: deposit, withdraw, the wallet; API-NOTES "Wallet and records":
// the idempotency key). Issue 18: signed seamless-wallet bets, wins and rollbacks (the SQL function
// wallet_call) among them, on a clock of the test's own (ledger-clock.ts useClock) that starts
// each run up to three hours before midnight in Asia/Dhaka (18:00 UTC) and moves on by minutes or
// hours, so histories cross the merchant's day; every member-day rollup must equal the brute-force
// sum over the ledger and the settled bets. Runs on both engines; PROPERTY_RUNS / PROPERTY_SEED
// reproduce a failure that fast-check reports.

const runs = Number(process.env.PROPERTY_RUNS ?? 100);
const seed = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;

const member = fc.constantFrom<MemberIx>(0, 1);
const amount = fc.integer({ min: 1, max: 400_000 });
const pick = fc.nat(1_000);
/** A vendor's stake or win: often within what the deposits put in the wallet, sometimes not. */
const stake = fc.integer({ min: 1, max: 150_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      m: member,
      amount: fc.integer({ min: 100, max: 500_000 }),
      feeBps: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
      bonus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('fundBudget' as const), amount }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('hold' as const), m: member, amount }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('release' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('payout' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), m: member, amount }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('win' as const), m: member, amount }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replay' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reuseKey' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('vendorBet' as const),
      m: member,
      amount: stake,
      pick,
      newRound: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('vendorWin' as const),
      pick,
      amount: fc.oneof(fc.constant(0), stake),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('vendorRollback' as const), pick }), weight: 2 },
  {
    // Minutes, or hours: a run that starts before the merchant's midnight often crosses it.
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      seconds: fc.oneof(fc.integer({ min: 1, max: 900 }), fc.integer({ min: 900, max: 5 * 3600 })),
    }),
    weight: 3,
  },
);

/** Midnight in Asia/Dhaka (UTC+6) is 18:00 UTC: each run starts up to three hours before one. */
const DHAKA_MIDNIGHT = Date.parse('2026-11-20T18:00:00Z');
const start = fc.integer({ min: 0, max: 3 * 3600 });

let t: TestApp;
let clock: Clock;
beforeAll(async () => {
  t = await buildTestApp();
  clock = await useClock(t.app);
});
afterAll(() => t?.close());

const linesSum = async (accountId: number) =>
  BigInt(
    (
      await t.app.db.query<{ s: string }>(
        'SELECT COALESCE(SUM(amount_minor), 0)::text AS s FROM journal_lines WHERE account_id = $1',
        [accountId],
      )
    )[0]!.s,
  );

/** The lowest running balance the account ever had, in the order its lines were written. */
const lowestRunning = async (accountId: number) =>
  BigInt(
    (
      await t.app.db.query<{ min: string | null }>(
        `SELECT COALESCE(MIN(running), 0)::text AS min FROM (
           SELECT SUM(amount_minor) OVER (ORDER BY id) AS running
             FROM journal_lines WHERE account_id = $1) s`,
        [accountId],
      )
    )[0]!.min ?? '0',
  );

const entryKeys = async (prefix: string) =>
  (
    await t.app.db.query<{ k: string }>(
      `SELECT idempotency_key AS k FROM journal_entries WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`${prefix}%`],
    )
  ).map((r) => r.k);

async function checkInvariants(run: Run) {
  // Every entry, of this run and all before it, sums to zero.
  const off = await t.app.db.query(
    'SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0',
  );
  expect(off).toEqual([]);

  // Balances: the ledger's figure = the sum of lines = the model.
  for (const [accountId, want] of run.expected) {
    const balance = await t.app.money.balance(accountId);
    expect(balance, `account ${accountId}`).toBe(await linesSum(accountId));
    expect(balance, `account ${accountId} against the model`).toBe(want);
  }

  // The money module's own check: every account row (all runs') equals its lines, and every
  // member-day rollup equals the brute-force sum of the ledger and the settled bets.
  expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
  expect(await checkRollups(t.app.db)).toEqual([]);

  // Never negative, at any point of the history: wallets, holds and the promotion budget.
  for (const a of [...run.m.flatMap((x) => [x.wallet, x.hold]), run.house.promotion_budget])
    expect(await lowestRunning(a), `account ${a}`).toBeGreaterThanOrEqual(0n);

  // No orphaned hold: what the holds keep is exactly what the pending withdrawals ask for, and
  // each withdrawal has its hold and at most one decision.
  const pending = run.withdrawals.filter((w) => w.state === 'pending');
  const heldInDb = (await linesSum(run.m[0].hold)) + (await linesSum(run.m[1].hold));
  expect(heldInDb).toBe(BigInt(pending.reduce((s, w) => s + w.amount, 0)));
  for (const w of run.withdrawals) {
    const keys = await entryKeys(`withdraw:${w.orderId}:`);
    const decision = { pending: [], approved: ['payout'], rejected: ['release'] }[w.state];
    expect(keys).toEqual([
      `withdraw:${w.orderId}:hold`,
      ...decision.map((d) => `withdraw:${w.orderId}:${d}`),
    ]);
  }

  // Every seamless-wallet call answered as the model predicted.
  expect(run.vendorSurprises).toEqual([]);

  // Replays returned the first entry and moved nothing; a key reused for other lines was refused.
  for (const r of run.replays)
    expect(r).toEqual({ ...r, replayed: true, moved: false, returned: r.entryId });
  for (const r of run.reuses) expect(r).toEqual({ reason: 'key_reused', moved: false });
}

describe(`ledger properties (${engine})`, () => {
  it('any sequence of cashier and game postings keeps entries at zero, balances equal to lines and the model, rollups equal to the ledger, nothing negative, no hold orphaned', async () => {
    const seen = {
      steps: 0,
      holdsRefused: 0,
      replays: 0,
      decided: 0,
      vendorBets: 0,
      vendorRefused: 0,
      vendorWins: 0,
      vendorRollbacks: 0,
      /** Runs whose member-day rows span two or more Dhaka days. */
      crossedMidnight: 0,
    };
    const vendor = (op: 'bet' | 'win' | 'rollback', body: object) =>
      vendorCall(t.app, 'PG', op, body);
    await fc.assert(
      fc.asyncProperty(start, fc.array(op, { minLength: 1, maxLength: 30 }), async (s, ops) => {
        const a = await createMember(t.app);
        const b = await createMember(t.app);
        await clock.set(new Date(DHAKA_MIDNIGHT - s * 1000));
        const run = await openRun(t.app, [a.id, b.id], { clock, vendor });
        // Each member starts with a deposit before the merchant's midnight, so play can follow.
        for (const m of [0, 1] as const)
          await run.apply({ kind: 'deposit', m, amount: 100_000, feeBps: 0, bonus: 0 });
        for (const o of ops) await run.apply(o);
        await checkInvariants(run);
        const [days] = await t.app.db.query<{ n: number }>(
          'SELECT count(DISTINCT day)::int AS n FROM member_day_rollups WHERE member_id = ANY ($1::bigint[])',
          [[a.id, b.id]],
        );
        if (days!.n > 1) seen.crossedMidnight++;
        seen.steps += ops.length;
        seen.holdsRefused += run.refusals.hold;
        seen.replays += run.replays.length;
        seen.decided += run.withdrawals.filter((w) => w.state !== 'pending').length;
        seen.vendorBets += run.vendorCounts.bets;
        seen.vendorRefused += run.vendorCounts.refused;
        seen.vendorWins += run.vendorCounts.wins;
        seen.vendorRollbacks += run.vendorCounts.rollbacks;
      }),
      { numRuns: runs, ...(seed !== undefined && { seed }) },
    );
    // The generator reached the interesting cases: refusals, replays and decided holds.
    expect(seen.holdsRefused).toBeGreaterThan(0);
    expect(seen.replays).toBeGreaterThan(0);
    expect(seen.decided).toBeGreaterThan(0);
    expect(seen.vendorBets).toBeGreaterThan(0);
    expect(seen.vendorRefused).toBeGreaterThan(0);
    expect(seen.vendorWins).toBeGreaterThan(0);
    expect(seen.vendorRollbacks).toBeGreaterThan(0);
    expect(seen.crossedMidnight).toBeGreaterThan(0);
  }, 300_000);
});
