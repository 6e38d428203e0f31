import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDrawer, type Drawer } from './drawer.ts';
import { LOTTERY_GAMES } from './games.ts';
import { createIssuesRepository, type IssuesRepository } from './issues-repository.ts';
import { createOrdersRepository, type OrdersRepository } from './orders-repository.ts';

export interface Lottery {
  issues: IssuesRepository;
  orders: OrdersRepository;
  drawer: Drawer;
  /** Stops the clock's ticks (tests drive `drawer.tick` themselves); a tick in flight is awaited. */
  pause(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lottery: Lottery;
  }
}

/** The lottery service (issue 21): its repositories and its clock, on the jobs module. */
async function lotteryPlugin(app: FastifyInstance) {
  const issues = createIssuesRepository(app.db);
  const orders = createOrdersRepository(app.db);
  const drawer = createDrawer({
    db: app.db,
    money: app.money,
    issues,
    orders,
    log: app.log.child({ job: 'lottery' }),
  });
  // Settled orders are bets of their game's vendor (records, team figures): the vendor must
  // exist even where the operator's catalogue has no lottery.
  for (const vendor of new Set(LOTTERY_GAMES.map((g) => g.vendor)))
    await app.db.query(
      `INSERT INTO game_vendors (code, display_name, categories) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO NOTHING`,
      [vendor, `${vendor} Lottery`, [...new Set(LOTTERY_GAMES.map((g) => g.gameType))]],
    );
  let paused = false;
  let running: Promise<void> | null = null;
  app.decorate('lottery', {
    issues,
    orders,
    drawer,
    async pause() {
      paused = true;
      await running?.catch(() => {});
    },
  });
  // When the clock's next turn is due (drawer.tick answers it).
  let due = 0;
  app.jobs.repeat({
    name: 'lottery.clock',
    everyMs: 1_000,
    run: async () => {
      if (paused || Date.now() < due) return;
      running = drawer.tick().then((next) => void (due = next));
      await running;
    },
  });
}

export default fp(lotteryPlugin, { name: 'lottery', dependencies: ['database', 'jobs'] });
