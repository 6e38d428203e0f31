import type { FastifyInstance } from 'fastify';
import { crashDurationMs, getCrashState, placeCrashBet, cashOutCrash } from '@app/contract';
import type { RoundRow } from '../../src/crash/rounds-repository.ts';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { fund } from '../helpers/vendor.ts';

let keys = 0;
/** An idempotency key unique in this run. */
export const betKey = () => `crash${process.pid}x${Date.now()}x${++keys}`;

/**
 * The game's clock in a test: a fixed time the test moves by hand, and the repeat job paused, so
 * each turn of the clock is the test's (`turn`).
 */
export async function handClock(app: FastifyInstance, start = Date.now()) {
  await app.crash.pause();
  let now = start;
  app.crash.useClock(() => new Date(now));
  app.crash.timings.bettingMs = 1_000;
  app.crash.timings.pauseMs = 500;
  app.crash.timings.chainLength = 50;
  return {
    now: () => now,
    set(ms: number) {
      now = ms;
    },
    /** Moves the clock to `ms` and turns it. */
    async turn(ms = now) {
      now = ms;
      await app.crash.clock.tick(new Date(now));
    },
  };
}
export type HandClock = Awaited<ReturnType<typeof handClock>>;

/** A test app of the file's own, its crash clock in the test's hands (`handClock`). */
export async function crashTestApp() {
  const t = await buildTestApp();
  return { t, clock: await handClock(t.app) };
}

/** The latest round as stored (its secret seed and bust point included). */
export async function latestRound(app: FastifyInstance, merchant = 'demo'): Promise<RoundRow> {
  const round = await app.crash.rounds.latest(merchant);
  if (!round) throw new Error('no crash round');
  return round;
}

/**
 * Turns the clock until a round whose bust point is at least `minX100` takes bets (the chain
 * decides bust points; about half the rounds bust at 2x or more), settling the others on the way.
 */
export async function roundBustingAtLeast(app: FastifyInstance, clock: HandClock, minX100: number) {
  for (let i = 0; i < 200; i++) {
    await clock.turn();
    const r = await latestRound(app);
    if (
      r.state === 'betting' &&
      r.bust_x100 >= minX100 &&
      clock.now() < r.betting_ends_at.getTime()
    )
      return r;
    // Past this round: to its bust, its settlement, and the pause after it.
    await clock.turn(Math.max(clock.now(), r.bust_at.getTime()));
    await clock.turn(clock.now() + app.crash.timings.pauseMs);
  }
  throw new Error(`no round busting at ${minX100 / 100}x or more`);
}

/** Milliseconds after a round's start when the curve shows `x100`. */
export const msAt = (round: RoundRow, x100: number) =>
  round.betting_ends_at.getTime() + crashDurationMs(x100, round.curve_rate);

/** A signed-in member with `minor` in the wallet. */
export async function player(app: FastifyInstance, minor: number) {
  const m = await createMember(app, { password: 'Secret123' });
  if (minor) await fund(app, m.id, minor);
  const { token } = await signInAs(app, m.username, 'Secret123');
  return { id: m.id, token };
}

export const bet = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: placeCrashBet.path,
    headers: authHeaders(token),
    payload: { idempotencyKey: betKey(), ...body },
  });

export const cashOut = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: cashOutCrash.path,
    headers: authHeaders(token),
    payload: body,
  });

export const state = async (app: FastifyInstance) =>
  okValue(getCrashState, await app.inject({ url: getCrashState.path }));

export async function walletOf(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ b: string }>(
    `SELECT balance_minor::text AS b FROM accounts
      WHERE owner_member_id = $1 AND kind = 'member_wallet'`,
    [memberId],
  );
  return Number(row?.b ?? 0);
}
