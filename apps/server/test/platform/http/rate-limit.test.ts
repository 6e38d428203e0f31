import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKey, retryIn } from '../../../src/platform/http/rate-limit.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure } from '../../helpers/envelope.ts';

// The in-process limiter (no REDIS_URL): the same counting, headers and refusal as
// @fastify/rate-limit's memory store, which it replaced on the hot path.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const get = (remoteAddress: string, url = '/wps/system/status') =>
  t.app.inject({ url, remoteAddress });

describe('the API rate limit in one process', () => {
  it('counts per IP, says so in the headers, and refuses past the limit with 429', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await get('203.0.113.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(3 - i));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(55);
      expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = await get('203.0.113.1', '/wps/system/settings/consolidated');
    const body = failure(refused, 429, 'TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/^Too many requests; retry in (\d+ seconds|1 minute)$/);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['retry-after']).toBe(refused.headers['x-ratelimit-reset']);
    // Another client has its own count; health checks are not limited.
    expect((await get('203.0.113.2')).statusCode).toBe(200);
    expect((await get('203.0.113.1', '/healthz')).statusCode).toBe(200);
  });

  it('starts a new window a minute after the first request of the last one', async () => {
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start);
    for (let i = 0; i < 3; i++) expect((await get('198.51.100.7')).statusCode).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(start + 30_500);
    const refused = await get('198.51.100.7');
    failure(refused, 429, 'TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe('30');
    vi.spyOn(Date, 'now').mockReturnValue(start + 60_000);
    const again = await get('198.51.100.7');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped one as its IPv4 address', async () => {
    expect(clientKey('2001:db8:abcd:1200::1')).toBe(clientKey('2001:db8:abcd:1200:ffff::2'));
    expect(clientKey('2001:db8:abcd:1200::1')).not.toBe(clientKey('2001:db8:abcd:1201::1'));
    expect(clientKey('::ffff:192.0.2.9')).toBe('192.0.2.9');
    for (let i = 0; i < 3; i++) expect((await get('2001:db8:1:100::1')).statusCode).toBe(200);
    failure(await get('2001:db8:1:100:ff::9'), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('retryIn', () => {
  it("words the wait as @fastify/rate-limit did (@lukeed/ms's long format)", () => {
    expect(retryIn(1)).toBe('1 second');
    expect(retryIn(59)).toBe('59 seconds');
    expect(retryIn(60)).toBe('1 minute');
  });
});
