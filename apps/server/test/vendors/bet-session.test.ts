import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changePassword, getMemberInfo, loginFreeplay, logout } from '@app/contract';
import { authHeaders, call, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { launchTokenOf, uid, vendorCall, walletMinor, walletValue } from '../helpers/vendor.ts';
import { fundedMember, launchUrl } from './demo-game.ts';

// A bet carries the launch token of its game, and is taken only while the platform session that
// launched the game lives (contract vendor-wallet.ts, migration 016). Wins and rollbacks of a
// round opened before still settle.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** The token a game launch gives the vendor (the launch URL's), as the lobby launches it. */
async function launchToken(sessionToken: string, q: Record<string, string> = { nodeId: '10001' }) {
  const { gameUrl } = await launchUrl(t.app, sessionToken, q);
  return new URL(gameUrl, 'http://x').searchParams.get('token')!;
}

const signOut = async (token: string) =>
  okValue(
    logout,
    await t.app.inject({ method: 'DELETE', url: logout.path, headers: authHeaders(token) }),
  );

const bet = (playerId: number, token: string | undefined, o: { roundId?: string } = {}) => ({
  playerId: String(playerId),
  currency: 'BDT',
  txId: uid('bs-bet'),
  roundId: o.roundId ?? uid('bs-round'),
  amountMinor: 100,
  launchToken: token,
});

const errorOf = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  ...(JSON.parse(res.body) as { success: boolean; errorCode?: string; message?: string }),
});

/** A member signed in, funded, with a real-money game launched and one round open. */
async function inPlay() {
  const p = await fundedMember(t.app, 10_000);
  const token = await launchToken(p.token);
  const opened = bet(p.id, token);
  walletValue(await vendorCall(t.app, 'PG', 'bet', opened));
  const other = bet(p.id, token);
  walletValue(await vendorCall(t.app, 'PG', 'bet', other));
  return { p, token, opened, other };
}

/** After the session ended: the next bet is refused and moves nothing; open rounds settle. */
async function expectBetsEnded(s: Awaited<ReturnType<typeof inPlay>>) {
  const before = await walletMinor(t.app, s.p.id);
  const refused = bet(s.p.id, s.token);
  const res = await vendorCall(t.app, 'PG', 'bet', refused);
  expect(errorOf(res)).toMatchObject({
    status: 401,
    success: false,
    errorCode: 'vendor.session.ended',
  });
  expect(await walletMinor(t.app, s.p.id)).toBe(before);
  // The same txId sent again answers the same refusal, and still moves nothing.
  const again = await vendorCall(t.app, 'PG', 'bet', refused);
  expect(again.statusCode).toBe(401);
  expect(JSON.parse(again.body)).toEqual(JSON.parse(res.body));
  expect(await walletMinor(t.app, s.p.id)).toBe(before);

  // The round opened before settles: a win, and a rollback of the other bet.
  const win = walletValue(
    await vendorCall(t.app, 'PG', 'win', {
      playerId: String(s.p.id),
      currency: 'BDT',
      txId: uid('bs-win'),
      roundId: s.opened.roundId,
      amountMinor: 250,
    }),
  );
  expect(win.balanceMinor).toBe(before + 250);
  const rollback = walletValue(
    await vendorCall(t.app, 'PG', 'rollback', {
      playerId: String(s.p.id),
      currency: 'BDT',
      txId: uid('bs-rb'),
      roundId: s.other.roundId,
      betTxId: s.other.txId,
      amountMinor: 100,
    }),
  );
  expect(rollback.balanceMinor).toBe(before + 350);
  expect(await walletMinor(t.app, s.p.id)).toBe(before + 350);
}

