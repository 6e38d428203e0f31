import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReadyz } from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { within } from '../helpers/within.ts';

// Issue 11 "Liveness and readiness": /readyz answers 200 when the database and (when configured)
// Redis answer, else 503 naming the one that does not; outside the rate limits and the status
// gate; no versions, hosts or internals in the answer.

const redisUp = await redisAnswers();
const ready = (t: TestApp, remoteAddress = '203.0.113.50') =>
  t.app.inject({ url: '/readyz', remoteAddress });

/** Nothing of the machine or the software: no host, port, URL, product name or version. */
const leaksNothing = (body: string) => {
  expect(body).not.toMatch(
    /127\.0\.0\.1|localhost|:\d{4}|postgres|pglite|ioredis|version|\d+\.\d+\.\d+/i,
  );
};

describe(`/readyz (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => t?.close());

  it('answers 200 with the database up and no Redis check when REDIS_URL is not set', async () => {
    const res = await ready(t);
    expect(okValue(getReadyz, res)).toEqual({ database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
    leaksNothing(res.body);
  });

  it('is outside the API rate limit and the merchant status (maintenance)', async () => {
    // The limit is 2 a minute; the third API call from this client is refused, /readyz is not.
    for (let i = 0; i < 2; i++)
      await t.app.inject({ url: '/wps/system/status', remoteAddress: '198.51.100.4' });
    failure(
      await t.app.inject({ url: '/wps/system/status', remoteAddress: '198.51.100.4' }),
      429,
      'TOO_MANY_REQUESTS',
    );
    for (let i = 0; i < 5; i++) expect((await ready(t, '198.51.100.4')).statusCode).toBe(200);

    const put = (maintenance: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/dev/merchant',
        payload: { maintenance },
        remoteAddress: '198.51.100.5',
      });
    expect((await put(true)).statusCode).toBe(200);
    try {
      expect((await ready(t, '198.51.100.6')).statusCode).toBe(200);
    } finally {
      await put(false);
    }
  });

  it('bad input: other methods are 404 envelopes, a query string or HEAD changes nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      failure(
        await t.app.inject({ method, url: '/readyz', remoteAddress: '198.51.100.7' }),
        404,
        'not.found',
      );
    }
    expect(okValue(getReadyz, await ready(t, '198.51.100.7'))).toEqual({ database: 'up' });
    const withQuery = await t.app.inject({
      url: '/readyz?verbose=1&redis=down',
      remoteAddress: '198.51.100.7',
    });
    expect(okValue(getReadyz, withQuery)).toEqual({ database: 'up' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/readyz',
      remoteAddress: '198.51.100.7',
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe.skipIf(!redisUp)(`/readyz with Redis configured (${engine})`, () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    t = await buildTestApp({
      env: { REDIS_URL: proxy.through(TEST_REDIS_URL), REDIS_KEY_PREFIX: `readyz${process.pid}:` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 200 with both up, 503 naming Redis while it is unreachable, and 200 again after', async () => {
    expect(okValue(getReadyz, await ready(t))).toEqual({ database: 'up', redis: 'up' });

    proxy.cut();
    const started = Date.now();
    const res = await ready(t);
    expect(Date.now() - started).toBeLessThan(2_000);
    const body = failure(res, 503, 'service.unavailable');
    expect(body.value).toEqual({ database: 'up', redis: 'down' });
    expect(body.message).toBe('Not ready: redis not reachable');
    expect(res.headers['retry-after']).toBe('5');
    leaksNothing(res.body);

    proxy.restore();
    await within(5_000, async () => (await ready(t)).statusCode === 200, 100);
    expect(okValue(getReadyz, await ready(t))).toEqual({ database: 'up', redis: 'up' });
  });
});

describe.skipIf(engine !== 'postgres')('/readyz when PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    t = await buildTestApp({ env: { DATABASE_URL: proxy.through(process.env.DATABASE_URL!) } });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 naming the database within the limit, and 200 within 5 s of its return', async () => {
    expect(okValue(getReadyz, await ready(t))).toEqual({ database: 'up' });
    proxy.cut();
    const started = Date.now();
    const res = await ready(t);
    expect(Date.now() - started).toBeLessThan(5_000);
    const body = failure(res, 503, 'service.unavailable');
    expect(body.value).toEqual({ database: 'down' });
    expect(body.message).toBe('Not ready: database not reachable');
    leaksNothing(res.body);

    proxy.restore();
    const healed = await within(5_000, async () => (await ready(t)).statusCode === 200, 100);
    expect(healed).toBeLessThan(5_000);
  });
});
