import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../src/platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure } from '../../helpers/envelope.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'error', stream: logStream },
    beforeReady: (app) => {
      // Test-only route: fails the way a bug would, with internals in the message.
      app.get('/wps/test/boom', async () => {
        throw new Error('connection to db-internal-7:5432 refused: password authentication failed');
      });
      // As the PostgreSQL engine reports a database that is gone (db/postgres.ts).
      app.get('/wps/test/db-gone', async () => {
        throw new DatabaseUnavailableError('database unavailable', {
          cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), {
            code: 'ECONNREFUSED',
          }),
        });
      });
    },
  });
});
afterAll(() => t?.close());

const putMerchant = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'PUT',
    url: '/dev/merchant',
    payload,
    headers: { 'content-type': contentType },
  });

describe('the error envelope', () => {
  it('answers a database that is gone with 503 service.unavailable, Retry-After and no internals', async () => {
    const res = await t.app.inject({ url: '/wps/test/db-gone' });
    const body = failure(res, 503, 'service.unavailable');
    expect(body.message).toBe(
      'The service is temporarily unavailable; please try again in a few seconds',
    );
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toMatch(/10\.0\.0\.7|5432|ECONNREFUSED/);
  });

  it('answers malformed JSON with 400 request.body.invalid', async () => {
    failure(await putMerchant('{"maintenance": tru'), 400, 'request.body.invalid');
  });

  it('answers an empty JSON body with 400 request.body.invalid', async () => {
    failure(await putMerchant(''), 400, 'request.body.invalid');
  });

  it('names an unknown field', async () => {
    const body = failure(
      await putMerchant('{"maintenance":true,"maintenence":false}'),
      400,
      'request_param_err',
    );
    expect(body.message).toContain('maintenence');
  });

  it('names a field of the wrong type', async () => {
    const body = failure(await putMerchant('{"maintenance":"yes"}'), 400, 'request_param_err');
    expect(body.message).toMatch(/^body\.maintenance: /);
  });

  it('names a query parameter that failed validation', async () => {
    const res = await t.app.inject({ url: '/wps/system/banners?groupName=nope' });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/^query\.groupName: /);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ allowedCountries: [], padding: 'x'.repeat(1024 * 1024) });
    failure(await putMerchant(big), 413, 'request.body.too.large');
  });

  it('refuses an unsupported content type with 415', async () => {
    failure(
      await putMerchant('<maintenance>true</maintenance>', 'application/xml'),
      415,
      'request.media.unsupported',
    );
  });

  it('answers an unknown API route with 404 not.found', async () => {
    failure(await t.app.inject({ url: '/wps/no/such/route' }), 404, 'not.found');
    failure(await t.app.inject({ method: 'DELETE', url: '/wps/system/status' }), 404, 'not.found');
  });

  it('answers a URL with bad percent-encoding with 400 request_param_err, not the router’s own JSON', async () => {
    for (const url of ['/wps/%E0%A4%A', '/m/%zz', '/operator/deposits%']) {
      const res = await t.app.inject({ url });
      failure(res, 400, 'request_param_err');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('answers an over-long path parameter with 414 request_param_err', async () => {
    for (const url of [
      `/demo-vendor/assets/${'a'.repeat(150)}`,
      `/wps/feedback/image/${'1'.repeat(150)}`,
    ]) {
      const body = failure(await t.app.inject({ url }), 414, 'request_param_err');
      expect(body.message).not.toContain('aaaa');
    }
  });

  it('hides the internals of an unexpected error, and logs them', async () => {
    const res = await t.app.inject({ url: '/wps/test/boom' });
    const body = failure(res, 500, 'unknown.error');
    expect(body.message).toBe('Unknown error');
    expect(res.body).not.toContain('db-internal');
    expect(res.body).not.toContain('stack');
    expect(logLines.join('\n')).toContain('db-internal-7:5432');
  });
});

describe('the rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS past the limit, and leaves health checks alone', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
      }
      const res = await limited.app.inject({ url: '/wps/system/status' });
      failure(res, 429, 'TOO_MANY_REQUESTS');
      expect(res.headers['retry-after']).toBeDefined();
      expect((await limited.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
