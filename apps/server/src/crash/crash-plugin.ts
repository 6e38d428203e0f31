import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBetsRepository, type BetsRepository } from './bets-repository.ts';
import type { BettingDeps } from './betting.ts';
import { createClock, DEFAULT_TIMINGS, type Clock, type CrashTimings } from './clock.ts';
import { createLive, createSnapshots, type Live, type Snapshot } from './live.ts';
import { createRoundsRepository, type RoundsRepository } from './rounds-repository.ts';
import { createSettlement, INHOUSE_VENDOR } from './settlement.ts';

export interface Crash {
  rounds: RoundsRepository;
  bets: BetsRepository;
  clock: Clock;
  live: Live;
  snapshot: Snapshot;
  /** What betting and cash-outs need (routes, tests). */
  betting: BettingDeps;
  /** Mutable: tests shorten the phases. */
  timings: CrashTimings;
  /** The game's clock: real time unless a test sets its own. */
  now(): Date;
  useClock(now: () => Date): void;
  /** Stops the clock's ticks (tests drive `clock.tick` themselves); a tick in flight is awaited. */
  pause(): Promise<void>;
  /** The clock's next tick reads the rounds (a round's times or the timings changed by hand). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    crash: Crash;
  }
}

/** The crash game (issue 23): its repositories, its clock on the jobs module, its live stream. */
async function crashPlugin(app: FastifyInstance) {
  const rounds = createRoundsRepository(app.db);
  const bets = createBetsRepository(app.db);
  const settle = createSettlement({ money: app.money, bets });
  const timings: CrashTimings = { ...DEFAULT_TIMINGS };
  let clockNow = () => new Date();
  const now = () => clockNow();
  const clock = createClock({
    db: app.db,
    rounds,
    bets,
    settle,
    timings,
    log: app.log.child({ job: 'crash' }),
  });
  const snapshot = createSnapshots({ rounds, bets, now });
  const live = createLive(snapshot);
  // Crash bets are bets of the in-house vendor: it must exist even where the catalogue has none.
  await app.db.query(
    `INSERT INTO game_vendors (code, display_name, categories) VALUES ($1, 'House Originals', $2)
     ON CONFLICT (code) DO NOTHING`,
    [INHOUSE_VENDOR, ['INHOUSE']],
  );
  let paused = false;
  let running: Promise<void> | null = null;
  app.decorate('crash', {
    rounds,
    bets,
    clock,
    live,
    snapshot,
    betting: { db: app.db, money: app.money, rounds, bets, settle, now },
    timings,
    now,
    useClock(fn: () => Date) {
      clockNow = fn;
    },
    async pause() {
      paused = true;
      await running?.catch(() => {});
    },
    wake() {
      wakes++;
      due = 0;
    },
  });
  // Open streams would hold the server open: they end before it closes.
  app.addHook('preClose', (done) => {
    live.close();
    done();
  });
  let last = 0;
  // When the clock's next step is due: between two steps (a round taking bets, the pause after a
  // bust, a running round before its next auto cash-out) the rounds are not read at all. Only
  // watchers (the live stream) are sent what other processes' bets changed, every tick.
  let due = 0;
  // A wake during a turn wins over the time that turn names (it read the rounds before the change).
  let wakes = 0;
  app.jobs.repeat({
    name: 'crash.clock',
    // The repeat's own period is short; `timings.tickMs` (which tests may change) paces the work.
    everyMs: 50,
    run: async () => {
      if (paused || Date.now() - last < timings.tickMs) return;
      last = Date.now();
      const at = now();
      const woken = wakes;
      const step =
        at.getTime() >= due
          ? clock.tick(at).then((next) => void (due = wakes === woken ? next : 0))
          : null;
      running = (step ?? Promise.resolve()).then(() => (live.size ? live.publish() : undefined));
      await running;
    },
  });
}

export default fp(crashPlugin, { name: 'crash', dependencies: ['database', 'jobs'] });
