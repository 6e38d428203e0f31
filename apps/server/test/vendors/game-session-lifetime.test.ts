import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, logout } from '@app/contract';
import { authHeaders, call, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { walletMinor } from '../helpers/vendor.ts';
import { fundedMember, launchUrl, open, openGame } from './demo-game.ts';

// Issue 19: a game launched in a platform session ends with it. The demo vendor's page calls go
// over HTTP, so the app listens.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const betRows = async (memberId: number) =>
  (await t.app.db.query('SELECT id FROM bets WHERE member_id = $1', [memberId])).length;

const signOut = async (token: string) =>
  okValue(
    logout,
    await t.app.inject({ method: 'DELETE', url: logout.path, headers: authHeaders(token) }),
  );

/** The game has ended: no spin, no state, and the member's money and rounds did not move. */
async function expectEnded(game: Awaited<ReturnType<typeof open>>, memberId: number) {
  const money = await walletMinor(t.app, memberId);
  const bets = await betRows(memberId);
  const spin = await game.spin(100);
  expect(spin.status).toBe(401);
  expect(spin.body.errorCode).toBe('login.not.session');
  expect((await game.stateCall()).status).toBe(401);
  expect(await walletMinor(t.app, memberId)).toBe(money);
  expect(await betRows(memberId)).toBe(bets);
}

describe('a game session ends with the platform session that launched it', () => {
  it('logout: the open real-money game places no more bets', async () => {
    const p = await fundedMember(t.app, 10_000);
    const game = await open(t.app, base, p.token, { nodeId: '10001' });
    expect((await game.spin(100)).status).toBe(200);
    await signOut(p.token);
    await expectEnded(game, p.id);
  });

  it('logout: a launch URL made before it opens nothing (the ended page)', async () => {
    const p = await fundedMember(t.app, 10_000);
    const { gameUrl } = await launchUrl(t.app, p.token, { nodeId: '10001' });
    await signOut(p.token);
    const page = await fetch(`${base}${gameUrl}`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('href="/m/home"');
    expect(
      await t.app.db.query('SELECT 1 FROM demo_vendor_sessions WHERE member_id = $1', [p.id]),
    ).toEqual([]);
  });

  it("logout ends a real member's free play too, although it never touches the wallet", async () => {
    const p = await fundedMember(t.app, 10_000);
    const game = await open(t.app, base, p.token, { nodeId: '10002', freeplay: '1' });
    expect((await game.spin(100)).status).toBe(200);
    await signOut(p.token);
    const spin = await game.spin(100);
    expect(spin.status).toBe(401);
  });

  it("a password change ends the games of the member's other sessions, not of the one that changed it", async () => {
    const p = await fundedMember(t.app, 10_000);
    const other = await signInAs(t.app, p.member.username, 'Secret123');
    const elsewhere = await open(t.app, base, other.token, { nodeId: '10001' });
    const here = await open(t.app, base, p.token, { nodeId: '10001' });
    const res = await call(
      t.app,
      changePassword,
      { oldPassword: 'Secret123', newPassword: 'Secret456', confirmNewPassword: 'Secret456' },
      { headers: authHeaders(p.token) },
    );
    expect(res.statusCode).toBe(200);
    await expectEnded(elsewhere, p.id);
    expect((await here.spin(100)).status).toBe(200);
  });

  it('an expired platform session ends the game', async () => {
    const p = await fundedMember(t.app, 10_000);
    const game = await open(t.app, base, p.token, { nodeId: '10001' });
    await t.app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [p.id],
    );
    await expectEnded(game, p.id);
  });

  it('a disabled member plays no more', async () => {
    const p = await fundedMember(t.app, 10_000);
    const game = await open(t.app, base, p.token, { nodeId: '10001' });
    await t.app.db.query('UPDATE members SET disabled = true WHERE id = $1', [p.id]);
    await expectEnded(game, p.id);
  });

  it("another session's logout leaves this session's game playing", async () => {
    const p = await fundedMember(t.app, 10_000);
    const other = await signInAs(t.app, p.member.username, 'Secret123');
    const game = await open(t.app, base, p.token, { nodeId: '10001' });
    await signOut(other.token);
    expect((await game.spin(100)).status).toBe(200);
  });

  it('a launch URL opened twice is one game session, bound to the launching session', async () => {
    const p = await fundedMember(t.app, 10_000);
    const { gameUrl } = await launchUrl(t.app, p.token, { nodeId: '10001' });
    const first = await openGame(base, gameUrl);
    const again = await openGame(base, gameUrl);
    expect((await again.spin(100)).status).toBe(200);
    await signOut(p.token);
    expect((await first.spin(100)).status).toBe(401);
  });
});
