import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  getAnnouncementDetail,
  getAnnouncements,
  getInbox,
  operatorPublishAnnouncement,
  operatorSendMail,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { authHeaders } from '../helpers/accounts.ts';
import { cashierEnv, member, operator } from '../cashier/cashier-support.ts';

// Issue 10: the operator publishes announcements (BN/EN) and sends platform mail; both go through
// the one allow-list sanitiser (no script, handlers, javascript:/data: URLs, loading style).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const HOSTILE =
  '<p onclick="steal()" style="color:#f00;background:url(https://evil.example/x)">Hi' +
  '<script>alert(1)</script><img src="/assets-cdn/a.png" onerror="alert(2)">' +
  '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"><img src="https://evil.example/p.gif">' +
  '<a href="JaVaScRiPt:alert(3)">bad</a><a href="jav&#x09;ascript:alert(4)">bad2</a>' +
  '<a href="https://ok.example/" target="_blank">ok</a></p><svg onload="alert(5)"></svg>' +
  '<iframe src="https://evil.example/"></iframe><style>@import "https://evil.example/x.css";</style>';
const CLEAN =
  '<p style="color:#f00">Hi<img src="/assets-cdn/a.png" /><a>bad</a><a>bad2</a>' +
  '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>';

const publish = (body: unknown, headers?: Record<string, string>) =>
  operator(t.app, operatorPublishAnnouncement, body, headers);

describe('POST /operator/announcements', () => {
  it('publishes BN and EN versions, sanitised, shown at once in each language', async () => {
    const id = okValue(
      operatorPublishAnnouncement,
      await publish({
        type: 'PL',
        versions: {
          BN: { title: 'নতুন ঘোষণা', content: `<p>বাংলা</p>${HOSTILE}` },
          EN: { title: 'New notice', content: HOSTILE },
        },
      }),
    ).id;
    const detail = (language: string) =>
      t.app.inject({ url: `${getAnnouncementDetail.path}?id=${id}`, headers: { language } });
    const en = okValue(getAnnouncementDetail, await detail('EN'));
    expect(en).toMatchObject({
      title: 'New notice',
      type: 'PL',
      groupName: 'm_home',
      content: CLEAN,
    });
    const bn = okValue(getAnnouncementDetail, await detail('BN'));
    expect(bn).toMatchObject({ title: 'নতুন ঘোষণা', content: `<p>বাংলা</p>${CLEAN}` });
    // First in the message list (newest operator publication first).
    const list = okValue(
      getAnnouncements,
      await t.app.inject({
        url: `${getAnnouncements.path}?types=B,PL,PU&platform=M&groupName=m_home`,
        headers: { language: 'EN' },
      }),
    );
    expect(list.PL![0]!.id).toBe(id);
  });

  it('drops NUL from the HTML instead of failing on it (the database cannot hold it)', async () => {
    const id = okValue(
      operatorPublishAnnouncement,
      await publish({ type: 'PL', versions: { EN: { title: 'Nul', content: '<p>a\u0000b</p>' } } }),
    ).id;
    const v = okValue(
      getAnnouncementDetail,
      await t.app.inject({
        url: `${getAnnouncementDetail.path}?id=${id}`,
        headers: { language: 'EN' },
      }),
    );
    expect(v.content).toBe('<p>ab</p>');
  });

  it('publishes with one version only, and honours the date window', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const id = okValue(
      operatorPublishAnnouncement,
      await publish({
        type: 'B',
        startDate: future,
        versions: { EN: { title: 'Later', content: '<p>x</p>' } },
      }),
    ).id;
    failure(
      await t.app.inject({ url: `${getAnnouncementDetail.path}?id=${id}` }),
      404,
      'announcement.not.found',
    );
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const [before] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM announcements',
    );
    for (const body of [
      {},
      { type: 'PL', versions: {} },
      { type: 'XX', versions: { EN: { title: 'a', content: 'b' } } },
      { type: 'PL', versions: { FR: { title: 'a', content: 'b' } } },
      { type: 'PL', versions: { EN: { title: '', content: 'b' } } },
      { type: 'PL', versions: { EN: { title: 'a', content: '' } } },
      { type: 'PL', versions: { EN: { title: 'a'.repeat(201), content: 'b' } } },
      { type: 'PL', startDate: 'tomorrow', versions: { EN: { title: 'a', content: 'b' } } },
      { type: 'PL', versions: { EN: { title: 'a', content: 'b' } }, extra: true },
      { type: 'PL', versions: { EN: { title: 'a\u0000b', content: 'b' } } },
    ])
      failure(await publish(body), 400, 'request_param_err');
    const [after] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM announcements',
    );
    expect(after!.n).toBe(before!.n);
  });

  it('needs the operator key', async () => {
    const body = { type: 'PL', versions: { EN: { title: 'a', content: 'b' } } };
    failure(await publish(body, {}), 401, 'operator.key.invalid');
    failure(
      await publish(body, { [OPERATOR_KEY_HEADER]: 'wrong-key-wrong-key' }),
      401,
      'operator.key.invalid',
    );
  });
});

describe('POST /operator/mails', () => {
  it("sends a sanitised mail to one member's inbox", async () => {
    const p = await member(t.app);
    const id = okValue(
      operatorSendMail,
      await operator(t.app, operatorSendMail, {
        username: p.username,
        title: 'Hi',
        content: HOSTILE,
      }),
    ).id;
    const v = okValue(
      getInbox,
      await t.app.inject({ url: getInbox.path, headers: authHeaders(p.token) }),
    );
    expect(v.list).toEqual([
      expect.objectContaining({ id, title: 'Hi', content: CLEAN, read: false }),
    ]);
  });

  it('is 404 for an unknown member and 400 for bad bodies, storing nothing', async () => {
    const [before] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM platform_mails',
    );
    failure(
      await operator(t.app, operatorSendMail, {
        username: 'nobody-here',
        title: 'a',
        content: 'b',
      }),
      404,
      'not.found',
    );
    for (const body of [
      {},
      { username: 'player01', title: '', content: 'b' },
      { username: 'player01', title: 'a', content: '' },
      { username: 'player01', title: 'a', content: 'b', extra: 1 },
      { username: 'player01', title: 'a\u0000', content: 'b' },
    ])
      failure(await operator(t.app, operatorSendMail, body), 400, 'request_param_err');
    const [after] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM platform_mails',
    );
    expect(after!.n).toBe(before!.n);
  });
});
