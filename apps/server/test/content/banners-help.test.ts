import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBanners, getHelpCenter } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /wps/system/banners', () => {
  it('returns the three home banners in order', async () => {
    const v = okValue(
      getBanners,
      await t.app.inject({ url: '/wps/system/banners?groupName=m_home' }),
    );
    expect(v).toHaveLength(3);
    expect(v.map((b) => b.sequence)).toEqual([1, 2, 3]);
    for (const b of v) {
      expect(b.groupName).toBe('m_home');
      expect(b.url).toMatch(/^\/assets-cdn\/banners\/.+\.png$/);
    }
  });

  it('returns six live-game banners, each linking to its vendor', async () => {
    const v = okValue(
      getBanners,
      await t.app.inject({ url: '/wps/system/banners?groupName=m_livegame' }),
    );
    expect(v).toHaveLength(6);
    for (const b of v) expect(b.link).toMatch(/^\/m\/gameList\?gameType=LIVE&vassalage=/);
  });

  it('serves the banner pictures it lists', async () => {
    const [first] = okValue(
      getBanners,
      await t.app.inject({ url: '/wps/system/banners?groupName=m_home' }),
    );
    const img = await t.app.inject({ url: first!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('rejects an unknown group', async () => {
    const res = await t.app.inject({ url: '/wps/system/banners?groupName=m_nowhere' });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/groupName/);
  });

  it('requires a group', async () => {
    failure(await t.app.inject({ url: '/wps/system/banners' }), 400, 'request_param_err');
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('returns four sections with tags and two or three questions each', async () => {
    const v = okValue(
      getHelpCenter,
      await t.app.inject({ url: '/wps/system/helpCenter?device=MOBILE&lang=EN' }),
    );
    expect(v.map((h) => h.tag)).toEqual(['deposit', 'withdraw', 'account', 'faq']);
    for (const h of v) {
      expect(h.children.length).toBeGreaterThanOrEqual(2);
      expect(h.children.length).toBeLessThanOrEqual(3);
      expect(h.content).toMatch(/^<p>/);
    }
  });

  // Spec 7: help centre with device=MOBILE and lang; issue 10: BN and EN versions, the `lang`
  // query, then the Language header, then the merchant's default (BN), then any version.
  const help = (query: string, headers: Record<string, string> = {}) =>
    t.app
      .inject({ url: `/wps/system/helpCenter?device=MOBILE${query}`, headers })
      .then((res) => okValue(getHelpCenter, res));

  it('answers the Bangla version under lang=BN and the English one under lang=EN', async () => {
    const en = await help('&lang=EN');
    const bn = await help('&lang=BN');
    expect(en[0]!.title).toBe('Deposits');
    expect(bn[0]!.title).toBe('জমা');
    expect(bn[0]!.children[0]!.title).toBe('আমি কীভাবে জমা দেব?');
    expect(bn.map((h) => h.tag)).toEqual(en.map((h) => h.tag));
  });

  it('takes the lang query before the Language header, the header before the default', async () => {
    expect((await help('&lang=EN', { language: 'BN' }))[0]!.title).toBe('Deposits');
    expect((await help('', { language: 'EN' }))[0]!.title).toBe('Deposits');
    expect((await help(''))[0]!.title).toBe('জমা');
    // A language without its own help gets the merchant's default (BN).
    expect((await help('&lang=FR'))[0]!.title).toBe('জমা');
  });

  it('rejects an unknown device', async () => {
    const res = await t.app.inject({ url: '/wps/system/helpCenter?device=TV' });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/device/);
  });

  it('rejects a malformed language', async () => {
    failure(
      await t.app.inject({ url: '/wps/system/helpCenter?device=MOBILE&lang=english' }),
      400,
      'request_param_err',
    );
  });
});
