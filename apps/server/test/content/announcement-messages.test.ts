import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAnnouncementDetail,
  getAnnouncements,
  getBanners,
  getNotices,
  getPopularAnnouncements,
  markAnnouncementRead,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { authHeaders, call } from '../helpers/accounts.ts';
import { member as cashierMember } from '../cashier/cashier-support.ts';

// Spec 2.10, 4 ("Announcements marked read when opened ... type is not 4"), 6, 7 "Announcements";
// issue 10: versions per language, read state per member.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const listUrl = (types: string, group = 'm_home') =>
  `${getAnnouncements.path}?types=${types}&platform=M&groupName=${group}`;
const list = async (types: string, headers: Record<string, string> = {}) =>
  okValue(getAnnouncements, await get(listUrl(types), headers));
const markRead = (headers: Record<string, string>, body: unknown) =>
  call(t.app, markAnnouncementRead, body, { headers });

/** A fresh signed-in member of a type, with its `Authorization` header. */
const member = async (app: TestApp['app'], type = 0) => {
  const m = await cashierMember(app, type);
  return { ...m, headers: authHeaders(m.token) };
};

const BENGALI = /[\u0980-\u09FF]/;

describe('content in the reader language (Language header)', () => {
  it('answers the BN version under BN and the EN version under EN', async () => {
    const bn = await list('B,PL,PU', { language: 'BN' });
    const en = await list('B,PL,PU', { language: 'EN' });
    const bnTitles = [...bn.B!, ...bn.PL!, ...bn.PU!].map((a) => a.title);
    const enTitles = [...en.B!, ...en.PL!, ...en.PU!].map((a) => a.title);
    expect(bnTitles.length).toBeGreaterThanOrEqual(6);
    expect(bnTitles.every((s) => BENGALI.test(s))).toBe(true);
    expect(enTitles).toContain('Scheduled maintenance');
    expect(enTitles.some((s) => BENGALI.test(s))).toBe(false);
    // The same announcements, in the same order.
    expect(bn.B!.map((a) => a.id)).toEqual(en.B!.map((a) => a.id));
    expect(bn.B![0]!.content).toMatch(BENGALI);
  });

  it("falls back to the merchant's default language (BN) without a header or for another one", async () => {
    for (const headers of [{}, { language: 'FR' }] as Record<string, string>[]) {
      const v = await list('PL', headers);
      expect(
        v.PL!.every((a) => BENGALI.test(a.title)),
        JSON.stringify(headers),
      ).toBe(true);
    }
  });

  it('falls back to any version when neither language has one', async () => {
    const [id] = await t.app.repos.announcements.insertMany('demo', [
      {
        code: 'only-en',
        type: 'PL',
        groupName: 'm_lang',
        title: 'English only',
        contentHtml: '<p>Only in English</p>',
        startAt: new Date(Date.now() - 60_000),
        endAt: null,
        images: [],
        promoCategoryIds: [],
        sortOrder: 0,
      },
    ]);
    const v = okValue(getAnnouncements, await get(listUrl('PL', 'm_lang'), { language: 'BN' }));
    expect(v.PL!.map((a) => [a.id, a.title])).toEqual([[id, 'English only']]);
  });

  it('titles banners in the reader language', async () => {
    const url = `${getBanners.path}?groupName=m_home`;
    const bn = okValue(getBanners, await get(url, { language: 'BN' }));
    const en = okValue(getBanners, await get(url, { language: 'EN' }));
    expect(en.map((b) => b.title)).toContain('Welcome bonus 500');
    expect(bn.map((b) => b.title)).toContain('স্বাগতম বোনাস ৫০০');
    expect(bn.map((b) => b.url)).toEqual(en.map((b) => b.url));
  });
});

describe('detail: GET /wps/relay/MCSFE_getAnnouncementDetail', () => {
  it('answers one visible announcement in the reader language', async () => {
    const [first] = (await list('PL', { language: 'EN' })).PL!;
    const en = okValue(
      getAnnouncementDetail,
      await get(`${getAnnouncementDetail.path}?id=${first!.id}`, { language: 'EN' }),
    );
    expect(en).toEqual(first);
    const bn = okValue(
      getAnnouncementDetail,
      await get(`${getAnnouncementDetail.path}?id=${first!.id}`, { language: 'BN' }),
    );
    expect(bn.title).toMatch(BENGALI);
  });

  it('is 404 announcement.not.found for an unknown id and for an ended one', async () => {
    failure(await get(`${getAnnouncementDetail.path}?id=999999`), 404, 'announcement.not.found');
    const [ended] = await t.app.db.query<{ id: number }>(
      "SELECT id FROM announcements WHERE code = 'b-expired'",
    );
    failure(
      await get(`${getAnnouncementDetail.path}?id=${ended!.id}`),
      404,
      'announcement.not.found',
    );
  });

  it('refuses a missing, negative or non-numeric id with 400', async () => {
    for (const q of ['', '?id=', '?id=-1', '?id=abc', '?id=1.5', '?id=0'])
      failure(await get(`${getAnnouncementDetail.path}${q}`), 400, 'request_param_err');
  });
});

