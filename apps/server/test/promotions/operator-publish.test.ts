import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getHelpCenter,
  getPromotionDetail,
  operatorListPromotionApplications,
  operatorPublishHelpEntry,
  operatorPublishPromotion,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { cashierEnv, operator } from '../cashier/cashier-support.ts';
import { publish } from './promotions-support.ts';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';
import { createPromotionsRepository } from '../../src/promotions/promotions-repository.ts';

// Issue 10: every content write goes through the one allow-list sanitiser (lib/sanitize-html.ts);
// the operator publishes promotions (BN/EN versions, images) and help entries.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const HOSTILE = [
  '<p onclick="alert(1)">Big <b>bonus</b></p>',
  '<script>alert(1)</script>',
  '<img src="javascript:alert(1)" onerror="alert(2)">',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<p style="background:url(https://evil.example/x.png)">styled</p>',
  '<a href="https://example.com/" target="_blank">ok link</a>',
].join('');

describe('operator publishes a promotion', () => {
  it('stores hostile HTML clean and answers it clean in both languages', async () => {
    const id = await publish(t.app, {
      versions: {
        EN: { title: 'Hostile', content: HOSTILE },
        BN: { title: 'শত্রু', content: HOSTILE },
      },
    });
    for (const language of ['EN', 'BN']) {
      const p = okValue(
        getPromotionDetail,
        await t.app.inject({ url: `${getPromotionDetail.path}?id=${id}`, headers: { language } }),
      );
      expect(p.content).toContain('Big <b>bonus</b>');
      expect(p.content).toContain('ok link');
      expect(p.content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|url\(/i);
      expect(p.content).toContain('rel="noopener noreferrer"');
    }
    const [row] = await t.app.db.query<{ versions: Record<string, { content: string }> }>(
      'SELECT versions FROM promotions WHERE id = $1',
      [id],
    );
    expect(row!.versions.EN!.content).not.toMatch(/<script|onclick|javascript:/i);
  });

  it('replaces a promotion by its code', async () => {
    const id = await publish(t.app, { code: 'republish' });
    const again = await publish(t.app, {
      code: 'republish',
      versions: { EN: { title: 'Second', content: '<p>2</p>' } },
    });
    expect(again).toBe(id);
    const p = okValue(
      getPromotionDetail,
      await t.app.inject({ url: `${getPromotionDetail.path}?id=${id}` }),
    );
    expect(p.title).toBe('Second');
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const [before] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promotions',
    );
    const base = {
      code: 'bad-one',
      versions: { EN: { title: 'x', content: '<p>x</p>' } },
      images: [],
      startDate: '2026-01-01',
    };
    for (const body of [
      { ...base, code: 'Bad Code!' },
      { ...base, versions: {} },
      { ...base, versions: { english: { title: 'x', content: '' } } },
      { ...base, images: [{ sequence: 1, url: 'javascript:alert(1)' }] },
      { ...base, endDate: '2025-01-01' },
      { ...base, categoryIds: [999_999] },
      { ...base, bonus: '-5' },
      { ...base, mode: 'lottery' },
    ])
      failure(await operator(t.app, operatorPublishPromotion, body), 400, 'request_param_err');
    const [after] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promotions',
    );
    expect(after!.n).toBe(before!.n);
  });

  it('takes images only from this site or the merchant’s image CDNs, and never shows another', async () => {
    await t.app.db.query(`UPDATE merchants SET image_cdns = $1 WHERE code = 'demo'`, [
      ['/assets-cdn', 'https://cdn.example.com/img'],
    ]);
    await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    const count = async () =>
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions'))[0]!.n;
    const before = await count();
    for (const url of [
      'https://evil.example/pixel.png',
      '//evil.example/pixel.png',
      '/\\evil.example/pixel.png',
      'https://cdn.example.com.evil.example/img/x.png',
      'https://cdn.example.com/other/x.png',
      'https://user@cdn.example.com/img/x.png',
      'http://cdn.example.com/img/x.png',
    ]) {
      const res = await operator(t.app, operatorPublishPromotion, {
        code: 'foreign-image',
        versions: { EN: { title: 'x', content: '<p>x</p>' } },
        images: [
          { sequence: 1, url: '/assets-cdn/banners/ok.svg' },
          { sequence: 2, url },
        ],
        startDate: '2026-01-01',
      });
      const body = failure(res, 400, 'request_param_err');
      expect(body.message, url).toContain('images.1.url');
    }
    expect(await count()).toBe(before);

    const id = await publish(t.app, {
      images: [
        { sequence: 1, url: '/assets-cdn/banners/ok.svg' },
        { sequence: 2, url: 'https://cdn.example.com/img/promo/2.png' },
      ],
    });
    const shown = async () =>
      okValue(
        getPromotionDetail,
        await t.app.inject({ url: `${getPromotionDetail.path}?id=${id}` }),
      ).announcementImages.map((i) => i.url);
    expect(await shown()).toEqual([
      '/assets-cdn/banners/ok.svg',
      'https://cdn.example.com/img/promo/2.png',
    ]);

    // One stored before the rule (straight into the table): left out wherever it is shown.
    const [row] = await t.app.db.query<{ code: string }>(
      'SELECT code FROM promotions WHERE id = $1',
      [id],
    );
    await createPromotionsRepository(t.app.db).upsert('demo', {
      code: row!.code,
      versions: { EN: { title: 'Old', content: '<p>old</p>' } },
      images: [
        { sequence: 1, url: 'https://evil.example/pixel.png' },
        { sequence: 2, url: '/assets-cdn/banners/ok.svg' },
      ],
      categoryIds: [],
      startAt: new Date(Date.now() - 86_400_000),
      endAt: null,
      mode: 'info',
      bonusMode: 'claim',
      bonusMinor: 0,
      turnoverMultiple: 1,
      forfeitAllowed: false,
      closed: false,
      sortOrder: 0,
    });
    expect(await shown()).toEqual(['/assets-cdn/banners/ok.svg']);
    const list = await t.app.inject({ url: '/wps/relay/PROMOFE_getAvailablePromotions' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('evil.example');
  });

  it('needs the operator key', async () => {
    failure(
      await operator(t.app, operatorPublishPromotion, {}, { 'X-Operator-Key': 'wrong' }),
      401,
      'operator.key.invalid',
    );
    failure(
      await t.app.inject({ url: operatorListPromotionApplications.path }),
      401,
      'operator.key.invalid',
    );
  });
});

describe('operator publishes a help entry', () => {
  it('stores it sanitised and serves it under its language', async () => {
    okValue(
      operatorPublishHelpEntry,
      await operator(t.app, operatorPublishHelpEntry, {
        code: 'bonus',
        lang: 'BN',
        tag: 'bonus',
        title: 'বোনাস',
        content: '<p onmouseover="x()">বোনাস সম্পর্কে</p><script>alert(1)</script>',
        children: [{ title: 'কীভাবে?', content: '<a href="javascript:x()">এখানে</a>' }],
        sortOrder: 9,
      }),
    );
    const bn = okValue(
      getHelpCenter,
      await t.app.inject({ url: `${getHelpCenter.path}?device=MOBILE&lang=BN` }),
    );
    const entry = bn.find((h) => h.tag === 'bonus')!;
    expect(entry.content).toBe('<p>বোনাস সম্পর্কে</p>');
    expect(entry.children[0]!.content).not.toMatch(/javascript:/);
    const en = okValue(
      getHelpCenter,
      await t.app.inject({ url: `${getHelpCenter.path}?device=MOBILE&lang=EN` }),
    );
    expect(en.find((h) => h.tag === 'bonus')).toBeUndefined();
  });

  it('refuses bad bodies with 400', async () => {
    const base = { code: 'x-y', lang: 'EN', tag: 't', title: 'T', content: '', children: [] };
    for (const body of [
      { ...base, lang: 'english' },
      { ...base, tag: 'bad tag' },
      { ...base, title: '' },
      { ...base, device: 'TV' },
    ])
      failure(await operator(t.app, operatorPublishHelpEntry, body), 400, 'request_param_err');
  });
});
