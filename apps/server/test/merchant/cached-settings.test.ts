import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  devUpdateMerchant,
  getConsolidatedSettings,
  getRegisterSettings,
  getSystemStatus,
  okEnvelope,
  type Endpoint,
} from '@app/contract';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const setMerchant = async (body: { maintenance?: boolean; allowedCountries?: string[] }) =>
  okValue(
    devUpdateMerchant,
    await t.app.inject({ method: 'PUT', url: '/dev/merchant', payload: body }),
  );

/** The bytes the contract's serializer makes of the same value: nothing more, nothing less. */
function expectContractBytes(endpoint: Endpoint, body: string) {
  const envelope = okEnvelope(endpoint.value);
  expect(body).toBe(JSON.stringify(z.encode(envelope, envelope.parse(JSON.parse(body)))));
}

describe('the settings answers served from the cache', () => {
  it.each([
    ['status', getSystemStatus],
    ['consolidated settings', getConsolidatedSettings],
    ['register settings', getRegisterSettings],
  ] as const)('%s: exactly what the contract describes, as JSON', async (_name, endpoint) => {
    // Twice: the first fills the cache, the second is served from it.
    for (let i = 0; i < 2; i++) {
      const res = await get(endpoint.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expectContractBytes(endpoint, res.body);
    }
  });

  it('keeps the security headers and no-store on status', async () => {
    const res = await get(getSystemStatus.path);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: getRegisterSettings.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it("puts the caller's own host in status info.mainDomain, escaped", async () => {
    const plain = okValue(getSystemStatus, await get(getSystemStatus.path, { host: 'm.example' }));
    expect(plain.info.mainDomain).toBe('m.example');
    const odd = await get(getSystemStatus.path, { host: 'a"b\\c' });
    expectContractBytes(getSystemStatus, odd.body);
    expect(okValue(getSystemStatus, odd).info.mainDomain).toBe('a"b\\c');
  });

  it("splices each caller's location in", async () => {
    await setMerchant({ maintenance: false, allowedCountries: ['BD'] });
    const res = await t.app.inject({
      url: getSystemStatus.path,
      remoteAddress: '203.0.113.7',
      headers: { 'x-country-code': 'us' },
    });
    expectContractBytes(getSystemStatus, res.body);
    expect(okValue(getSystemStatus, res)).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { country: 'US', ip: '203.0.113.7' },
    });
    await setMerchant({ allowedCountries: [] });
  });
});

describe('a change of the merchant', () => {
  it('PUT /dev/merchant shows in the very next status answer', async () => {
    await setMerchant({ maintenance: false });
    expect(okValue(getSystemStatus, await get(getSystemStatus.path)).status).toBe(0);
    await setMerchant({ maintenance: true });
    expect(okValue(getSystemStatus, await get(getSystemStatus.path))).toMatchObject({
      status: 1,
      maintenance: true,
    });
    await setMerchant({ maintenance: false });
    expect(okValue(getSystemStatus, await get(getSystemStatus.path)).status).toBe(0);
  });

  it('moves the settings version forward', async () => {
    const before = (await t.app.settingsCache.get('demo'))!.version;
    await setMerchant({ maintenance: false });
    const after = (await t.app.settingsCache.get('demo'))!.version;
    expect(after).toBeGreaterThan(before);
  });

  it('any settings change is served once the merchant topic is published', async () => {
    const currency = async () =>
      okValue(getConsolidatedSettings, await get(getConsolidatedSettings.path)).currency;
    expect(await currency()).toEqual({ code: 'BDT', symbol: '৳' });
    await t.app.db.query(
      `UPDATE merchants SET currency_symbol = 'Tk', updated_at = now() WHERE code = 'demo'`,
    );
    await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    expect(await currency()).toEqual({ code: 'BDT', symbol: 'Tk' });
    await t.app.db.query(`UPDATE merchants SET currency_symbol = '৳' WHERE code = 'demo'`);
    await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    expect(await currency()).toEqual({ code: 'BDT', symbol: '৳' });
  });
});

describe('bad input on the cached endpoints', () => {
  it.each([getSystemStatus, getConsolidatedSettings, getRegisterSettings])(
    '$path: an unknown or malformed merchant gets the 400 envelope',
    async (endpoint) => {
      failure(await get(endpoint.path, { merchant: 'nobody' }), 400, 'request_param_err');
      failure(await get(endpoint.path, { merchant: 'not a code!' }), 400, 'request_param_err');
    },
  );

  it('PUT /dev/merchant refuses an unknown switch with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/dev/merchant',
      payload: { maintenence: true },
    });
    failure(res, 400, 'request_param_err');
  });
});