describe('mark read: POST /wps/relay/MCSFE_markRead', () => {
  it('marks an announcement read for this member only, and it stays read', async () => {
    const a = await member(t.app);
    const b = await member(t.app);
    const before = await list('B,PL,PU', a.headers);
    const target = before.PL![0]!;
    expect(target.read).toBe(false);
    okValue(
      markAnnouncementRead,
      await markRead(a.headers, { announcementId: target.id, read: true }),
    );
    // Again: the same answer, nothing changes.
    okValue(
      markAnnouncementRead,
      await markRead(a.headers, { announcementId: target.id, read: true }),
    );
    const afterA = await list('B,PL,PU', a.headers);
    expect(afterA.PL!.find((x) => x.id === target.id)!.read).toBe(true);
    expect(afterA.PL!.filter((x) => x.id !== target.id).every((x) => !x.read)).toBe(true);
    const afterB = await list('B,PL,PU', b.headers);
    expect(afterB.PL!.every((x) => !x.read)).toBe(true);
    // A visitor reads nothing.
    expect((await list('PL')).PL!.every((x) => !x.read)).toBe(true);
    const detail = okValue(
      getAnnouncementDetail,
      await get(`${getAnnouncementDetail.path}?id=${target.id}`, a.headers),
    );
    expect(detail.read).toBe(true);
  });

  it('counts the agent notices this member has not read in footer.unreadCount', async () => {
    const agent = await member(t.app, 1);
    const v = await list('A', agent.headers);
    expect(v.footer.unreadCount).toBe(v.A!.length);
    okValue(
      markAnnouncementRead,
      await markRead(agent.headers, { announcementId: v.A![0]!.id, read: true }),
    );
    const after = await list('A', agent.headers);
    expect(after.footer.unreadCount).toBe(v.A!.length - 1);
    // Another member's count is untouched.
    expect((await list('A', (await member(t.app, 1)).headers)).footer.unreadCount).toBe(
      v.A!.length,
    );
  });

  it('refuses a trial session (type 4) with 403 trial.restricted and writes nothing', async () => {
    const trial = await member(t.app, 4);
    const [first] = (await list('PL')).PL!;
    failure(
      await markRead(trial.headers, { announcementId: first!.id, read: true }),
      403,
      'trial.restricted',
    );
    expect((await list('PL', trial.headers)).PL!.every((x) => !x.read)).toBe(true);
    const [row] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM announcement_reads WHERE member_id = $1',
      [trial.id],
    );
    expect(row!.n).toBe(0);
  });

  it('is 401 without a session', async () => {
    failure(await markRead({}, { announcementId: 1, read: true }), 401, 'login.not.session');
  });

  it('is 404 announcement.not.found for an unknown or ended id, with nothing written', async () => {
    const p = await member(t.app);
    const [ended] = await t.app.db.query<{ id: number }>(
      "SELECT id FROM announcements WHERE code = 'b-expired'",
    );
    for (const announcementId of [999_999, ended!.id])
      failure(
        await markRead(p.headers, { announcementId, read: true }),
        404,
        'announcement.not.found',
      );
    const [row] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM announcement_reads WHERE member_id = $1',
      [p.id],
    );
    expect(row!.n).toBe(0);
  });

  it('refuses bad bodies with 400', async () => {
    const p = await member(t.app);
    for (const body of [
      {},
      { announcementId: 1 },
      { announcementId: 1, read: false },
      { announcementId: '1', read: true },
      { announcementId: -3, read: true },
      { announcementId: 1.5, read: true },
      { announcementId: 1, read: true, extra: 1 },
    ])
      failure(await markRead(p.headers, body), 400, 'request_param_err');
  });
});

describe('popular announcements and notices', () => {
  it('lists the pop-ups, unread first, in the reader language', async () => {
    const p = await member(t.app);
    const first = okValue(
      getPopularAnnouncements,
      await get(getPopularAnnouncements.path, { ...p.headers, language: 'EN' }),
    );
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first.every((a) => a.type === 'PU' && !a.read)).toBe(true);
    expect(first.map((a) => a.title)).toContain('Welcome to Demo Gaming');
    okValue(
      markAnnouncementRead,
      await markRead(p.headers, { announcementId: first[0]!.id, read: true }),
    );
    const after = okValue(
      getPopularAnnouncements,
      await get(getPopularAnnouncements.path, p.headers),
    );
    expect(after.at(-1)!.id).toBe(first[0]!.id);
    expect(after.at(-1)!.read).toBe(true);
  });

  it("lists the ticker's titles (B, PL, PU, PR, H), in BN by default", async () => {
    const v = okValue(getNotices, await get(getNotices.path));
    expect(new Set(v.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(v.filter((n) => !BENGALI.test(n.title)).map((n) => n.title)).toEqual([]);
  });
});
