import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createAppInfoRepository } from '../repositories/app-info-repository.ts';
import { createAnnouncementsRepository } from '../repositories/announcements-repository.ts';
import { createBannersRepository } from '../repositories/banners-repository.ts';
import { createCaptchasRepository } from '../repositories/captchas-repository.ts';
import { createCatalogueRepository } from '../repositories/catalogue-repository.ts';
import { createFavouritesRepository } from '../repositories/favourites-repository.ts';
import { createGamesRepository } from '../repositories/games-repository.ts';
import { createHelpRepository } from '../repositories/help-repository.ts';
import { createMailsRepository } from '../repositories/mails-repository.ts';
import { createMembersRepository } from '../repositories/members-repository.ts';
import { createMerchantsRepository } from '../repositories/merchants-repository.ts';
import { createOutboxRepository } from '../repositories/outbox-repository.ts';
import { createPromotionCategoriesRepository } from '../repositories/promotion-categories-repository.ts';
import { createServerKeysRepository } from '../repositories/server-keys-repository.ts';
import { createSessionsRepository } from '../repositories/sessions-repository.ts';
import { createVerificationCodesRepository } from '../repositories/verification-codes-repository.ts';
import { seedDemo } from '../seed/index.ts';
import { createLedger, type Ledger } from '../services/ledger.ts';

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
    ledger: Ledger;
  }
}

export interface DatabaseOptions {
  config: AppConfig;
  /** An already open database to use instead of opening one from the config; closed with the app. */
  db?: Db | undefined;
}

/** Opens the database, brings its schema up to date, seeds the demo, and closes it on shutdown. */
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
    if (config.seedDemo) {
      const seed = await seedDemo(db, config.merchantCode, { games: config.seedGames });
      app.log.info({ ms: seed.ms, skipped: seed.skipped }, 'demo seed checked');
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
  app.decorate('ledger', createLedger(db));
  app.addHook('onClose', () => db.close());
}

export default fp(database, { name: 'database' });
