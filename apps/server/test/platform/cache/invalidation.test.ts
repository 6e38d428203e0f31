import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_KEYS } from '../../../src/platform/cache/invalidation-plugin.ts';
import { buildTestApp, engine, type TestApp } from '../../helpers/build-test-app.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../helpers/redis.ts';
import { within } from '../../helpers/within.ts';
import { useTwoApps } from '../../helpers/two-apps.ts';

const redisUp = await redisAnswers();

/** Every key `app` hears on `topic`, in order. */
function record(app: FastifyInstance, topic: string) {
  const keys: string[] = [];
  const stop = app.invalidation.subscribe(topic, (key) => keys.push(key));
  return { keys, stop };
}

/**
 * Publishes from `stranger` (another schema, another key prefix) and shows that `listener` hears
 * nothing of it; the stranger is closed afterwards.
 */
async function expectDeafTo(listener: FastifyInstance, stranger: TestApp) {
  try {
    const heard = record(listener, 'catalogue');
    await stranger.app.invalidation.publish('catalogue', 'slots');
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.keys).toEqual([]);
    heard.stop();
  } finally {
    await stranger.close();
  }
}

describe('in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('reaches every listener of the topic before publish resolves, and only them', async () => {
    const a = record(t.app, 'catalogue');
    const b = record(t.app, 'catalogue');
    const other = record(t.app, 'elsewhere');
    await t.app.invalidation.publish('catalogue', 'slots');
    expect(a.keys).toEqual(['slots']);
    expect(b.keys).toEqual(['slots']);
    expect(other.keys).toEqual([]);
    a.stop();
    await t.app.invalidation.publish('catalogue', 'live');
    expect(a.keys).toEqual(['slots']);
    expect(b.keys).toEqual(['slots', 'live']);
    b.stop();
    other.stop();
  });

  it('keeps delivering when one listener throws', async () => {
    const stop = t.app.invalidation.subscribe('catalogue', () => {
      throw new Error('listener bug');
    });
    const after = record(t.app, 'catalogue');
    await t.app.invalidation.publish('catalogue', 'slots');
    expect(after.keys).toEqual(['slots']);
    stop();
    after.stop();
  });
});

// Two apps on one PostgreSQL schema stand for two server processes; a spawned pair is tested in
// test/routes/system/two-processes.test.ts.
describe.skipIf(engine !== 'postgres')('between processes over PostgreSQL LISTEN/NOTIFY', () => {
  const apps = useTwoApps();

  it('reaches the other process within a second, once', async () => {
    const heard = record(apps.b.app, 'catalogue');
    const own = record(apps.a.app, 'catalogue');
    await apps.a.app.invalidation.publish('catalogue', 'slots');
    expect(await within(1_000, () => heard.keys.length > 0)).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.keys).toEqual(['slots']);
    // The sender delivered to itself at once and ignores its own notification.
    expect(own.keys).toEqual(['slots']);
    heard.stop();
    own.stop();
  });

  it('ignores a process on another schema of the same database', async () => {
    await expectDeafTo(apps.b.app, await buildTestApp());
  });

  it('reconnects a dropped listener and drops everything, since messages may have been lost', async () => {
    const heard = record(apps.b.app, 'merchant');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`mgp-listen:${apps.b.config.databaseSchema}`],
      );
      // Both apps listen under the schema's name.
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await within(10_000, () => heard.keys.includes(ALL_KEYS));
    await apps.a.app.invalidation.publish('merchant', 'demo');
    await within(1_000, () => heard.keys.includes('demo'));
    heard.stop();
  });
});

describe.skipIf(!redisUp)('between processes over Redis pub/sub', () => {
  const prefix = `mgp-test:${randomBytes(4).toString('hex')}:`;
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
  // Separate databases on PGlite: only Redis connects them.
  const apps = useTwoApps(env);

  it('reaches the other process within a second, once', async () => {
    const heard = record(apps.b.app, 'catalogue');
    await apps.a.app.invalidation.publish('catalogue', 'slots');
    await within(1_000, () => heard.keys.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.keys).toEqual(['slots']);
    heard.stop();
  });

  it('ignores another key prefix (another deployment or test run)', async () => {
    await expectDeafTo(
      apps.b.app,
      await buildTestApp({ env: { ...env, REDIS_KEY_PREFIX: `${prefix}x:` } }),
    );
  });

  it('subscribes again after losing the connection and drops everything', async () => {
    const heard = record(apps.b.app, 'merchant');
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ids = clients
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}invalidation `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
      expect(ids).toHaveLength(2);
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id!);
    } finally {
      await admin.quit();
    }
    await within(10_000, () => heard.keys.includes(ALL_KEYS));
    await apps.a.app.invalidation.publish('merchant', 'demo');
    await within(1_000, () => heard.keys.includes('demo'));
    heard.stop();
  });
});
