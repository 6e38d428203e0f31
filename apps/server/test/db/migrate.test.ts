import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(() => t?.close());

describe('migrations', () => {
  it('recorded what start-up applied, and apply nothing the second time', async () => {
    const rows = await t.app.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toContain('001-foundation.sql');
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
        expect([...ra, ...rb]).toEqual(['001-foundation.sql']);
      } finally {
        await a.exec(`DROP SCHEMA "${schema}" CASCADE`);
        await Promise.all([a.close(), b.close()]);
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
