import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../../src/platform/http/security-headers.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** What @fastify/helmet, run per request as it normally is, sends with the app's options. */
async function helmetPerRequest(): Promise<Record<string, unknown>> {
  const plain = Fastify({ logger: false });
  await plain.register(helmet, helmetOptions);
  plain.get('/', async () => 'ok');
  const res = await plain.inject('/');
  await plain.close();
  const {
    'content-type': _t,
    'content-length': _l,
    date: _d,
    connection: _c,
    ...rest
  } = res.headers;
  return rest;
}

describe('security headers taken from helmet once', () => {
  it.each(['/m/home', '/healthz', '/nowhere', '/docs/json'])(
    '%s carries exactly the headers helmet would set',
    async (url) => {
      const expected = await helmetPerRequest();
      expect(Object.keys(expected).length).toBeGreaterThan(10);
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      const sent = Object.fromEntries(Object.keys(expected).map((k) => [k, res.headers[k]]));
      expect(sent).toEqual(expected);
    },
  );

  it.each(['/wps/system/status', '/wps/system/settings/consolidated', '/wps/nowhere'])(
    '%s, a JSON answer of the API, carries the OWASP REST set and no document headers',
    async (url) => {
      const expected = await helmetPerRequest();
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expected['strict-transport-security'],
      });
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ])
        expect(res.headers[documentOnly]).toBeUndefined();
    },
  );

  it('still lets a route override one (icons are cross-origin)', async () => {
    const res = await t.app.inject({ url: '/assets-cdn/vendors/PG.svg' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
