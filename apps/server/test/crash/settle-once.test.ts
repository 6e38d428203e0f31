import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashWinMinor, placeCrashBet } from '@app/contract';
import { cashOut, placeBet } from '../../src/crash/betting.ts';
import { createClock } from '../../src/crash/clock.ts';
import { createSettlement } from '../../src/crash/settlement.ts';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import type { Money } from '../../src/money/money.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { createMember } from '../helpers/accounts.ts';
import {
  bet,
  crashTestApp,
  latestRound,
  msAt,
  player,
  roundBustingAtLeast,
  type HandClock,
} from './support.ts';

// Issue 23 "Tests": a crash round with 1,000 players cashing out at random settles each bet
// exactly once; settlement run twice pays once; a round left running by a dead process is busted
// and settled by the next.

let t: TestApp;
let clock: HandClock;
beforeAll(async () => {
  ({ t, clock } = await crashTestApp());
});
afterAll(() => t?.close());

const PLAYERS = 1_000;

/**
 * `count` simulated players with 10.00 each: members without a password (no sign-in: they play
 * through the service, as the routes do), funded in one transaction.
 */
async function players(count: number) {
  const made: number[] = [];
  for (let i = 0; i < count; i++) made.push((await createMember(t.app)).id);
  const m = (await t.app.repos.merchants.findByCode('demo'))!;
  await t.app.db.transaction((tx) =>
    t.app.money.payEach(
      tx,
      { code: m.code, currencyCode: m.currencyCode, timeZone: m.timeZone },
      'funding',
      'house_cash',
      made.map((id) => ({
        memberId: id,
        amountMinor: 1_000n,
        idempotencyKey: `test:crash:fund:${id}`,
        memo: 'test funding',
        ref: String(id),
      })),
    ),
  );
  return made;
}

async function winEntriesOf(roundNo: number) {
  const [row] = await t.app.db.query<{ lines: number; paid: string }>(
    `SELECT count(*)::int AS lines, COALESCE(sum(l.amount_minor), 0)::text AS paid
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
       JOIN accounts a ON a.id = l.account_id
      WHERE e.kind = 'win' AND e.ref = $1 AND a.owner_member_id IS NOT NULL`,
    [String(roundNo)],
  );
  return { lines: row!.lines, paid: Number(row!.paid) };
}

describe('crash settlement', () => {
  it('settles each of 1,000 players cashing out at random exactly once', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 300);
    const merchant = (await t.app.repos.merchants.findByCode('demo'))!;
    const ids = await players(PLAYERS);
    // A third cash out by hand at a random point before the bust, a third set a random auto
    // cash-out (some above the bust), a third ride it out.
    const plan = ids.map((id, i) => ({
      id,
      kind: i % 3,
      at: 101 + Math.floor(Math.random() * (round.bust_x100 - 101)),
      auto: 101 + Math.floor(Math.random() * round.bust_x100 * 1.5),
    }));
    for (let i = 0; i < plan.length; i += 100)
      await Promise.all(
        plan.slice(i, i + 100).map(({ id, kind, auto }) =>
          placeBet(t.app.crash.betting, merchant, id, {
            roundNo: round.round_no,
            stakeMinor: 100,
            autoCashoutX100: kind === 1 ? auto : undefined,
            idempotencyKey: `crash-sim-${id}`,
          }),
        ),
      );
    const manual = plan.filter((x) => x.kind === 0).sort((a, b) => a.at - b.at);
    // The clock moves to each cash-out's moment; turns in between pay the auto cash-outs reached.
    let expected = 0;
    for (const [i, x] of manual.entries()) {
      clock.set(msAt(round, x.at));
      if (i % 50 === 0) await clock.turn();
      const paid = await cashOut(t.app.crash.betting, merchant, x.id, round.round_no);
      expect(paid.bet.winMinor).toBe(crashWinMinor(100, x.at));
      expected += paid.bet.winMinor;
    }
    // Two processes turn the clock at the bust at once.
    const other = createClock({ ...clockDeps(t.app.money), timings: t.app.crash.timings });
    await Promise.all([clock.turn(round.bust_at.getTime()), other.tick(new Date(round.bust_at))]);
    for (const x of plan.filter((y) => y.kind === 1 && y.auto < round.bust_x100))
      expected += crashWinMinor(100, x.auto);

    const bets = await t.app.db.query<{ state: string; n: number; win: string }>(
      `SELECT state, count(*)::int AS n, sum(win_minor)::text AS win FROM crash_bets
        WHERE round_id = $1 GROUP BY state`,
      [round.id],
    );
    expect(bets.find((b) => b.state === 'open')).toBeUndefined();
    expect(bets.reduce((s, b) => s + b.n, 0)).toBe(PLAYERS);
    const wins = await winEntriesOf(round.round_no);
    expect(wins.paid).toBe(expected);
    expect(wins.paid).toBe(bets.reduce((s, b) => s + Number(b.win), 0));
    // One record per bet.
    const [records] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE vendor = 'INHOUSE' AND round_id LIKE $1`,
      [`crash-${round.round_no}-%`],
    );
    expect(records!.n).toBe(PLAYERS);
    expect((await latestRound(t.app)).state).toBe('settled');
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });

  it('pays once when the settlement runs twice, and resumes a round a dead process left running', async () => {
    await clock.turn(clock.now() + t.app.crash.timings.pauseMs);
    const round = await roundBustingAtLeast(t.app, clock, 150);
    const ps = await Promise.all(Array.from({ length: 6 }, () => player(t.app, 1_000)));
    for (const p of ps)
      okValue(
        placeCrashBet,
        await bet(t.app, p.token, {
          roundNo: round.round_no,
          stakeMinor: 100,
          autoCashoutX100: 120,
        }),
      );
    // The process running the round dies while paying its settlement: the batch rolls back whole.
    let calls = 0;
    const dying: Money = {
      ...t.app.money,
      payBatch: async (...args: Parameters<Money['payBatch']>) => {
        if (++calls === 1) throw new Error('killed');
        return t.app.money.payBatch(...args);
      },
    };
    await clock.turn(round.betting_ends_at.getTime());
    const crashing = createClock({ ...clockDeps(dying), timings: t.app.crash.timings });
    await crashing.tick(new Date(round.bust_at));
    expect((await latestRound(t.app)).state).toBe('busted');
    expect((await winEntriesOf(round.round_no)).lines).toBe(0);
    // The next process's turns settle it; a settlement run again pays nothing more.
    await clock.turn(round.bust_at.getTime());
    await clock.turn();
    await t.app.crash.clock.settleRound(
      { code: 'demo', currencyCode: 'BDT', timeZone: 'Asia/Dhaka' },
      await latestRound(t.app),
      new Date(round.bust_at),
    );
    const wins = await winEntriesOf(round.round_no);
    expect(wins).toEqual({ lines: 6, paid: 6 * 120 });
    expect((await latestRound(t.app)).state).toBe('settled');
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
  });
});

function clockDeps(money: Money) {
  const { rounds, bets } = t.app.crash;
  return {
    db: t.app.db,
    rounds,
    bets,
    settle: createSettlement({ money, bets }),
    log: t.app.log,
  };
}
