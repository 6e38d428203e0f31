import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import type { Db } from '../../src/platform/db/db.ts';
import { openPglite } from '../../src/platform/db/pglite.ts';
import { pgliteTemplate, preparedTemplate } from './pglite-template.ts';

/** The engine this run tests: scripts/test-server.mjs runs the suite once per engine. */
export const engine: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Overrides that build the app outside demo mode, as production runs it: DEMO and NODE_ENV unset
 * (an empty value is unset) and the server's own secrets (never the demo's, long enough).
 */
export const notDemoEnv = {
  DEMO: '',
  NODE_ENV: '',
  VENDOR_SECRET_SEED: 'test-vendor-secret-seed-of-this-server-0123456789',
  OPERATOR_API_KEY: 'test-operator-key-of-this-server-0123456789',
  SERVER_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
} as const;

export interface TestAppOptions {
  /**
   * Environment overrides, as the server would read them. The app is the demo (DEMO=1: seed, /dev
   * routes, demo vendor) unless they say otherwise; `notDemoEnv` builds it as production runs.
   */
  env?: Record<string, string>;
  /** Runs before `ready()`: the place to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
  logger?: FastifyServerOptions['logger'];
  /** The app's own logger (its level from LOG_LEVEL), writing JSON lines here. */
  logStream?: NodeJS.WritableStream;
  /** PGlite only: an open database shared with other apps (see `sharedPglite`), not a fresh one. */
  db?: Db;
}

/**
 * An in-memory PGlite that several test apps open one after another (a restart, a process with
 * other settings): closing an app leaves it open; `close()` ends it.
 */
export async function sharedPglite(): Promise<{ db: Db; close(): Promise<void> }> {
  const db = await openPglite('memory://', { template: await pgliteTemplate() });
  const unclosable = new Proxy(db, {
    get: (target, name) =>
      name === 'close' ? async () => {} : (Reflect.get(target, name) as unknown),
  });
  return { db: unclosable, close: () => db.close() };
}

/** The prepared cluster this configuration's first start would produce, or an empty one. */
function templateFor(config: AppConfig): Promise<Blob> {
  if (!config.demo) return preparedTemplate('migrated');
  if (config.merchantCode === 'demo' && config.seedGames === undefined)
    return preparedTemplate('demo');
  return pgliteTemplate();
}

async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    // The jobs module's queue (pg-boss) keeps its tables beside the app's schema.
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The real app, seeded (demo mode unless `env` turns it off), on a database of its own: in-memory PGlite, or (DATABASE_URL set) a fresh
 * schema on that PostgreSQL server, dropped again by `close()`. No web build unless a test passes
 * WEB_DIST, so results do not depend on whether apps/web was built.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    DEMO: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    WEB_DIST: path.join(tmpdir(), 'mgp-no-web-build'),
    ...options.env,
  });
  // In-memory PGlite starts from a cached cluster, migrated and seeded as this app's own start would
  // leave it when the app is the default demo or not a demo (pglite-template.ts); PostgreSQL
  // opens from the config.
  const db = databaseUrl
    ? undefined
    : (options.db ?? (await openPglite('memory://', { template: await templateFor(config) })));
  const app = buildApp({
    config,
    ...(options.logStream ? { logStream: options.logStream } : { logger: options.logger ?? false }),
    ...(db && { db }),
  });
  options.beforeReady?.(app);
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    throw err;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      // Every code a route answers is in its OpenAPI (contract `errors`, or its scope's).
      const undeclared = [...app.undeclaredErrors];
      if (undeclared.length > 0) {
        throw new Error(
          `Error codes answered but not declared by their routes (add them to the contract ` +
            `endpoint's \`errors\`, or to the scope's declareScope):\n  ${undeclared.join('\n  ')}`,
        );
      }
    },
  };
}
