import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devGetHealth, getHealthz } from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../../helpers/build-test-app.ts';
import { failure, okValue } from '../../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('health and development routes', () => {
  it('GET /healthz answers ok', async () => {
    expect(okValue(getHealthz, await t.app.inject({ url: '/healthz' }))).toEqual({ status: 'ok' });
  });

  it('GET /dev/health names the database engine', async () => {
    const v = okValue(devGetHealth, await t.app.inject({ url: '/dev/health' }));
    expect(v).toMatchObject({ status: 'ok', engine, nodeEnv: 'test', merchantCode: 'demo' });
  });

  it('has no /dev routes in production', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production', SEED_DEMO: '0' } });
    try {
      failure(await prod.app.inject({ url: '/dev/health' }), 404, 'not.found');
      failure(
        await prod.app.inject({
          method: 'PUT',
          url: '/dev/merchant',
          payload: { maintenance: true },
        }),
        404,
        'not.found',
      );
      expect(okValue(getHealthz, await prod.app.inject({ url: '/healthz' }))).toEqual({
        status: 'ok',
      });
    } finally {
      await prod.close();
    }
  });
});
