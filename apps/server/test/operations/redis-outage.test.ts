import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@app/contract';
import { call, publicKeyOf } from '../helpers/accounts.ts';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure } from '../helpers/envelope.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.ts';
import { sealBody } from '../helpers/sealed-body.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { within } from '../helpers/within.ts';

// Issue 11 "Outages": with REDIS_URL set, Redis going away keeps the server answering: the API
// rate limit, the account limits and the replay nonces fall back to this process's memory with
// one warning in the log per outage, and go back to Redis when it returns; Redis flapping every
// second never gives a 500. Redis is reached through a TCP proxy that the test cuts.

const redisUp = await redisAnswers();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const credentials = { type: 'username', username: 'player01', password: 'Player123' } as const;

describe.skipIf(!redisUp)(`Redis outages (${engine})`, () => {
  const prefix = `outage${process.pid}:`;
  const logs: { level: number; msg: string }[] = [];
  let proxy: TcpProxy;
  let t: TestApp;
  let direct: Redis;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    direct = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
    const stream = new Writable({
      write(line: Buffer, _encoding, done) {
        logs.push(JSON.parse(line.toString()) as { level: number; msg: string });
        done();
      },
    });
    t = await buildTestApp({
      env: {
        REDIS_URL: proxy.through(TEST_REDIS_URL),
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_MAX: '3',
      },
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length) await direct.del(...keys.map((k) => k.slice(prefix.length)));
    direct.disconnect();
  });

  const get = (ip: string) => t.app.inject({ url: '/wps/system/status', remoteAddress: ip });
  const count = (ip: string) => direct.get(`api-rate-limit:${ip}`);
  const warnings = () => logs.filter((l) => l.msg.startsWith('redis unreachable'));
  const returns = () => logs.filter((l) => l.msg.startsWith('redis is back'));

  it('keeps the limits in memory while Redis is cut, warns once, and counts in Redis again after', async () => {
    expect((await get('203.0.113.10')).statusCode).toBe(200);
    expect(await count('203.0.113.10')).toBe('1');

    proxy.cut();
    // The limit holds in memory: 3 answers a minute per client, then 429; nothing else, no wait.
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      expect((await get('203.0.113.11')).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_500);
    }
    failure(await get('203.0.113.11'), 429, 'TOO_MANY_REQUESTS');
    for (let i = 0; i < 20; i++)
      expect([200, 429]).toContain((await get(`203.0.113.${20 + i}`)).statusCode);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.level).toBe(40);
    // Nothing reached Redis meanwhile.
    expect(await count('203.0.113.11')).toBeNull();

    proxy.restore();
    await within(5_000, () => returns().length === 1, 50);
    expect((await get('203.0.113.12')).statusCode).toBe(200);
    expect(await count('203.0.113.12')).toBe('1');
    expect(warnings()).toHaveLength(1);
  });

  it('refuses a replayed sealed body during an outage (nonces in memory), and after it', async () => {
    const publicKey = await publicKeyOf(t.app);
    proxy.cut();
    try {
      const sealed = await sealBody(publicKey, 'POST', login.path, credentials);
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: login.path,
          headers: { encryption: sealed.encryption },
          payload: sealed.body,
          remoteAddress: '203.0.113.60',
        });
      expect((await send()).statusCode).toBe(200);
      failure(await send(), 400, 'request.replayed');
    } finally {
      proxy.restore();
    }
    await within(5_000, () => returns().length === 2, 50);
    const nonce = 'e'.repeat(32);
    const options = { seal: { nonce }, ip: '203.0.113.61' };
    expect((await call(t.app, login, credentials, options)).statusCode).toBe(200);
    failure(await call(t.app, login, credentials, options), 400, 'request.replayed');
    expect(await direct.exists(`nonce:${nonce}`)).toBe(1);
  });

  it('changes that invalidate caches still succeed while Redis is cut', async () => {
    proxy.cut();
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/dev/merchant',
        payload: { maintenance: true },
        remoteAddress: '203.0.113.71',
      });
      expect(res.statusCode).toBe(200);
      // This process dropped its cache: the new state shows at once.
      const status = JSON.parse((await get('203.0.113.70')).body) as { value: { status: number } };
      expect(status.value.status).toBe(1);
    } finally {
      proxy.restore();
      await within(5_000, () => returns().length === 3, 50);
      await t.app.inject({
        method: 'PUT',
        url: '/dev/merchant',
        payload: { maintenance: false },
        remoteAddress: '203.0.113.72',
      });
    }
  });

  it('Redis flapping every second: no 500, no crash, each outage warned once', async () => {
    const before = warnings().length;
    const statuses = new Map<number, number>();
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = 0; running; i++) {
        const res = await get(`198.51.100.${(c * 50 + i) % 250}`);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        await sleep(5);
      }
    });
    for (let flap = 0; flap < 4; flap++) {
      proxy.cut();
      await sleep(1_000);
      proxy.restore();
      await sleep(1_000);
    }
    running = false;
    await Promise.all(clients);

    expect([...statuses.keys()].every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(50);
    // One warning per outage at most (a cut that no request or probe noticed logs nothing).
    expect(warnings().length - before).toBeGreaterThan(0);
    expect(warnings().length - before).toBeLessThanOrEqual(4);
    // Back on Redis by itself after the last return.
    await within(
      5_000,
      async () => (await t.app.inject({ url: '/readyz' })).statusCode === 200,
      100,
    );
  }, 30_000);

  it('a Redis that hangs costs one request about a second, then memory until it answers again', async () => {
    await within(
      5_000,
      async () => (await t.app.inject({ url: '/readyz' })).statusCode === 200,
      100,
    );
    const before = warnings().length;
    const backBefore = returns().length;
    proxy.delay(3_000);
    try {
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        expect([200, 429]).toContain((await get(`192.0.2.${100 + i}`)).statusCode);
        expect(Date.now() - started).toBeLessThan(1_500);
      }
      expect(warnings().length - before).toBe(1);
    } finally {
      proxy.delay(0);
    }
    await within(5_000, () => returns().length === backBefore + 1, 50);
  }, 20_000);
});
