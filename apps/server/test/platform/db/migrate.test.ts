import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../src/platform/db/db.ts';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { openPglite } from '../../../src/platform/db/pglite.ts';
import type { Db } from '../../../src/platform/db/db.ts';
import { pgliteTemplate } from '../../helpers/pglite-template.ts';
import { buildTestApp, engine, notDemoEnv, type TestApp } from '../../helpers/build-test-app.ts';

const migrations = path.resolve(import.meta.dirname, '../../../src/platform/db/migrations');
// Every migration file, in order: each issue adds one, so the tests list none by hand.
const allMigrations = (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort();
/** The demo merchant as a foundation-era server stored it (001's columns only). */
const seedMerchantOnly = (db: Db) =>
  db.exec(`INSERT INTO merchants (code, name, currency_code, currency_symbol, mobile_template,
      whitelabel) VALUES ('demo', 'Demo Gaming', 'BDT', '৳', '{}', '[]')`);

let t: TestApp;
beforeAll(async () => {
  // Outside demo mode: nothing but the migrations.
  t = await buildTestApp({ env: notDemoEnv });
});
afterAll(() => t?.close());

describe('migrations', () => {
  it('recorded what start-up applied, and apply nothing the second time', async () => {
    const rows = await t.app.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(allMigrations);
    expect(await migrate(t.app.db)).toEqual([]);
  });

  it('are safe when several callers run them at once', async () => {
    const results = await Promise.all([migrate(t.app.db), migrate(t.app.db), migrate(t.app.db)]);
    expect(results).toEqual([[], [], []]);
  });

  it.skipIf(engine !== 'postgres')(
    'let two servers migrate one fresh PostgreSQL schema at once: one applies, the other waits',
    async () => {
      const schema = `test_race_${randomBytes(6).toString('hex')}`;
      const options = { databaseUrl: process.env.DATABASE_URL, dataDir: '', schema };
      const [a, b] = await Promise.all([openDb(options), openDb(options)]);
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        expect([...ra, ...rb]).toEqual(allMigrations);
      } finally {
        await a.exec(`DROP SCHEMA "${schema}" CASCADE`);
        await Promise.all([a.close(), b.close()]);
      }
    },
  );

  it.skipIf(engine !== 'pglite')(
    'bring the demo numbers of a database from before the accounts issue into the stored form',
    async () => {
      const db = await openPglite('memory://', { template: await pgliteTemplate() });
      try {
        // The state a foundation-only server left: 001 applied, demo numbers with a trunk zero.
        await db.exec(await readFile(path.join(migrations, '001-foundation.sql'), 'utf8'));
        await db.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
          INSERT INTO schema_migrations (name) VALUES ('001-foundation.sql')`);
        await seedMerchantOnly(db);
        await db.exec(`INSERT INTO members (merchant_code, username, type, mobile) VALUES
          ('demo', 'player01', 0, '01710000001'), ('demo', 'agent01', 1, '01710000002')`);
        expect(await migrate(db)).toEqual(allMigrations.slice(1));
        const rows = await db.query<{ username: string; mobile: string; dialing_code: string }>(
          'SELECT username, mobile, dialing_code FROM members ORDER BY id',
        );
        expect(rows).toEqual([
          { username: 'player01', mobile: '8801711000001', dialing_code: '880' },
          { username: 'agent01', mobile: '8801710000002', dialing_code: '880' },
        ]);
      } finally {
        await db.close();
      }
    },
  );

  it('leave an empty database when the seed is off', async () => {
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM merchants');
    expect(row!.n).toBe(0);
  });

  it('answer requests for a missing merchant with 400, not a crash', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
