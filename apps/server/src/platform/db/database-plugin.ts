import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { openDb, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { createAppInfoRepository } from '../../merchant/app-info-repository.ts';
import { createAnnouncementsRepository } from '../../content/announcements-repository.ts';
import { createBannersRepository } from '../../content/banners-repository.ts';
import { createCaptchasRepository } from '../../accounts/captchas-repository.ts';
import { createCatalogueRepository } from '../../catalogue/catalogue-repository.ts';
import { createFavouritesRepository } from '../../catalogue/favourites-repository.ts';
import { createGamesRepository } from '../../catalogue/games-repository.ts';
import { createHelpRepository } from '../../content/help-repository.ts';
import { createMailsRepository } from '../../content/mails-repository.ts';
import { createMembersRepository } from '../../accounts/members-repository.ts';
import { createMerchantsRepository } from '../../merchant/merchants-repository.ts';
import { createOutboxRepository } from '../messaging/outbox-repository.ts';
import { createPromotionCategoriesRepository } from '../../promotions/promotion-categories-repository.ts';
import { createServerKeysRepository } from '../sealed-bodies/server-keys-repository.ts';
import { createSessionsRepository } from '../../accounts/sessions-repository.ts';
import { createVerificationCodesRepository } from '../../accounts/verification-codes-repository.ts';
import { seedDemo } from '../../demo/seed/index.ts';
import { createMoney, type Money } from '../../money/money.ts';

const repositories = (db: Db) => ({
  merchants: createMerchantsRepository(db),
  members: createMembersRepository(db),
  announcements: createAnnouncementsRepository(db),
  promotionCategories: createPromotionCategoriesRepository(db),
  banners: createBannersRepository(db),
  help: createHelpRepository(db),
  mails: createMailsRepository(db),
  games: createGamesRepository(db),
  catalogue: createCatalogueRepository(db),
  favourites: createFavouritesRepository(db),
  sessions: createSessionsRepository(db),
  verificationCodes: createVerificationCodesRepository(db),
  captchas: createCaptchasRepository(db),
  outbox: createOutboxRepository(db),
  serverKeys: createServerKeysRepository(db),
  appInfo: createAppInfoRepository(db),
});
export type Repositories = ReturnType<typeof repositories>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
    money: Money;
  }
}

export interface DatabaseOptions {
  config: AppConfig;
  /** An already open database to use instead of opening one from the config; closed with the app. */
  db?: Db | undefined;
}

/**
 * Outside demo mode, a database that a demo server seeded (the default ./.data of `npm start`, or a
 * PostgreSQL database tried out in demo mode) holds accounts whose passwords are published: the
 * server refuses to start on it rather than serve them.
 */
async function refuseDemoData(db: Db) {
  const [seeded] = await db.query<{ name: string }>(
    "SELECT name FROM seed_runs WHERE name LIKE 'demo:%' LIMIT 1",
  );
  if (seeded) {
    throw new Error(
      `This database holds the demo seed (${seeded.name}: accounts with published passwords); ` +
        'outside demo mode the server refuses it: use a fresh database, or DEMO=1 for the demo',
    );
  }
}

/**
 * Opens the database, brings its schema up to date, seeds the demo (demo mode) or refuses demo data
 * (otherwise), and closes it on shutdown.
 */
async function database(app: FastifyInstance, { config, db: given }: DatabaseOptions) {
  const started = performance.now();
  const db =
    given ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      schema: config.databaseSchema,
      timeouts: config.databaseTimeouts,
      onIdleError: (err) => app.log.warn({ err }, 'idle database connection failed'),
    }));
  try {
    const applied = await migrate(db);
    if (config.demo) {
      const seed = await seedDemo(db, config.merchantCode, { games: config.seedGames });
      app.log.info({ ms: seed.ms, skipped: seed.skipped }, 'demo seed checked');
    } else {
      await refuseDemoData(db);
    }
    app.log.info(
      { engine: db.engine, migrations: applied, ms: Math.round(performance.now() - started) },
      'database ready',
    );
  } catch (err) {
    await db.close();
    throw err;
  }
  app.decorate('db', db);
  app.decorate('repos', repositories(db));
  const money = createMoney(db);
  // Every merchant's house accounts exist (and are known by id) before the first request, so the
  // hot paths never open one.
  const merchants = await db.query<{ code: string; currency_code: string }>(
    'SELECT code, currency_code FROM merchants',
  );
  for (const m of merchants) {
    await money.openHouseAccounts(db, { merchantCode: m.code, currency: m.currency_code });
  }
  await money.loadHouseAccounts();
  app.decorate('money', money);
  app.addHook('onClose', () => db.close());
}

export default fp(database, { name: 'database' });
