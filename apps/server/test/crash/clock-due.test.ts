import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeCrashBet } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import {
  bet,
  crashTestApp,
  latestRound,
  msAt,
  player,
  roundBustingAtLeast,
  walletOf,
  type HandClock,
} from './support.ts';

// The crash clock reads the rounds only when a step is due (issue 22: an idle server turned it ten
// times a second, three to six statements each, on every process). Each turn answers when the
// next one is due: the end of betting, the lowest auto cash-out or house limit of the bets still
// open, the bust, the next round after the pause, and never more than `timings.maxIdleMs` away.
// Each step must still happen at its time: the bets are paid at the turns these times name.

let t: TestApp;
let clock: HandClock;
beforeAll(async () => {
  ({ t, clock } = await crashTestApp());
  // Long enough for every due time below to be the round's own, not the longest idle.
  t.app.crash.timings.maxIdleMs = 3_600_000;
});
afterAll(() => t?.close());

const turn = (ms: number) => {
  clock.set(ms);
  return t.app.crash.clock.tick(new Date(ms));
};

describe('crash clock: when the next step is due', () => {
  it('names the end of betting, the next auto cash-out, the bust and the next round, each in turn', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 200);
    // Taking bets: the end of betting.
    expect(await turn(clock.now())).toBe(round.betting_ends_at.getTime());
    const early = await player(t.app, 1_000);
    const late = await player(t.app, 1_000);
    for (const [p, autoCashoutX100] of [
      [early, 150],
      [late, 180],
    ] as const)
      okValue(
        placeCrashBet,
        await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 300, autoCashoutX100 }),
      );

    // The round starts: nothing is due before the curve reaches 1.50x.
    const start = round.betting_ends_at.getTime();
    expect(await turn(start)).toBe(msAt(round, 150));
    expect(await walletOf(t.app, early.id)).toBe(700);
    // At 1.50x the first bet is paid, and the next due is 1.80x.
    expect(await turn(msAt(round, 150))).toBe(msAt(round, 180));
    expect(await walletOf(t.app, early.id)).toBe(700 + 450);
    expect(await walletOf(t.app, late.id)).toBe(700);
    // At 1.80x the second; no bet is left open, so the bust is next.
    expect(await turn(msAt(round, 180))).toBe(round.bust_at.getTime());
    expect(await walletOf(t.app, late.id)).toBe(700 + 540);
    // The bust settles the round; the next one opens after the pause.
    const next = round.bust_at.getTime() + t.app.crash.timings.pauseMs;
    expect(await turn(round.bust_at.getTime())).toBe(next);
    expect((await latestRound(t.app)).state).toBe('settled');
    // Before the pause is over, nothing changes and the same time is named.
    expect(await turn(next - 1)).toBe(next);
    expect((await latestRound(t.app)).round_no).toBe(round.round_no);
    // After it, the next round takes bets.
    await turn(next);
    const opened = await latestRound(t.app);
    expect(opened.round_no).toBe(round.round_no + 1);
    expect(opened.state).toBe('betting');
  });

  it('is never further away than the longest idle, whatever the round waits for', async () => {
    t.app.crash.timings.maxIdleMs = 200;
    try {
      const round = await roundBustingAtLeast(t.app, clock, 101);
      const now = clock.now();
      expect(round.betting_ends_at.getTime() - now).toBeGreaterThan(200);
      expect(await turn(now)).toBe(now + 200);
    } finally {
      t.app.crash.timings.maxIdleMs = 3_600_000;
    }
  });
});

describe('crash clock: the repeat', () => {
  it('turns the clock only when a step is due, and on its next run after a wake', async () => {
    const own = await buildTestApp();
    try {
      const { crash } = own.app;
      // The game's time stands still: once the clock has named a later time, nothing is due.
      const frozen = new Date();
      crash.useClock(() => frozen);
      crash.timings.maxIdleMs = 60_000;
      const tick = vi.spyOn(crash.clock, 'tick');
      crash.wake();
      const settled = async () => {
        let n = -1;
        for (let i = 0; i < 10 && n !== tick.mock.calls.length; i++) {
          n = tick.mock.calls.length;
          await new Promise((r) => setTimeout(r, 600));
        }
        return n;
      };
      const turns = await settled();
      expect(turns).toBeGreaterThanOrEqual(1);
      // Six runs of the repeat (every 100 ms) later, still no turn.
      await new Promise((r) => setTimeout(r, 600));
      expect(tick.mock.calls.length).toBe(turns);
      // A wake turns it on the next run, once.
      crash.wake();
      await expect.poll(() => tick.mock.calls.length, { timeout: 2_000 }).toBe(turns + 1);
      expect(await settled()).toBe(turns + 1);
    } finally {
      await own.close();
    }
  });
});
