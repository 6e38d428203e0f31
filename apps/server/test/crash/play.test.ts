import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashOutCrash,
  crashWinMinor,
  getBetHistory,
  CRASH_MAX_BUST_X100,
  getMyCrashBets,
  ORIGINALS_LIMITS,
  placeCrashBet,
} from '@app/contract';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import { memberOpenStakes } from '../../src/money/rollups.ts';
import { houseLimitX100, netAtX100 } from '../../src/crash/house-limit.ts';
import { authHeaders } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { dice } from '../originals/support.ts';
import {
  bet,
  cashOut,
  crashTestApp,
  latestRound,
  msAt,
  player,
  roundBustingAtLeast,
  state,
  walletOf,
  type HandClock,
} from './support.ts';

// Issue 23 "Crash": bets in the betting phase only, cash-outs before the bust at the server's
// multiplier, auto cash-outs, each bet settled once on the ledger and recorded as a bet.

let t: TestApp;
let clock: HandClock;
beforeAll(async () => {
  ({ t, clock } = await crashTestApp());
});
afterAll(() => t?.close());

describe('a crash round', () => {
  it('pays stake x multiplier for a cash-out before the bust, and records the bet', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 150);
    const p = await player(t.app, 10_000);
    const placed = okValue(
      placeCrashBet,
      await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 1_000 }),
    );
    expect(placed.balanceMinor).toBe(9_000);
    expect(placed.bet).toMatchObject({ state: 'open', stakeMinor: 1_000, winMinor: 0 });
    // Too early: the round has not started.
    failure(
      await cashOut(t.app, p.token, { roundNo: round.round_no }),
      409,
      'crash.round.not.running',
    );
    await clock.turn(msAt(round, 140) + 1);
    const out = okValue(cashOutCrash, await cashOut(t.app, p.token, { roundNo: round.round_no }));
    expect(out.bet.state).toBe('won');
    expect(out.bet.cashoutX100).toBe(140);
    expect(out.bet.winMinor).toBe(1_400);
    expect(out.balanceMinor).toBe(10_400);
    expect(await walletOf(t.app, p.id)).toBe(10_400);
    // A second cash-out is refused and moves nothing.
    failure(await cashOut(t.app, p.token, { roundNo: round.round_no }), 409, 'crash.bet.settled');
    await clock.turn(round.bust_at.getTime());
    expect(await walletOf(t.app, p.id)).toBe(10_400);
    const records = okValue(
      getBetHistory,
      await t.app.inject({
        url: `${getBetHistory.path}?period=today`,
        headers: authHeaders(p.token),
      }),
    );
    expect(records.list[0]).toMatchObject({
      vendor: 'INHOUSE',
      roundId: `crash-${round.round_no}-${out.bet.betId}`,
      stakeMinor: 1_000,
      winMinor: 1_400,
    });
  });

  it('loses the stake when the bust comes first: a late cash-out is refused', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    const p = await player(t.app, 5_000);
    okValue(
      placeCrashBet,
      await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 2_000 }),
    );
    // The server's clock is past the bust, though no turn has marked the round busted yet.
    clock.set(round.bust_at.getTime());
    failure(
      await cashOut(t.app, p.token, { roundNo: round.round_no }),
      409,
      'crash.round.not.running',
    );
    await clock.turn();
    const mine = okValue(
      getMyCrashBets,
      await t.app.inject({ url: getMyCrashBets.path, headers: authHeaders(p.token) }),
    );
    expect(mine.bets[0]).toMatchObject({ state: 'lost', winMinor: 0, cashoutX100: null });
    expect(await walletOf(t.app, p.id)).toBe(3_000);
    expect((await latestRound(t.app)).state).toBe('settled');
  });

  it('cashes out automatically at the target the curve reaches, and not when it busts first', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 200);
    const reach = await player(t.app, 1_000);
    const miss = await player(t.app, 1_000);
    const target = round.bust_x100 + 1;
    okValue(
      placeCrashBet,
      await bet(t.app, reach.token, {
        roundNo: round.round_no,
        stakeMinor: 300,
        autoCashoutX100: 150,
      }),
    );
    okValue(
      placeCrashBet,
      await bet(t.app, miss.token, {
        roundNo: round.round_no,
        stakeMinor: 300,
        autoCashoutX100: target,
      }),
    );
    // Paid as the curve passes it, while the round still runs.
    await clock.turn(msAt(round, 160));
    expect(await walletOf(t.app, reach.id)).toBe(700 + 450);
    // A manual cash-out after the auto one is settled already.
    failure(
      await cashOut(t.app, reach.token, { roundNo: round.round_no }),
      409,
      'crash.bet.settled',
    );
    await clock.turn(round.bust_at.getTime());
    expect(await walletOf(t.app, miss.id)).toBe(700);
    expect(await walletOf(t.app, reach.id)).toBe(1_150);
  });

  it('takes bets only in the betting phase, one per player and round', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    const p = await player(t.app, 5_000);
    okValue(placeCrashBet, await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 100 }));
    failure(
      await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 100 }),
      409,
      'crash.bet.exists',
    );
    // In flight, the stake is open play for the bonus rules (a bonus granted now counts past it).
    expect(await memberOpenStakes(t.app.db, p.id, 'BDT')).toBe(100n);
    const late = await player(t.app, 5_000);
    // The betting phase is over by the server's clock, before any turn starts the round.
    clock.set(round.betting_ends_at.getTime());
    failure(
      await bet(t.app, late.token, { roundNo: round.round_no, stakeMinor: 100 }),
      409,
      'crash.betting.closed',
    );
    await clock.turn(round.bust_at.getTime());
    failure(
      await bet(t.app, late.token, { roundNo: round.round_no, stakeMinor: 100 }),
      409,
      'crash.betting.closed',
    );
    failure(
      await bet(t.app, late.token, { roundNo: round.round_no + 50, stakeMinor: 100 }),
      404,
      'crash.round.unknown',
    );
    expect(await walletOf(t.app, late.id)).toBe(5_000);
  });

  it('answers a retried bet with the first one and refuses its key for another bet', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    const p = await player(t.app, 1_000);
    const body = { roundNo: round.round_no, stakeMinor: 400, idempotencyKey: 'crash-retry-0001' };
    const first = okValue(placeCrashBet, await bet(t.app, p.token, body));
    const again = okValue(placeCrashBet, await bet(t.app, p.token, body));
    expect(again.bet.betId).toBe(first.bet.betId);
    expect(await walletOf(t.app, p.id)).toBe(600);
    failure(await bet(t.app, p.token, { ...body, stakeMinor: 500 }), 409, 'idempotency.key.reused');
  });

  it('never overdraws a balance with bets sent at once', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    const p = await player(t.app, 1_000);
    const [a, b] = await Promise.all([
      bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 800 }),
      bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 800 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await walletOf(t.app, p.id)).toBe(200);
    const poor = await player(t.app, 500);
    failure(
      await bet(t.app, poor.token, { roundNo: round.round_no, stakeMinor: 600 }),
      409,
      'wallet.insufficient.funds',
    );
  });

  it('caps a win at the maximum win per round', () => {
    expect(crashWinMinor(1_000_000, 100_000)).toBe(10_000_000);
    expect(crashWinMinor(1_000, 250)).toBe(2_500);
  });

  it("keeps a round within the in-house games' payout cap of the merchant day: a house limit, reserved, then settled", async () => {
    const cap = ORIGINALS_LIMITS.maxNetPayoutPerDayMinor;
    const today = async () => {
      const [row] = await t.app.db.query<{ paid: string; held: string }>(
        `INSERT INTO originals_days (merchant_code, day)
         VALUES ('demo', (now() AT TIME ZONE (SELECT time_zone FROM merchants WHERE code = 'demo'))::date)
         ON CONFLICT (merchant_code, day) DO UPDATE SET day = EXCLUDED.day
         RETURNING net_paid_minor::text AS paid, reserved_minor::text AS held`,
      );
      return { paid: Number(row!.paid), held: Number(row!.held) };
    };
    const setPaid = (minor: number) =>
      t.app.db.query(
        `UPDATE originals_days SET net_paid_minor = $1 WHERE merchant_code = 'demo'
            AND day = (now() AT TIME ZONE (SELECT time_zone FROM merchants WHERE code = 'demo'))::date`,
        [minor],
      );
    // A round of its own: past the one the tests before may have bet on (its limit counts them).
    const earlier = await latestRound(t.app);
    await clock.turn(Math.max(clock.now(), earlier.bust_at.getTime()));
    await clock.turn(clock.now() + t.app.crash.timings.pauseMs);
    const round = await roundBustingAtLeast(t.app, clock, 200);
    expect(round.round_no).toBeGreaterThan(earlier.round_no);
    // Earlier rounds are settled: what is held now stays held through this test.
    const before = await today();
    const a = await player(t.app, 10_000);
    const b = await player(t.app, 10_000);
    try {
      // A day with nothing left takes no bet.
      await setPaid(cap - before.held);
      const body = { roundNo: round.round_no, stakeMinor: 1_000 };
      failure(await bet(t.app, a.token, body), 409, 'originals.day.limit');
      expect(await walletOf(t.app, a.id)).toBe(10_000);
      // With 6.00 left, two bets of 10.00 (no auto cash-out): at 1.30x they would win 6.00 net.
      await setPaid(cap - before.held - 600);
      okValue(placeCrashBet, await bet(t.app, a.token, body));
      okValue(placeCrashBet, await bet(t.app, b.token, body));
      await clock.turn(round.betting_ends_at.getTime());
      const started = await latestRound(t.app);
      expect(started.limit_x100).toBe(130);
      // Players see it in the round's state.
      expect((await state(t.app)).round).toMatchObject({ roundNo: round.round_no, limitX100: 130 });
      expect((await today()).held).toBe(before.held + 600);
      // Nothing is left for a dice round now (its best case is 0.98 net).
      failure(await dice(t.app, a.token), 409, 'originals.day.limit');
      // The curve reaches 1.30x: both are cashed out at the house limit, as at an auto cash-out.
      await clock.turn(msAt(round, 131));
      expect(await walletOf(t.app, a.id)).toBe(9_000 + 1_300);
      expect(await walletOf(t.app, b.id)).toBe(9_000 + 1_300);
      const mine = okValue(
        getMyCrashBets,
        await t.app.inject({ url: getMyCrashBets.path, headers: authHeaders(a.token) }),
      );
      expect(mine.bets[0]).toMatchObject({ state: 'won', cashoutX100: 130, winMinor: 1_300 });
      expect(await today()).toEqual({ paid: cap - before.held, held: before.held });
    } finally {
      await clock.turn(round.bust_at.getTime());
      await setPaid(before.paid);
    }
  });

  it('sets the highest house limit within the room left, and none below 1.00x', () => {
    const bets = [
      { stake_minor: 1_000, auto_cashout_x100: null },
      { stake_minor: 500, auto_cashout_x100: 150 },
    ];
    // At 2.00x: 10.00 net from the first and 2.50 from the second (its auto cash-out).
    expect(netAtX100(bets, 200)).toBe(1_250);
    expect(houseLimitX100(bets, 1_250)).toBe(200);
    expect(houseLimitX100(bets, 1_249)).toBe(199);
    expect(houseLimitX100(bets, 0)).toBe(100);
    expect(houseLimitX100(bets, 1e12)).toBe(CRASH_MAX_BUST_X100);
    for (const room of [1, 77, 999, 5_000, 123_456])
      expect(netAtX100(bets, houseLimitX100(bets, room))).toBeLessThanOrEqual(room);
  });

  it('keeps the ledger and the rollups true to the journal and the bets', async () => {
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });
});
