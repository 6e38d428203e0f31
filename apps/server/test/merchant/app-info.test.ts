import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  devUpdateMerchant,
  getAppInfo,
  getSystemStatus,
  type AppSettingsChange,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

// Spec 2.13 (app update banner, download bar), spec 3 (resource/download link), spec 4 (update
// banner closable only when the mandatory-update flag is off), spec 9 (App...Ver user agent).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 AppAndroidVer/1.9.3';
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 LuckyStarAppiOSVer/2.0';
const ANDROID_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36';

const demoResources = [
  { resourceType: 'IOS', url: 'https://apps.example.com/demo-gaming/ios' },
  { resourceType: 'Android', url: 'https://download.example.com/demo-gaming/demo-gaming.apk' },
  {
    resourceType: 'MOBILECONFIG',
    url: 'https://download.example.com/demo-gaming/webclip.mobileconfig',
  },
  { resourceType: 'AppDownloadIcon', url: '/m/icons/icon.svg' },
] as const;

const putApp = (app: unknown) =>
  t.app.inject({ method: 'PUT', url: '/dev/merchant', payload: { app } });
const setApp = async (app: AppSettingsChange) => okValue(devUpdateMerchant, await putApp(app));

const appInfo = async (userAgent: string, query = '') =>
  okValue(
    getAppInfo,
    await t.app.inject({
      url: `/wps/system/appInfo${query}`,
      headers: { 'user-agent': userAgent },
    }),
  );

describe('GET /wps/system/appInfo', () => {
  beforeEach(async () => {
    await setApp({ latestVersion: '2.0.0', mandatoryUpdate: false, resources: [...demoResources] });
  });

  it('offers the upgrade to the native Android app below the latest version, with its link', async () => {
    const v = await appInfo(ANDROID_APP);
    expect(v).toEqual({
      latestVersion: '2.0.0',
      appVersion: '1.9.3',
      nativeApp: true,
      platform: 'Android',
      upgrade: true,
      mandatory: false,
      downloadUrl: 'https://download.example.com/demo-gaming/demo-gaming.apk',
      resources: demoResources,
    });
  });

  it('offers none to an app at the latest version ("2.0" equals "2.0.0"), and gives iOS its link', async () => {
    const v = await appInfo(IPHONE_APP);
    expect(v).toMatchObject({
      appVersion: '2.0',
      nativeApp: true,
      platform: 'IOS',
      upgrade: false,
    });
    expect(v.downloadUrl).toBe('https://apps.example.com/demo-gaming/ios');
  });

  it('offers none to a browser, which is no native app, but still lists the links', async () => {
    const v = await appInfo(ANDROID_BROWSER);
    expect(v).toMatchObject({ nativeApp: false, appVersion: null, upgrade: false });
    expect(v.resources.map((r) => r.resourceType)).toContain('MOBILECONFIG');
  });

  it('takes the version from the query before the user agent', async () => {
    expect((await appInfo(ANDROID_BROWSER, '?appVersion=1.2')).upgrade).toBe(true);
    expect((await appInfo(ANDROID_APP, '?appVersion=10.0')).upgrade).toBe(false);
  });

  it('is never cached: it depends on the caller', async () => {
    const res = await t.app.inject({ url: '/wps/system/appInfo' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("follows the operator's changes at once: version, mandatory flag, links", async () => {
    await setApp({ latestVersion: '1.9.3', mandatoryUpdate: true });
    expect(await appInfo(ANDROID_APP)).toMatchObject({ upgrade: false, mandatory: true });
    await setApp({ latestVersion: '1.10' });
    expect(await appInfo(ANDROID_APP)).toMatchObject({ upgrade: true, mandatory: true });

    await setApp({ resources: [{ resourceType: 'IOS', url: 'https://apps.example.com/x' }] });
    const v = await appInfo(ANDROID_APP);
    expect(v.downloadUrl).toBeNull();
    expect(v.resources).toEqual([{ resourceType: 'IOS', url: 'https://apps.example.com/x' }]);
    // The status' site info (the settings cache) dropped its copy too.
    const status = okValue(getSystemStatus, await t.app.inject({ url: '/wps/system/status' }));
    expect(status.info.resources).toEqual(v.resources);
    const tree = JSON.stringify(status.info.whitelabel);
    expect(tree).toContain('{"modId":"MANDATORYUPDATE3","enabled":"1","childrenNodes":[]}');
  });

  it('reports no upgrade when the operator has published no version', async () => {
    await setApp({ latestVersion: null });
    expect(await appInfo(ANDROID_APP)).toMatchObject({ latestVersion: null, upgrade: false });
  });
});

describe('bad input', () => {
  it.each(['1.2.x', '', '1..2', '1.2.3.4.5', '9'.repeat(40)])(
    'refuses appVersion=%j with a 400 envelope',
    async (version) => {
      const res = await t.app.inject({
        url: `/wps/system/appInfo?appVersion=${encodeURIComponent(version)}`,
      });
      expect(failure(res, 400, 'request_param_err').message).toMatch(/appVersion/);
    },
  );

  it.each([
    ['a version that is not dotted numbers', { latestVersion: 'v2' }],
    ['a javascript: link', { resources: [{ resourceType: 'IOS', url: 'javascript:alert(1)' }] }],
    [
      'a plain http link',
      { resources: [{ resourceType: 'Android', url: 'http://x.example/a.apk' }] },
    ],
    [
      'an unknown resource type',
      { resources: [{ resourceType: 'WINDOWS', url: 'https://x.example' }] },
    ],
    [
      'two links of one type',
      {
        resources: [
          { resourceType: 'IOS', url: 'https://a.example' },
          { resourceType: 'IOS', url: 'https://b.example' },
        ],
      },
    ],
    ['a misspelt switch', { mandatory: true }],
    ['a flag that is not a boolean', { mandatoryUpdate: 'yes' }],
  ])('PUT /dev/merchant refuses %s with a 400 envelope and changes nothing', async (_, app) => {
    await setApp({ latestVersion: '2.0.0', mandatoryUpdate: false, resources: [...demoResources] });
    failure(await putApp(app), 400, 'request_param_err');
    expect(await appInfo(ANDROID_APP)).toMatchObject({
      latestVersion: '2.0.0',
      mandatory: false,
      resources: demoResources,
    });
  });
});
