import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createRedisStore,
  type TtlStore,
} from '../../../src/platform/cache/ttl-store.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../helpers/redis.ts';

const redisUp = await redisAnswers();
const prefix = `mgp-test:${randomBytes(4).toString('hex')}:`;
const clients: Redis[] = [];

afterAll(async () => {
  for (const c of clients) await c.quit();
  if (redisUp) {
    const admin = new Redis(TEST_REDIS_URL);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  }
});

function redisStore(): TtlStore {
  const client = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  clients.push(client);
  return createRedisStore(client);
}

const stores: [string, () => TtlStore, boolean][] = [
  ['memory', () => createMemoryStore(), true],
  ['Redis', redisStore, redisUp],
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(stores)('TtlStore in %s', (_name, make, available) => {
  it.skipIf(!available)('counts within a window and starts over after it', async () => {
    const s = make();
    const key = `count:${randomBytes(4).toString('hex')}`;
    expect(await s.increment(key, 300)).toMatchObject({ count: 1 });
    const second = await s.increment(key, 300);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(300);
    expect(await s.get(key)).toBe(2);
    await sleep(350);
    expect(await s.get(key)).toBe(0);
    expect((await s.increment(key, 300)).count).toBe(1);
    await s.delete(key);
    expect(await s.get(key)).toBe(0);
  });

  it.skipIf(!available)(
    'peeks at a counter and the rest of its window without counting',
    async () => {
      const s = make();
      const key = `peek:${randomBytes(4).toString('hex')}`;
      expect(await s.peek(key)).toEqual({ count: 0, ttlMs: 0 });
      await s.increment(key, 300);
      await s.increment(key, 300);
      const seen = await s.peek(key);
      expect(seen.count).toBe(2);
      expect(seen.ttlMs).toBeGreaterThan(0);
      expect(seen.ttlMs).toBeLessThanOrEqual(300);
      expect((await s.peek(key)).count).toBe(2);
      await sleep(350);
      expect(await s.peek(key)).toEqual({ count: 0, ttlMs: 0 });
    },
  );

  it.skipIf(!available)('lets one caller claim a marker until it expires', async () => {
    const s = make();
    const key = `claim:${randomBytes(4).toString('hex')}`;
    const results = await Promise.all([1, 2, 3].map(() => s.claim(key, 300)));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.find((r) => !r.claimed)!.ttlMs).toBeLessThanOrEqual(300);
    await sleep(350);
    expect((await s.claim(key, 300)).claimed).toBe(true);
  });
});

describe.skipIf(!redisUp)('TtlStore on Redis', () => {
  it('is shared by every process on the same server and prefix', async () => {
    const [a, b] = [redisStore(), redisStore()];
    const key = `shared:${randomBytes(4).toString('hex')}`;
    await a.increment(key, 10_000);
    expect((await b.increment(key, 10_000)).count).toBe(2);
    expect((await a.claim(`n:${key}`, 10_000)).claimed).toBe(true);
    expect((await b.claim(`n:${key}`, 10_000)).claimed).toBe(false);
  });
});
