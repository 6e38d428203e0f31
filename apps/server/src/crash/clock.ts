import type { FastifyBaseLogger } from 'fastify';
import { CRASH_CURVE_RATE_PER_MS, crashDurationMs, crashMultiplierX100 } from '@app/contract';
import { merchantRefs, type MerchantRef } from '../money/money.ts';
import { lockDayRoom, reserveOnDay } from '../originals/day-cap.ts';
import type { Db } from '../platform/db/db.ts';
import type { BetsRepository } from './bets-repository.ts';
import { bustX100Of, chainCommitment, chainSeed, newTerminalSeed } from './fair.ts';
import type { RoundRow, RoundsRepository } from './rounds-repository.ts';
import { cashoutCapX100, houseLimitX100, netAtX100 } from './house-limit.ts';
import { outcomeOf, type Settle } from './settlement.ts';

/** The game's timings; tests shorten them (and drive the clock by hand). */
export interface CrashTimings {
  /** How long a round takes bets. */
  bettingMs: number;
  /** How long after a bust the next round opens. */
  pauseMs: number;
  /** How often each process turns the clock. */
  tickMs: number;
  /**
   * The longest the clock leaves the rounds unread between two of its steps: a round another
   * process opened, started or busted is seen within this (each step is conditional, whoever
   * comes first).
   */
  maxIdleMs: number;
  /** Rounds per seed chain (each round's seed costs up to this many SHA-256s to derive). */
  chainLength: number;
  /** The curve's rate per ms of the rounds made from now on (contract crash-rules.ts). */
  curveRatePerMs: number;
}

export const DEFAULT_TIMINGS: CrashTimings = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  tickMs: 100,
  maxIdleMs: 1_000,
  chainLength: 10_000,
  curveRatePerMs: CRASH_CURVE_RATE_PER_MS,
};

/** Bets settled per transaction. */
export const SETTLE_BATCH = 1_000;

export interface ClockDeps {
  db: Db;
  rounds: RoundsRepository;
  bets: BetsRepository;
  settle: Settle;
  timings: CrashTimings;
  log: FastifyBaseLogger;
}

/**
 * The crash game's clock (issue 23), turned every `tickMs` by each process (jobs.repeat). Each
 * step is a conditional change of a round's state or of bets still open, so two processes (or a
 * process started after another died mid-round) never do one twice: a round is added once (its
 * number is unique), starts and busts once (`UPDATE ... WHERE state = ...`), and each bet settles
 * once, locked and still open in the transaction that pays it.
 */
