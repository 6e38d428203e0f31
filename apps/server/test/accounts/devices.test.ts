import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endMemberSessions, getMemberInfo, getMemberSessions } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { authHeaders, call, createMember, signIn } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { maskIp } from '../../src/accounts/sessions.ts';

// Spec 2.2 /m/securityCenter (issue 20): the member's signed-in devices, and signing out one of
// the others or all of them; never another member's, never the current one (that is logout).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A member signed in from `n` devices: each device's token. */
async function signedInTwice(n = 3) {
  const m = await createMember(t.app, { password: 'Secret123' });
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await signIn(
      t.app,
      { type: 'username', username: m.username, password: 'Secret123' },
      { headers: { device: i === 0 ? 'H5' : 'APP' }, ip: `203.0.113.${10 + i}` },
    );
    tokens.push(s.token);
  }
  return { m, tokens };
}
const get = (token: string, url: string) => t.app.inject({ url, headers: authHeaders(token) });
const end = (token: string, body: unknown) =>
  call(t.app, endMemberSessions, body, { headers: authHeaders(token) });

describe('signed-in devices', () => {
  it('lists the live sessions newest first, the current one marked, addresses shortened', async () => {
    const { tokens } = await signedInTwice();
    const { list } = okValue(getMemberSessions, await get(tokens[0]!, getMemberSessions.path));
    expect(list).toHaveLength(3);
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect(list.at(-1)).toMatchObject({ current: true, device: 'H5', ip: '203.0.113.*' });
    expect(list[0]).toMatchObject({ current: false, device: 'APP', ip: '203.0.113.*' });
  });

  it('signs out one other device, which is then refused, and never the current one', async () => {
    const { tokens } = await signedInTwice();
    const { list } = okValue(getMemberSessions, await get(tokens[0]!, getMemberSessions.path));
    const current = list.find((d) => d.current)!;
    const other = list.find((d) => !d.current)!;
    const after = okValue(endMemberSessions, await end(tokens[0]!, { id: other.id }));
    expect(after.list.map((d) => d.id)).not.toContain(other.id);
    expect(after.list).toHaveLength(2);
    failure(await end(tokens[0]!, { id: other.id }), 404, 'session.not.found');
    failure(await end(tokens[0]!, { id: current.id }), 409, 'session.current');
    // The device signed out is refused from now on; the others are not.
    const statuses = await Promise.all(
      tokens.map(async (tk) => (await get(tk, getMemberInfo.path)).statusCode),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses[0]).toBe(200);
  });

  it('signs out every other device at once', async () => {
    const { tokens } = await signedInTwice();
    const after = okValue(endMemberSessions, await end(tokens[1]!, { others: true }));
    expect(after.list).toEqual([expect.objectContaining({ current: true })]);
    expect((await get(tokens[0]!, getMemberInfo.path)).statusCode).toBe(401);
    expect((await get(tokens[2]!, getMemberInfo.path)).statusCode).toBe(401);
    expect((await get(tokens[1]!, getMemberInfo.path)).statusCode).toBe(200);
  });

  it("never touches another member's session: the same 404 as one that ended", async () => {
    const mine = await signedInTwice(1);
    const theirs = await signedInTwice(2);
    const { list } = okValue(
      getMemberSessions,
      await get(theirs.tokens[0]!, getMemberSessions.path),
    );
    for (const d of list)
      failure(await end(mine.tokens[0]!, { id: d.id }), 404, 'session.not.found');
    expect(
      okValue(getMemberSessions, await get(theirs.tokens[0]!, getMemberSessions.path)).list,
    ).toHaveLength(2);
  });

  it('refuses visitors, trial accounts and bad input with the envelope', async () => {
    failure(await t.app.inject({ url: getMemberSessions.path }), 401, 'login.not.session');
    failure(await call(t.app, endMemberSessions, { others: true }), 401, 'login.not.session');
    const trial = await createMember(t.app, { password: 'Secret123', type: 4 });
    const s = await signIn(t.app, {
      type: 'username',
      username: trial.username,
      password: 'Secret123',
    });
    failure(await get(s.token, getMemberSessions.path), 403, 'trial.restricted');
    const { tokens } = await signedInTwice(1);
    for (const body of [
      {},
      { id: 'x' },
      { id: -1 },
      { id: 1.5 },
      { others: false },
      { others: 'yes' },
      { id: 1, others: true },
      [],
    ]) {
      failure(await end(tokens[0]!, body), 400, 'request_param_err');
    }
  });

  it('shortens addresses to a place, not a person', () => {
    expect(maskIp('198.51.100.7')).toBe('198.51.100.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(maskIp(null)).toBeNull();
  });
});
