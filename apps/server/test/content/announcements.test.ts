import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAnnouncements } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const list = async (query: string) =>
  okValue(
    getAnnouncements,
    await t.app.inject({
      url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
      headers: { language: 'EN' },
    }),
  );

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('groups the requested types, each present even when empty', async () => {
    const v = await list('types=B,PL,PU&platform=M&groupName=m_home');
    expect(Object.keys(v).sort()).toEqual(['B', 'PL', 'PU', 'footer']);
    expect(v.B!.length).toBeGreaterThanOrEqual(2);
    expect(v.PL!.length).toBeGreaterThanOrEqual(2);
    expect(v.PU!.length).toBeGreaterThanOrEqual(2);
    for (const [type, items] of Object.entries(v)) {
      if (type === 'footer') continue;
      for (const a of items as { type: string; groupName: string }[]) {
        expect(a.type).toBe(type);
        expect(a.groupName).toBe('m_home');
      }
    }
  });

  it('returns every type for home: B, PL, PU, PR, H, and agent notices A', async () => {
    const v = await list('types=B,PL,PU,PR,H,A&platform=M&groupName=m_home');
    for (const type of ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const) {
      expect(v[type]!.length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows only announcements whose date window includes now', async () => {
    const v = await list('types=B,PL&platform=M&groupName=m_home');
    const titles = [...v.B!, ...v.PL!].map((a) => a.title);
    expect(titles).not.toContain('Old notice');
    expect(titles).not.toContain('Coming soon');
    const now = Date.now();
    for (const a of [...v.B!, ...v.PL!]) {
      expect(Date.parse(a.startDate)).toBeLessThanOrEqual(now);
      if (a.endDate) expect(Date.parse(a.endDate)).toBeGreaterThan(now);
    }
  });

  it('filters by group: the registration group has its own banner notice', async () => {
    const v = await list('types=B&platform=M&groupName=m_reg');
    expect(v.B!.map((a) => a.title)).toEqual(['Sign up in one minute']);
  });

  it('returns every group when no group is given', async () => {
    const v = await list('types=B&platform=M');
    expect(v.B!.map((a) => a.groupName)).toEqual(expect.arrayContaining(['m_home', 'm_reg']));
  });

  it('gives promotions their two images and category ids', async () => {
    const v = await list('types=PR&platform=M&groupName=m_home');
    expect(v.PR!.length).toBeGreaterThanOrEqual(3);
    for (const p of v.PR!) {
      expect(p.announcementImages.map((i) => i.sequence).sort()).toEqual([1, 2]);
      expect(p.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
      expect(p.title).toMatch(/^\[\d+\] /);
    }
  });

  it('counts agent notices as unread in the footer', async () => {
    const v = await list('types=A&platform=M&groupName=m_home');
    expect(v.footer.unreadCount).toBe(v.A!.length);
    expect(v.footer.unreadCount).toBeGreaterThan(0);
    expect(v.A!.every((a) => a.read === false)).toBe(true);
  });

  it('serves HTML content without scripts', async () => {
    const v = await list('types=B,PL,PU,PR,H,A&platform=M');
    const all = Object.entries(v).flatMap(([k, items]) =>
      k === 'footer' ? [] : (items as { content: string }[]),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) {
      expect(a.content).toMatch(/^<p>/);
      expect(a.content).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('stores operator HTML sanitized: no scripts, handlers or javascript: links', async () => {
    await t.app.repos.announcements.insertMany('demo', [
      {
        code: 'test-xss',
        type: 'PL',
        groupName: 'm_test',
        title: 'Hostile',
        startAt: new Date(Date.now() - 60_000),
        endAt: null,
        contentHtml:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example/" target="_blank">ok</a></p>' +
          '<iframe src="https://evil.example/"></iframe>',
        images: [],
        promoCategoryIds: [],
        sortOrder: 0,
      },
    ]);
    const [a] = (await list('types=PL&platform=M&groupName=m_test')).PL!;
    expect(a!.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
    expect(a!.content).toContain('<img src="x.png" />');
    expect(a!.content).toContain(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('rejects an unknown type', async () => {
    const res = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX&platform=M',
    });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/types/);
  });

  it('rejects a missing or empty types list', async () => {
    failure(
      await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?platform=M' }),
      400,
      'request_param_err',
    );
    failure(
      await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=&platform=M' }),
      400,
      'request_param_err',
    );
  });

  it('rejects a platform other than M', async () => {
    const res = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W',
    });
    expect(failure(res, 400, 'request_param_err').message).toMatch(/platform/);
  });
});
