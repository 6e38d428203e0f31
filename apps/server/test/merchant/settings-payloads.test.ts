import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSettingsPayloads,
  callerStatus,
  callerStatusBody,
  type CachedMerchantSettings,
} from '../../src/merchant/settings-payloads.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
let settings: CachedMerchantSettings;
beforeAll(async () => {
  t = await buildTestApp();
  settings = (await t.app.settingsCache.get(t.config.merchantCode))!;
});
afterAll(() => t?.close());

const callers = [
  { ip: '127.0.0.1', countryHeader: undefined, hostname: 'localhost:8080' },
  { ip: '8.8.8.8', countryHeader: 'bd', hostname: 'm.example' },
  { ip: '2001:db8::1', countryHeader: ['US', 'BD'], hostname: 'a"b\\c' },
  { ip: '203.0.113.9', countryHeader: 'ZZZ', hostname: 'বাংলা.example' },
];

describe('the status envelope as bytes', () => {
  it('is made again for a caller whose country or host differs', () => {
    const a = callerStatusBody(settings, callers[1]!);
    expect(callerStatusBody(settings, callers[1]!)).toBe(a);
    const other = callerStatusBody(settings, { ...callers[1]!, countryHeader: 'US' });
    expect(other).not.toBe(a);
    expect(other.toString()).toContain('"country":"US"');
    const host = callerStatusBody(settings, { ...callers[1]!, hostname: 'n.example' });
    expect(host.toString()).toContain('n.example');
  });

  it.each([
    ['the merchant as seeded', () => settings],
    ['maintenance on', () => buildSettingsPayloads({ ...settings.merchant, maintenance: true }, 1)],
    [
      'a fixed main domain and allowed countries',
      () =>
        buildSettingsPayloads(
          { ...settings.merchant, mainDomain: 'play.example', allowedCountries: ['BD'] },
          2,
        ),
    ],
  ])('%s: exactly the envelope of callerStatus', (_name, make) => {
    const s = make();
    // Twice: the second time, a caller seen before gets the bytes made the first time.
    for (let round = 0; round < 2; round++) {
      for (const caller of callers) {
        const body = callerStatusBody(s, caller);
        expect(body.toString()).toBe(`{"success":true,"value":${callerStatus(s, caller).json}}`);
        JSON.parse(body.toString());
      }
    }
  });
});
