import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devUpdateMerchant, getSystemStatus } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const setMerchant = async (body: { maintenance?: boolean; allowedCountries?: string[] }) =>
  okValue(
    devUpdateMerchant,
    await t.app.inject({ method: 'PUT', url: '/dev/merchant', payload: body }),
  );

const status = async (headers: Record<string, string> = {}) =>
  okValue(getSystemStatus, await t.app.inject({ url: '/wps/system/status', headers }));

describe('GET /wps/system/status', () => {
  beforeEach(async () => {
    await setMerchant({ maintenance: false, allowedCountries: [] });
  });

  it('reports 0 with site info when the site is open', async () => {
    const v = await status();
    expect(v).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    expect(v.location).toEqual({ country: 'LOCAL', ip: '127.0.0.1' });
    expect(v.info.merchantCode).toBe('demo');
    expect(v.info.imageCDNs).toEqual(['/assets-cdn']);
    expect(v.info.customerService.map((c) => c.csPosition)).toEqual(
      expect.arrayContaining(['LINE-1', 'FACEBOOK-1', 'TELEGRAM-1']),
    );
    // The demo's online service is this server's support page (issue 22: one source with the
    // chat launch, test/support/content.test.ts).
    expect(v.info.customerService.find((c) => c.type === '3')?.url).toBe('/support/chat');
    expect(v.info.resources.map((r) => r.resourceType).sort()).toEqual([
      'Android',
      'AppDownloadIcon',
      'IOS',
      'MOBILECONFIG',
    ]);
    expect(Object.keys(v.info.register)).toContain('loginUsername');
  });

  it('is never cached', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports 1 in maintenance', async () => {
    await setMerchant({ maintenance: true });
    expect(await status()).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: false,
    });
  });

  it('reports 2 for a caller from a country outside the allowed list', async () => {
    await setMerchant({ allowedCountries: ['BD', 'IN'] });
    const v = await status({ 'x-country-code': 'us' });
    expect(v).toMatchObject({ status: 2, maintenance: false, regionRestriction: true });
    expect(v.location.country).toBe('US');
  });

  it('reports 0 for a caller from an allowed country', async () => {
    await setMerchant({ allowedCountries: ['BD', 'IN'] });
    expect(await status({ 'x-country-code': 'BD' })).toMatchObject({
      status: 0,
      regionRestriction: false,
    });
  });

  it('reports 1 when both maintenance and the region apply: maintenance wins', async () => {
    await setMerchant({ maintenance: true, allowedCountries: ['BD'] });
    expect(await status({ 'x-country-code': 'US' })).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
    });
  });

  it('never restricts a caller on the local network without a country header', async () => {
    await setMerchant({ allowedCountries: ['BD'] });
    const v = await status();
    expect(v.location.country).toBe('LOCAL');
    expect(v.status).toBe(0);
  });

  it('treats a public address without a country header as unknown (ZZ), hence restricted', async () => {
    await setMerchant({ allowedCountries: ['BD'] });
    const res = await t.app.inject({ url: '/wps/system/status', remoteAddress: '203.0.113.9' });
    const v = okValue(getSystemStatus, res);
    expect(v.location).toEqual({ country: 'ZZ', ip: '203.0.113.9' });
    expect(v.status).toBe(2);
  });

  it('ignores a malformed country header', async () => {
    expect((await status({ 'x-country-code': 'USA' })).location.country).toBe('LOCAL');
  });

  it('answers for the merchant named in the Merchant header', async () => {
    expect((await status({ merchant: 'demo' })).info.merchantCode).toBe('demo');
  });

  it('rejects an unknown merchant', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'nobody' } });
    failure(res, 400, 'request_param_err');
  });
});

describe('PUT /dev/merchant', () => {
  it('rejects a lower-case country code', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/dev/merchant',
      payload: { allowedCountries: ['bd'] },
    });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/allowedCountries/);
  });

  it('leaves an omitted switch unchanged', async () => {
    await setMerchant({ maintenance: true, allowedCountries: ['BD'] });
    expect(await setMerchant({ maintenance: false })).toEqual({
      merchantCode: 'demo',
      maintenance: false,
      allowedCountries: ['BD'],
    });
  });
});