export function createClock(d: ClockDeps) {
  /** Opens round `roundNo`, making its seed chain first when it needs a new one. */
  async function open(m: MerchantRef, roundNo: number, now: Date) {
    let chain = await d.rounds.chainFor(m.code, roundNo);
    if (!chain) {
      const terminal = newTerminalSeed();
      const length = d.timings.chainLength;
      await d.rounds.addChain(m.code, {
        terminal_seed: terminal,
        length,
        commitment: chainCommitment(terminal, length),
        first_round: roundNo,
      });
      chain = await d.rounds.chainFor(m.code, roundNo);
      if (!chain) throw new Error(`no crash chain for round ${roundNo}`);
    }
    const { seed, previousHash } = chainSeed(
      chain.terminal_seed,
      chain.length,
      roundNo - chain.first_round + 1,
    );
    const bustX100 = bustX100Of(seed, roundNo);
    const bettingEndsAt = new Date(now.getTime() + d.timings.bettingMs);
    const curveRate = d.timings.curveRatePerMs;
    await d.rounds.add({
      merchantCode: m.code,
      roundNo,
      chain,
      seed,
      previousHash,
      bustX100,
      curveRate,
      bettingEndsAt,
      bustAt: new Date(bettingEndsAt.getTime() + crashDurationMs(bustX100, curveRate)),
    });
  }

  /**
   * Settles the round's open bets, batch by batch: with `upToX100` (the round running), only the
   * auto cash-outs (or the house limit) the curve has reached; without (busted), every one: won at
   * its auto cash-out or the house limit when below the bust point, lost otherwise. Answers how
   * many were settled.
   */
  async function settleOpen(m: MerchantRef, round: RoundRow, upToX100: number | null, now: Date) {
    let settled = 0;
    for (let after = 0; ;) {
      const batch = await d.db.transaction(async (tx) => {
        const open = await d.bets.lockOpen(
          tx,
          round.id,
          SETTLE_BATCH,
          after,
          upToX100,
          round.limit_x100,
        );
        if (!open.length) return null;
        const outcomes = open.map((bet) => {
          const cap = cashoutCapX100(bet, round.limit_x100);
          const won = cap !== null && cap < round.bust_x100;
          return { bet, settled: outcomeOf(bet, won ? cap : null) };
        });
        const key = `crash:settle:${round.id}:${open[0]!.id}-${open.at(-1)!.id}`;
        await d.settle(tx, m, round, outcomes, key, now);
        return { last: open.at(-1)!.id, count: open.length };
      });
      if (!batch) return settled;
      settled += batch.count;
      after = batch.last;
    }
  }

  async function settleRound(m: MerchantRef, round: RoundRow, now: Date) {
    const settled = await settleOpen(m, round, null, now);
    await d.rounds.markSettled(round.id, now);
    return settled;
  }

  /**
   * Betting -> running, in one transaction with the round's house limit: its start waits for the
   * bets in flight (they hold the round shared), so the bets it reads are all there will be, and
   * the day's row is locked while the round's best case under the limit is reserved on it.
   * Answers the round as it now is.
   */
  async function start(m: MerchantRef, round: RoundRow, now: Date): Promise<RoundRow> {
    await d.db.transaction(async (tx) => {
      if (!(await d.rounds.start(tx, round.id, now))) return;
      const bets = await d.bets.openStakes(tx, round.id);
      const { day, roomMinor } = await lockDayRoom(tx, m);
      const limit = houseLimitX100(bets, roomMinor);
      await reserveOnDay(tx, m, day, netAtX100(bets, limit));
      await d.rounds.setLimit(tx, round.id, limit, day);
    });
    return (await d.rounds.find(m.code, round.round_no)) ?? round;
  }

  /** One merchant's turn; answers when its next step is due (ms since the epoch). */
  async function advance(m: MerchantRef, now: Date): Promise<number> {
    const t = now.getTime();
    for (const round of await d.rounds.toSettle(m.code)) await settleRound(m, round, now);
    const cur = await d.rounds.latest(m.code);
    const nextOpen = cur ? cur.bust_at.getTime() + d.timings.pauseMs : t;
    if (!cur || (cur.state === 'settled' && t >= nextOpen)) {
      await open(m, (cur?.round_no ?? 0) + 1, now);
      return t + d.timings.bettingMs;
    }
    if (cur.state === 'settled') return nextOpen;
    if (cur.state !== 'betting' && cur.state !== 'running') return t;
    if (now >= cur.bust_at) {
      if (await d.rounds.bust(cur.id, now)) await settleRound(m, cur, now);
      return nextOpen;
    }
    if (now < cur.betting_ends_at) return cur.betting_ends_at.getTime();
    const round = cur.state === 'betting' ? await start(m, cur, now) : cur;
    const x100 = crashMultiplierX100(t - round.betting_ends_at.getTime(), round.curve_rate);
    await settleOpen(m, round, Math.min(x100, round.bust_x100 - 1), now);
    // Running: nothing changes before the curve reaches the lowest cap of the bets still open (no
    // bet comes in once betting ends; a player's own cash-out needs no clock), or else the bust.
    const cap = await d.bets.lowestCapX100(round.id, round.limit_x100);
    const bustAt = round.bust_at.getTime();
    if (cap === null || cap >= round.bust_x100) return bustAt;
    const capAt = round.betting_ends_at.getTime() + crashDurationMs(cap, round.curve_rate);
    return Math.min(bustAt, capAt);
  }

  return {
    /**
     * One turn of the clock, for every merchant; a merchant that fails is logged, the others go on.
     * Answers when the next turn is due: the earliest merchant's next step, and at most
     * `timings.maxIdleMs` away (another process may have moved a round meanwhile; it is looked at
     * again then). A failure makes it due at once.
     */
    async tick(now = new Date()): Promise<number> {
      let due = now.getTime() + d.timings.maxIdleMs;
      for (const m of await merchantRefs(d.db))
        due = Math.min(
          due,
          await advance(m, now).catch((err: unknown) => {
            d.log.error({ err, merchant: m.code }, 'crash clock');
            return now.getTime();
          }),
        );
      return due;
    },
    settleRound,
  };
}

export type Clock = ReturnType<typeof createClock>;
