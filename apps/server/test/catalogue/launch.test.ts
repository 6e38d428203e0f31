import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRecentGames, launchGame, launchLottery, loginFreeplay } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// Seed: PG's first slot (10001) has no free play, its second (10002) has; TCG_LOTTO_VN and TCG
// are lottery vendors (LOTT, ELOTT).
const NO_FREE = { gameCategory: 'RNG', vendor: 'PG', nodeId: '10001' };
const FREE = { gameCategory: 'RNG', vendor: 'PG', nodeId: '10002' };

const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
const launch = (token: string | null, q: Record<string, string>, headers = {}) =>
  t.app.inject({
    url: `${launchGame.path}?${qs(q)}`,
    headers: { ...(token && authHeaders(token)), ...headers },
  });
const lottery = (token: string | null, q: Record<string, string>) =>
  t.app.inject({ url: `${launchLottery.path}?${qs(q)}`, headers: token ? authHeaders(token) : {} });
const recent = async (token: string, q: Record<string, string> = {}) =>
  okValue(
    getRecentGames,
    await t.app.inject({ url: `${getRecentGames.path}?${qs(q)}`, headers: authHeaders(token) }),
  );

async function member() {
  const m = await createMember(t.app, { password: 'Secret123' });
  return (await signInAs(t.app, m.username, 'Secret123')).token;
}
async function trial() {
  const res = await t.app.inject({ method: 'POST', url: loginFreeplay.path });
  return okValue(loginFreeplay, res).token;
}