describe('a bet is taken only within the platform session that launched its game', () => {
  it('takes a bet with the launch token of a live session', async () => {
    const p = await fundedMember(t.app, 10_000);
    const value = walletValue(
      await vendorCall(t.app, 'PG', 'bet', bet(p.id, await launchToken(p.token))),
    );
    expect(value.balanceMinor).toBe(9_900);
  });

  it('after logout refuses the next bet and moves nothing; the rounds opened before settle', async () => {
    const s = await inPlay();
    await signOut(s.p.token);
    await expectBetsEnded(s);
  });

  it('a refused txId stays refused after the player signs in again', async () => {
    const s = await inPlay();
    await signOut(s.p.token);
    const refused = bet(s.p.id, s.token);
    const first = await vendorCall(t.app, 'PG', 'bet', refused);
    expect(first.statusCode).toBe(401);
    const fresh = await signInAs(t.app, s.p.member.username, 'Secret123');
    // The same transaction: only the token (no part of the transaction) is the new session's.
    const res = await vendorCall(t.app, 'PG', 'bet', {
      ...refused,
      launchToken: await launchToken(fresh.token),
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toEqual(JSON.parse(first.body));
  });

  it("after a password change refuses the bets of the other sessions' games, not this one's", async () => {
    const s = await inPlay();
    const other = await signInAs(t.app, s.p.member.username, 'Secret123');
    const res = await call(
      t.app,
      changePassword,
      { oldPassword: 'Secret123', newPassword: 'Secret456', confirmNewPassword: 'Secret456' },
      { headers: authHeaders(other.token) },
    );
    expect(res.statusCode).toBe(200);
    await expectBetsEnded(s);
    const here = await launchToken(other.token);
    expect((await vendorCall(t.app, 'PG', 'bet', bet(s.p.id, here))).statusCode).toBe(200);
  });

  it('refuses the bets of an expired platform session (idle or absolute)', async () => {
    const s = await inPlay();
    await t.app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [s.p.id],
    );
    await expectBetsEnded(s);
  });

  it('still bets with a launch token past its own 10 minutes while the session lives', async () => {
    const p = await fundedMember(t.app, 10_000);
    const [session] = await t.app.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE member_id = $1',
      [p.id],
    );
    // Made three hours ago: its `exp` is long past.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 3 * 3_600_000);
    const old = launchTokenOf(t.app, 'PG', p.id, Number(session!.id));
    vi.restoreAllMocks();
    const claims = JSON.parse(Buffer.from(old.split('.')[0]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(claims.exp).toBeLessThan(Date.now() / 1000);
    expect((await vendorCall(t.app, 'PG', 'bet', bet(p.id, old))).statusCode).toBe(200);
  });

  it("a trial member's bets end with the free-play session too", async () => {
    const res = await t.app.inject({ method: 'POST', url: loginFreeplay.path });
    const trial = okValue(loginFreeplay, res);
    const token = await launchToken(trial.token, { nodeId: '10002', freeplay: '1' });
    const before = await walletMinor(t.app, trial.id);
    expect((await vendorCall(t.app, 'PG', 'bet', bet(trial.id, token))).statusCode).toBe(200);
    await signOut(trial.token);
    const refused = await vendorCall(t.app, 'PG', 'bet', bet(trial.id, token));
    expect(errorOf(refused)).toMatchObject({ status: 401, errorCode: 'vendor.session.ended' });
    expect(await walletMinor(t.app, trial.id)).toBe(before - 100);
  });
});

describe('a bet without a good launch token is refused (4xx) and moves nothing', () => {
  it.each([
    ['missing', () => undefined, 400, 'request_param_err'],
    ['malformed', () => 'not-a-token', 401, 'vendor.token.invalid'],
    [
      'signed by another vendor',
      (_p: number, sid: number) => launchTokenOf(t.app, 'JILI', _p, sid),
      401,
      'vendor.token.invalid',
    ],
    [
      "signed with another vendor's secret in this vendor's name",
      (p: number, sid: number) => launchTokenOf(t.app, 'PG', p, sid, { secret: 'x'.repeat(64) }),
      401,
      'vendor.token.invalid',
    ],
    [
      'for another player',
      (p: number, sid: number) => launchTokenOf(t.app, 'PG', p + 1, sid),
      401,
      'vendor.token.invalid',
    ],
    [
      'of a play-money launch',
      (p: number, sid: number) =>
        launchTokenOf(t.app, 'PG', p, sid, { claims: { mode: 'play_money' } }),
      401,
      'vendor.token.invalid',
    ],
    ['too long', () => 'a'.repeat(1_001), 400, 'request_param_err'],
  ] as const)('%s', async (_name, tokenOf, status, errorCode) => {
    const p = await fundedMember(t.app, 10_000);
    const [session] = await t.app.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE member_id = $1',
      [p.id],
    );
    const res = await vendorCall(t.app, 'PG', 'bet', bet(p.id, tokenOf(p.id, Number(session!.id))));
    expect(errorOf(res)).toMatchObject({ status, success: false, errorCode });
    expect(await walletMinor(t.app, p.id)).toBe(10_000);
  });

  it("names the player's own session only: another member's session is no session of this bet", async () => {
    const p = await fundedMember(t.app, 10_000);
    const q = await fundedMember(t.app, 10_000);
    const [theirs] = await t.app.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE member_id = $1',
      [q.id],
    );
    const res = await vendorCall(
      t.app,
      'PG',
      'bet',
      bet(p.id, launchTokenOf(t.app, 'PG', p.id, Number(theirs!.id))),
    );
    expect(errorOf(res)).toMatchObject({ status: 401, errorCode: 'vendor.session.ended' });
    expect(await walletMinor(t.app, p.id)).toBe(10_000);
  });
});

