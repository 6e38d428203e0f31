import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getInbox,
  getMailDetail,
  getUnreadCount,
  markMailRead,
  operatorSendMail,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { authHeaders, call, signInAs } from '../helpers/accounts.ts';
import { cashierEnv, member as cashierMember, operator } from '../cashier/cashier-support.ts';

// Spec 2.2 /m/webEmail, 6 ("Unread message count loads only when flag CBS3 is on and member type
// is 0, 1 or 2"), 7 (unread count with ModuleId CBS3; value.unReadCount); issue 10 bad input.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const member = async (type = 0) => {
  const m = await cashierMember(t.app, type);
  return { ...m, headers: authHeaders(m.token) };
};
const cbs3 = { moduleid: 'CBS3' };
const send = async (username: string, title: string, content = '<p>Hello</p>') =>
  okValue(operatorSendMail, await operator(t.app, operatorSendMail, { username, title, content }))
    .id;
const inbox = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `${getInbox.path}${query}`, headers });
const unread = (headers: Record<string, string>) =>
  t.app.inject({ url: getUnreadCount.path, headers: { ...headers, ...cbs3 } });

describe('platform mail', () => {
  it("lists the member's own mail, newest first, with the unread count", async () => {
    const p = await member();
    const other = await member();
    const first = await send(p.username, 'First');
    const second = await send(p.username, 'Second');
    await send(other.username, 'Not yours');
    const v = okValue(getInbox, await inbox(p.headers));
    expect(v.list.map((m) => [m.id, m.title, m.read])).toEqual([
      [second, 'Second', false],
      [first, 'First', false],
    ]);
    expect(v).toMatchObject({ unReadCount: 2, totalCount: 2, pageNum: 1, totalPages: 1 });
  });

  it('pages the inbox', async () => {
    const p = await member();
    for (const n of [1, 2, 3]) await send(p.username, `Mail ${n}`);
    const page2 = okValue(getInbox, await inbox(p.headers, '?pageNo=2&pageSize=2'));
    expect(page2.list.map((m) => m.title)).toEqual(['Mail 1']);
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
  });

  it('shows the seeded mail of the demo player', async () => {
    const { token } = await signInAs(t.app, 'player01', 'Player123');
    const v = okValue(getInbox, await inbox(authHeaders(token)));
    expect(v.list.length).toBeGreaterThanOrEqual(3);
    expect(v.list[0]!.title).toMatch(/[\u0980-\u09FF]/);
  });

  it('opens and marks read one mail; the unread count goes down and stays down', async () => {
    const p = await member();
    const a = await send(p.username, 'A', '<p>Body <b>A</b></p>');
    await send(p.username, 'B');
    expect(okValue(getUnreadCount, await unread(p.headers)).unReadCount).toBe(2);
    const detail = okValue(
      getMailDetail,
      await t.app.inject({ url: `${getMailDetail.path}?id=${a}`, headers: p.headers }),
    );
    expect(detail).toMatchObject({
      id: a,
      title: 'A',
      content: '<p>Body <b>A</b></p>',
      read: false,
    });
    const marked = okValue(
      markMailRead,
      await call(t.app, markMailRead, { id: a, read: true }, { headers: p.headers }),
    );
    expect(marked).toEqual({ id: a, read: true, unReadCount: 1 });
    // Again: still read, still 1.
    okValue(
      markMailRead,
      await call(t.app, markMailRead, { id: a, read: true }, { headers: p.headers }),
    );
    expect(okValue(getUnreadCount, await unread(p.headers)).unReadCount).toBe(1);
    expect(okValue(getInbox, await inbox(p.headers)).list.find((m) => m.id === a)!.read).toBe(true);
  });

  it("answers 404 mail.not.found for someone else's mail or an unknown id, and changes nothing", async () => {
    const owner = await member();
    const thief = await member();
    const id = await send(owner.username, 'Private');
    for (const mailId of [id, 999_999_999]) {
      failure(
        await t.app.inject({ url: `${getMailDetail.path}?id=${mailId}`, headers: thief.headers }),
        404,
        'mail.not.found',
      );
      failure(
        await call(t.app, markMailRead, { id: mailId, read: true }, { headers: thief.headers }),
        404,
        'mail.not.found',
      );
    }
    expect(okValue(getUnreadCount, await unread(owner.headers)).unReadCount).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    const p = await member();
    for (const q of ['?id=', '?id=abc', '?id=-1', ''])
      failure(
        await t.app.inject({ url: `${getMailDetail.path}${q}`, headers: p.headers }),
        400,
        'request_param_err',
      );
    for (const q of ['?pageNo=0', '?pageNo=x', '?pageSize=-2'])
      failure(await inbox(p.headers, q), 400, 'request_param_err');
    for (const body of [
      {},
      { id: 1, read: false },
      { id: 'x', read: true },
      { id: 1, read: true, more: 1 },
    ])
      failure(
        await call(t.app, markMailRead, body, { headers: p.headers }),
        400,
        'request_param_err',
      );
  });

  it('needs a session for every mail call', async () => {
    failure(await inbox({}), 401, 'login.not.session');
    failure(await unread({}), 401, 'login.not.session');
    failure(await t.app.inject({ url: `${getMailDetail.path}?id=1` }), 401, 'login.not.session');
    failure(await call(t.app, markMailRead, { id: 1, read: true }), 401, 'login.not.session');
  });
});

describe('unread count: GET /wps/relay/CSP_unreadCount', () => {
  it('answers member types 0, 1 and 2', async () => {
    for (const type of [0, 1, 2]) {
      const p = await member(type);
      await send(p.username, 'Hi');
      expect(okValue(getUnreadCount, await unread(p.headers)).unReadCount, `type ${type}`).toBe(1);
    }
  });

  it('is 403 function.not.available for other types (trial 4, agents 40-42)', async () => {
    for (const type of [4, 40, 41, 42]) {
      const p = await member(type);
      failure(await unread(p.headers), 403, 'function.not.available');
    }
  });

  it('needs the ModuleId CBS3 header', async () => {
    const p = await member();
    failure(
      await t.app.inject({ url: getUnreadCount.path, headers: p.headers }),
      400,
      'request_param_err',
    );
    failure(
      await t.app.inject({
        url: getUnreadCount.path,
        headers: { ...p.headers, moduleid: 'COMM3' },
      }),
      400,
      'request_param_err',
    );
  });

  it('is 403 function.not.available when the merchant switches CBS3 off', async () => {
    const p = await member();
    const [m] = await t.app.db.query<{ whitelabel: unknown }>(
      "SELECT whitelabel FROM merchants WHERE code = 'demo'",
    );
    const off = JSON.parse(
      JSON.stringify(m!.whitelabel).replaceAll(/("modId":"CBS3","enabled":)"1"/g, '$1"0"'),
    ) as unknown;
    expect(JSON.stringify(off)).toContain('"modId":"CBS3","enabled":"0"');
    await t.app.db.query("UPDATE merchants SET whitelabel = $1 WHERE code = 'demo'", [
      JSON.stringify(off),
    ]);
    await t.app.invalidation.publish('merchant', 'demo');
    try {
      failure(await unread(p.headers), 403, 'function.not.available');
    } finally {
      await t.app.db.query("UPDATE merchants SET whitelabel = $1 WHERE code = 'demo'", [
        JSON.stringify(m!.whitelabel),
      ]);
      await t.app.invalidation.publish('merchant', 'demo');
    }
    expect(okValue(getUnreadCount, await unread(p.headers)).unReadCount).toBe(0);
  });
});