describe('launchGame', () => {
  it('needs a session (401)', async () => {
    failure(await launch(null, NO_FREE), 401, 'login.not.session');
    failure(await lottery(null, { vendor: 'TCG' }), 401, 'login.not.session');
    failure(await t.app.inject({ url: getRecentGames.path }), 401, 'login.not.session');
  });

  it('answers 404 game.not.found for an unknown game or a game of another vendor', async () => {
    const token = await member();
    failure(await launch(token, { ...NO_FREE, nodeId: '999999' }), 404, 'game.not.found');
    failure(await launch(token, { ...NO_FREE, vendor: 'PP' }), 404, 'game.not.found');
    failure(await launch(token, { ...NO_FREE, nodeId: 'abc' }), 400, 'request_param_err');
  });

  it('gives a member a real-money URL on this server', async () => {
    const token = await member();
    const v = okValue(launchGame, await launch(token, NO_FREE));
    expect(v.accountType).toBe(1);
    expect(v.gameUrl).toMatch(/^\/demo-vendor\/play\?token=[A-Za-z0-9_.%-]+$/);
    const page = await t.app.inject({ url: v.gameUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('href="/m/home"');
  });

  it('gives free play on request when the game has it, and refuses it otherwise', async () => {
    const token = await member();
    expect(okValue(launchGame, await launch(token, { ...FREE, freeplay: '1' })).accountType).toBe(
      0,
    );
    failure(await launch(token, { ...NO_FREE, freeplay: '1' }), 403, 'game.freeplay.unsupported');
  });

  it('lets a trial session play free only', async () => {
    const token = await trial();
    expect(okValue(launchGame, await launch(token, FREE)).accountType).toBe(0);
    expect(okValue(launchGame, await launch(token, { ...FREE, freeplay: '1' })).accountType).toBe(
      0,
    );
    failure(await launch(token, NO_FREE), 403, 'trial.restricted');
    failure(await lottery(token, { vendor: 'TCG' }), 403, 'trial.restricted');
  });

  it('opens the game page in the language of the launch', async () => {
    const token = await member();
    const en = okValue(launchGame, await launch(token, NO_FREE, { language: 'EN' }));
    expect((await t.app.inject({ url: en.gameUrl })).body).toContain('Back to lobby');
    const bn = okValue(launchGame, await launch(token, NO_FREE));
    expect((await t.app.inject({ url: bn.gameUrl })).body).toContain('লবিতে ফিরে যান');
  });
});

describe('launchLottery', () => {
  it("opens the platform's lottery in the app: the lobby, or the game a tile of that name is", async () => {
    const token = await member();
    const lobby = okValue(launchLottery, await lottery(token, { vendor: 'TCG_LOTTO_VN' }));
    expect(lobby).toEqual({ gameUrl: '/m/lottery?prize_mode=Elott&playType=trad', accountType: 1 });
    const [fast] = await t.app.db.query<{ game_id: string }>(
      "SELECT game_id FROM games WHERE vassalage = 'TCG' AND name = 'Lucky 5 (1 min)'",
    );
    const game = okValue(
      launchLottery,
      await lottery(token, {
        vendor: 'TCG',
        gameCode: fast!.game_id,
        prizeMode: 'Lott',
        playType: 'ent',
      }),
    );
    expect(game.gameUrl).toBe('/m/lottery/SSC1?prize_mode=Lott&playType=ent');
    expect((await recent(token)).list[0]).toMatchObject({
      gameId: fast!.game_id,
      lottoMode: 'Entertainment',
    });
    // The northern daily draw's tile opens it; a lottery tile that is not one of the platform's
    // games (Ha Noi) opens the lobby.
    const northern = okValue(
      launchLottery,
      await lottery(token, { vendor: 'TCG_LOTTO_VN', gameCode: 'TCG_LOTTO_VN_0001' }),
    );
    expect(northern.gameUrl).toBe('/m/lottery/VNMB?prize_mode=Elott&playType=trad');
    const other = okValue(
      launchLottery,
      await lottery(token, { vendor: 'TCG_LOTTO_VN', gameCode: 'TCG_LOTTO_VN_0002' }),
    );
    expect(other.gameUrl).toBe('/m/lottery?prize_mode=Elott&playType=trad');
  });

  it('refuses a trial session (the lottery is real money only)', async () => {
    failure(await lottery(await trial(), { vendor: 'TCG' }), 403, 'trial.restricted');
  });

  it('answers 404 for an unknown lottery vendor or game, 400 for a bad prize mode', async () => {
    const token = await member();
    failure(await lottery(token, { vendor: 'NOPE' }), 404, 'game.not.found');
    failure(await lottery(token, { vendor: 'PG' }), 404, 'game.not.found');
    failure(await lottery(token, { vendor: 'TCG', gameCode: 'TCG_9999' }), 404, 'game.not.found');
    failure(await lottery(token, { vendor: 'TCG', prizeMode: 'X' }), 400, 'request_param_err');
  });
});

describe('recent games', () => {
  it('lists launched games newest first, once each, paged and filtered', async () => {
    const token = await member();
    expect(await recent(token)).toEqual({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    for (const nodeId of ['10001', '10002', '10003', '20001', '10002']) {
      okValue(
        launchGame,
        await launch(token, {
          gameCategory: 'RNG',
          vendor: nodeId.startsWith('2') ? 'PP' : 'PG',
          nodeId,
        }),
      );
    }
    const all = await recent(token);
    expect(all.list.map((g) => g.nodeId)).toEqual([10002, 20001, 10003, 10001]);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 4 });

    const page2 = await recent(token, { page: '2', pageSize: '3' });
    expect(page2.list.map((g) => g.nodeId)).toEqual([10001]);
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 4 });
    expect(await recent(token, { page: '9', pageSize: '3' })).toMatchObject({
      list: [],
      totalCount: 4,
    });

    expect((await recent(token, { vendor: 'PP' })).list.map((g) => g.nodeId)).toEqual([20001]);
    expect((await recent(token, { gameType: 'LIVE' })).totalCount).toBe(0);
  });

  it("keeps each member's list to itself", async () => {
    const a = await member();
    const b = await member();
    okValue(launchGame, await launch(a, NO_FREE));
    expect((await recent(b)).totalCount).toBe(0);
  });
});