// Issue 19 "A game session outlives logout" / "expiry": the game replaces the app in its tab, so
// nothing but the game's own bets shows that the player is still there. A bet keeps the session
// that launched the game alive, as a request to the app would, never past its absolute cap.
describe('a player who stays in a game', () => {
  const info = (token: string) =>
    t.app.inject({ url: getMemberInfo.path, headers: authHeaders(token) });
  const expireIn = (memberId: number, idle: string, absolute = '1 day') =>
    t.app.db.query(
      `UPDATE sessions SET expires_at = now() + $2::interval,
              absolute_expires_at = now() + $3::interval
        WHERE member_id = $1`,
      [memberId, idle, absolute],
    );

  it('stays signed in while betting; without a bet the idle expiry signs them out', async () => {
    const playing = await fundedMember(t.app, 10_000);
    const idle = await fundedMember(t.app, 10_000);
    const token = await launchToken(playing.token);
    await launchToken(idle.token);
    // Both have been in their game for almost the idle time: a second and a half is left.
    await expireIn(playing.id, '1.5 seconds');
    await expireIn(idle.id, '1.5 seconds');
    walletValue(await vendorCall(t.app, 'PG', 'bet', bet(playing.id, token)));
    await new Promise((r) => setTimeout(r, 2_000));

    expect((await info(idle.token)).statusCode).toBe(401);
    okValue(getMemberInfo, await info(playing.token));
    walletValue(await vendorCall(t.app, 'PG', 'bet', bet(playing.id, token)));
  });

  it('is signed out at the absolute cap, betting or not, and an ended session stays ended', async () => {
    const capped = await fundedMember(t.app, 10_000);
    const token = await launchToken(capped.token);
    await expireIn(capped.id, '1 second', '1.5 seconds');
    walletValue(await vendorCall(t.app, 'PG', 'bet', bet(capped.id, token)));
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await info(capped.token)).statusCode).toBe(401);

    const ended = await fundedMember(t.app, 10_000);
    const endedToken = await launchToken(ended.token);
    await expireIn(ended.id, '-1 second');
    const res = await vendorCall(t.app, 'PG', 'bet', bet(ended.id, endedToken));
    expect(errorOf(res)).toMatchObject({ status: 401, errorCode: 'vendor.session.ended' });
    expect((await info(ended.token)).statusCode).toBe(401);
  });
});
