import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBetHistory,
  getLotteryDraws,
  getLotteryGameMenus,
  getLotteryGames,
  getLotteryOrders,
  getPopularLotteries,
  placeLotteryBets,
  verifyLotteryDraw,
  loginFreeplay,
  OPERATOR_KEY_HEADER,
  operatorVoidLotteryIssue,
} from '@app/contract';
import { nextLook } from '../../src/lottery/schedule.ts';
import { drawDigits } from '../../src/lottery/fair-draw.ts';
import { popularGames } from '../../src/lottery/popular.ts';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import { memberOpenStakes, memberPlaySince } from '../../src/money/rollups.ts';
import { authHeaders } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  bet,
  bettor,
  currentIssue,
  makeDue,
  near,
  sureWin,
  walletOf,
  winLines,
} from './support.ts';

// Issue 21 (spec 2.2, 4; API-NOTES "Lottery (/lgw)"): the platform's own lottery on the ledger.

const OPERATOR_KEY = 'lottery-test-operator-key-0123';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
  // The tests turn the clock themselves.
  await t.app.lottery.pause();
  await t.app.lottery.drawer.tick();
});
afterAll(() => t?.close());

const voidIssue = (payload: unknown, key = OPERATOR_KEY) =>
  t.app.inject({
    method: 'POST',
    url: operatorVoidLotteryIssue.path,
    headers: { [OPERATOR_KEY_HEADER]: key },
    payload: payload as object,
  });

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? authHeaders(token) : {} });

describe('games, menus and issues', () => {
  it('lists the games and their plays with odds per prize mode', async () => {
    const { games } = okValue(getLotteryGames, await get(getLotteryGames.path));
    expect(games.map((g) => g.gameId)).toEqual(['SSC1', 'SSC5', 'P3', 'VNMB']);
    const menu = okValue(getLotteryGameMenus, await get(`${getLotteryGameMenus.path}?gameId=SSC1`));
    expect(menu.game).toMatchObject({ gameId: 'SSC1', digits: 5, drawEverySeconds: 60 });
    const big = menu.plays.find((p) => p.code === 'POS_BSOE')!;
    expect(big).toMatchObject({
      playType: 'ent',
      oddsMilli: { Elott: 1960, Lott: 1940, ZY: 1920 },
    });
    expect(new Set(menu.plays.map((p) => p.playType))).toEqual(new Set(['trad', 'ent']));
  });

  it('answers the current and next issue with their commitments, never their seeds', async () => {
    const n = await near(t.app);
    expect(n.current!.state).toBe('open');
    expect(n.current!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(n.current!.serverSeed).toBeNull();
    expect(n.next!.issueNo > n.current!.issueNo).toBe(true);
    expect(Date.parse(n.next!.drawAt) - Date.parse(n.current!.drawAt)).toBe(60_000);
    expect(Date.parse(n.current!.drawAt) - Date.parse(n.current!.closeAt)).toBe(10_000);
    const v = okValue(
      verifyLotteryDraw,
      await get(`${verifyLotteryDraw.path}?gameId=SSC1&issueNo=${n.current!.issueNo}`),
    );
    expect(v).toMatchObject({ serverSeed: null, result: null, seedHash: n.current!.seedHash });
  });

  it('never shows a seed before its draw: next issue, an issue closed and waiting, the lists', async () => {
    const n = await near(t.app, 'P3');
    expect(n.next!.serverSeed).toBeNull();
    // The current issue closes; it waits for its draw.
    await t.app.db.query(
      `UPDATE lottery_issues SET close_at = now() - interval '1 second', state = 'closed'
        WHERE game_id = 'P3' AND issue_no = $1`,
      [n.current!.issueNo],
    );
    const v = okValue(
      verifyLotteryDraw,
      await get(`${verifyLotteryDraw.path}?gameId=P3&issueNo=${n.current!.issueNo}`),
    );
    expect(v).toMatchObject({ state: 'closed', serverSeed: null, result: null });
    expect((await near(t.app, 'P3')).drawing).toMatchObject({
      issueNo: n.current!.issueNo,
      serverSeed: null,
    });
    const seeds = await t.app.db.query<{ seed: string }>(
      `SELECT server_seed AS seed FROM lottery_issues WHERE state IN ('open', 'closed')`,
    );
    const answers = [
      (await get(`${getLotteryDraws.path}?gameId=P3&size=100`)).body,
      (await get(getPopularLotteries.path)).body,
      JSON.stringify(await near(t.app, 'P3')),
    ].join();
    expect(seeds.filter((s) => answers.includes(s.seed))).toEqual([]);
  });

  it('answers 404 for an unknown game or issue and 400 for malformed ones', async () => {
    failure(await get(`${getLotteryGameMenus.path}?gameId=NOPE`), 404, 'lottery.game.unknown');
    failure(await get(`${getLotteryDraws.path}?gameId=NOPE`), 404, 'lottery.game.unknown');
    failure(await get(`${getLotteryGameMenus.path}?gameId=ssc1;drop`), 400, 'request_param_err');
    failure(await get(`${getLotteryDraws.path}?gameId=SSC1&size=-1`), 400, 'request_param_err');
    failure(
      await get(`${verifyLotteryDraw.path}?gameId=SSC1&issueNo=20000101-0001`),
      404,
      'lottery.issue.unknown',
    );
    failure(await get(`${verifyLotteryDraw.path}?gameId=SSC1&issueNo=1`), 400, 'request_param_err');
  });
});

describe('a bet, its draw and its settlement', () => {
  it('debits the price, draws from the committed seed, pays the win once, records the bet', async () => {
    const m = await bettor(t.app, 10_000);
    const issue = await currentIssue(t.app);
    const lose = {
      playCode: '5D_STRAIGHT',
      picks: [[1], [2], [3], [4], [5, 6]],
      unitMinor: 10,
      multiplier: 3,
    };
    const placed = okValue(
      placeLotteryBets,
      await bet(t.app, m.token, { gameId: 'SSC1', issueNo: issue.issueNo, bets: [sureWin, lose] }),
    );
    // 10 combinations x 1.00 and 2 x 0.10 x 3.
    expect(placed.orders.map((o) => [o.state, o.combinations, o.amountMinor])).toEqual([
      ['pending', 10, 1_000],
      ['pending', 2, 60],
    ]);
    expect(placed.balanceMinor).toBe(10_000 - 1_060);
    expect(await walletOf(t.app, m.id)).toBe(8_940);

    await makeDue(t.app, 'SSC1', issue.issueNo);
    // A turn that drew and settled is due again at once (its next may find more to do); the turn
    // after it, with nothing left, at the next close or draw (schedule.ts nextLook).
    const drawAt = new Date();
    expect(await t.app.lottery.drawer.tick(drawAt)).toBe(drawAt.getTime());
    const zones = await t.app.db.query<{ timeZone: string }>(
      'SELECT time_zone AS "timeZone" FROM merchants',
    );
    // (A real close or draw of another game may fall between two turns: that turn works too.)
    let at = new Date();
    let next = await t.app.lottery.drawer.tick(at);
    for (let i = 0; i < 5 && next === at.getTime(); i++)
      next = await t.app.lottery.drawer.tick((at = new Date()));
    expect(next).toBe(nextLook(zones, at));
    const v = okValue(
      verifyLotteryDraw,
      await get(`${verifyLotteryDraw.path}?gameId=SSC1&issueNo=${issue.issueNo}`),
    );
    expect(v.state).toBe('settled');
    expect(createHash('sha256').update(v.serverSeed!).digest('hex')).toBe(issue.seedHash);
    expect(v.result).toEqual(drawDigits(v.serverSeed!, 'SSC1', issue.issueNo, 5));

    const { orders } = okValue(
      getLotteryOrders,
      await get(`${getLotteryOrders.path}?gameId=SSC1`, m.token),
    );
    const won = orders.find((o) => o.playCode === 'POS_FIXED')!;
    expect(won).toMatchObject({ state: 'won', winMinor: 980 });
    const straight = orders.find((o) => o.playCode === '5D_STRAIGHT')!;
    const hit = [1, 2, 3, 4].every((d, i) => v.result![i] === d) && [5, 6].includes(v.result![4]!);
    expect(straight).toMatchObject({ state: hit ? 'won' : 'lost', winMinor: hit ? 29_400 : 0 });
    expect(await walletOf(t.app, m.id)).toBe(8_940 + 980 + straight.winMinor);

    // Settling again (a second process, a re-run after a crash) pays nothing more.
    // (An issue number is unique per game only: SSC5 and P3 have one of the same number in the first
    // hours of a Dhaka day.)
    await t.app.db.query(
      `UPDATE lottery_issues SET state = 'drawn' WHERE game_id = 'SSC1' AND issue_no = $1`,
      [issue.issueNo],
    );
    await t.app.lottery.drawer.tick();
    expect(await walletOf(t.app, m.id)).toBe(8_940 + 980 + straight.winMinor);
    expect(await winLines(t.app, m.id)).toBe(1);

    // Each order is a settled bet of the member's records, and the books and rollups agree.
    const history = okValue(
      getBetHistory,
      await get(`${getBetHistory.path}?period=today`, m.token),
    );
    expect(history.list.map((b) => b.roundId).sort()).toEqual(
      [won.orderNo, straight.orderNo].sort(),
    );
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
    const [day] = await t.app.db.query<{ stakes: string; valid: string; bets: number }>(
      `SELECT stakes_minor::text AS stakes, valid_stakes_minor::text AS valid, bet_count AS bets
         FROM member_day_rollups WHERE member_id = $1`,
      [m.id],
    );
    expect(day).toEqual({ stakes: '1060', valid: '1060', bets: 2 });
    // The team figures' rollups, written in bulk for the batch (migration 030).
    const [game] = await t.app.db.query<{ valid: string; bets: number; vendor: string }>(
      `SELECT valid_stakes_minor::text AS valid, bet_count AS bets, vendor
         FROM member_day_game_rollups WHERE member_id = $1`,
      [m.id],
    );
    expect(game).toEqual({ valid: '1060', bets: 2, vendor: 'TCG' });
    const [hour] = await t.app.db.query<{ valid: string; bets: number }>(
      `SELECT valid_stakes_minor::text AS valid, bet_count AS bets
         FROM member_hour_rollups WHERE member_id = $1`,
      [m.id],
    );
    expect(hour).toEqual({ valid: '1060', bets: 2 });

    const draws = okValue(getLotteryDraws, await get(`${getLotteryDraws.path}?gameId=SSC1&size=5`));
    expect(draws.draws[0]).toMatchObject({ issueNo: issue.issueNo, result: v.result });
    // The route keeps its answer 15 s (popular.ts): the function itself, fresh.
    const popular = await popularGames(t.app.db, t.app.lottery.issues, 'demo');
    expect(popular[0]).toMatchObject({ gameId: 'SSC1', latest: { issueNo: issue.issueNo } });
  });

  it('the northern Vietnamese daily game: lo (2 and 3 digits) costs once per line and pays once per line hit', async () => {
    const m = await bettor(t.app, 10_000);
    const issue = await currentIssue(t.app, 'VNMB');
    // Drawn at 18:15 in Vietnam (17:15 in Dhaka), the day's only issue.
    expect(new Date(issue.drawAt).toISOString().slice(11, 16)).toBe('11:15');
    expect(issue.issueNo).toMatch(/-0001$/);
    const lo = { playCode: 'LO2', picks: [[7, 42]], unitMinor: 10, multiplier: 1 };
    const de = { playCode: 'DE', picks: [[7]], unitMinor: 100, multiplier: 1 };
    // Three digits: 23 lines (the seventh prizes have two digits); 3 cang on the special prize.
    const lo3 = { playCode: 'LO3', picks: [[7, 842]], unitMinor: 10, multiplier: 1 };
    const de3 = { playCode: 'DE3', picks: [[7]], unitMinor: 100, multiplier: 1 };
    const placed = okValue(
      placeLotteryBets,
      await bet(t.app, m.token, {
        gameId: 'VNMB',
        issueNo: issue.issueNo,
        bets: [lo, de, lo3, de3],
      }),
    );
    expect(placed.orders.map((o) => [o.combinations, o.amountMinor])).toEqual([
      [54, 540],
      [1, 100],
      [46, 460],
      [1, 100],
    ]);
    const tooLong = await bet(t.app, m.token, {
      gameId: 'VNMB',
      issueNo: issue.issueNo,
      bets: [{ ...lo3, picks: [[1000]] }],
    });
    expect(tooLong.statusCode).toBe(400);
    await makeDue(t.app, 'VNMB', issue.issueNo);
    await t.app.lottery.drawer.tick();
    const v = okValue(
      verifyLotteryDraw,
      await get(`${verifyLotteryDraw.path}?gameId=VNMB&issueNo=${issue.issueNo}`),
    );
    expect(v.result).toEqual(drawDigits(v.serverSeed!, 'VNMB', issue.issueNo, 107));
    // The 27 prizes' last two digits, as numbers.
    const sizes = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
    let at = 0;
    const tails = sizes.map((n) => {
      at += n;
      return v.result![at - 2]! * 10 + v.result![at - 1]!;
    });
    const hits = tails.filter((x) => x === 7 || x === 42).length;
    at = 0;
    const threes = sizes.flatMap((n) => {
      at += n;
      return n < 3 ? [] : [v.result![at - 3]! * 100 + v.result![at - 2]! * 10 + v.result![at - 1]!];
    });
    expect(threes).toHaveLength(23);
    const hits3 = threes.filter((x) => x === 7 || x === 842).length;
    const { orders } = okValue(
      getLotteryOrders,
      await get(`${getLotteryOrders.path}?gameId=VNMB`, m.token),
    );
    expect(orders.find((o) => o.playCode === 'LO2')!.winMinor).toBe(hits * 10 * 98);
    expect(orders.find((o) => o.playCode === 'DE')!.winMinor).toBe(tails[0] === 7 ? 9_800 : 0);
    expect(orders.find((o) => o.playCode === 'LO3')!.winMinor).toBe(hits3 * 10 * 980);
    expect(orders.find((o) => o.playCode === 'DE3')!.winMinor).toBe(threes[0] === 7 ? 98_000 : 0);
  });

  it('orders waiting for their draw are open stakes to the bonus rules, then play at their result', async () => {
    const m = await bettor(t.app, 10_000);
    const before = new Date(Date.now() - 1000);
    const issue = await currentIssue(t.app);
    const fixed = { ...sureWin, picks: [[7], [], [], [], []] };
    okValue(
      placeLotteryBets,
      await bet(t.app, m.token, { gameId: 'SSC1', issueNo: issue.issueNo, bets: [sureWin, fixed] }),
    );
    // Stakes out of the wallet (a later bonus counts from past them) and nothing won yet.
    expect(await memberOpenStakes(t.app.db, m.id, 'BDT')).toBe(1_100n);
    expect(await memberPlaySince(t.app.db, m.id, 'BDT', before)).toBe(-1_100n);
    await makeDue(t.app, 'SSC1', issue.issueNo);
    await t.app.lottery.drawer.tick();
    expect(await memberOpenStakes(t.app.db, m.id, 'BDT')).toBe(0n);
    // The sure win pays 9.80 on its 10.00; the 7 on the first digit 9.80 more if it came up.
    const won = BigInt((await walletOf(t.app, m.id)) - (10_000 - 1_100));
    expect(won === 980n || won === 1_960n).toBe(true);
    expect(await memberPlaySince(t.app.db, m.id, 'BDT', before)).toBe(won - 1_100n);
    expect(await memberPlaySince(t.app.db, m.id, 'BDT', new Date())).toBe(0n);
  });

  it('answers the same request sent twice at once with the same orders, placed once', async () => {
    const m = await bettor(t.app, 1_000);
    const issue = await currentIssue(t.app);
    const body = {
      gameId: 'SSC1',
      issueNo: issue.issueNo,
      bets: [sureWin],
      idempotencyKey: 'twice-at-once',
    };
    const [a, b] = await Promise.all([bet(t.app, m.token, body), bet(t.app, m.token, body)]);
    const first = okValue(placeLotteryBets, a);
    expect(okValue(placeLotteryBets, b).orders).toEqual(first.orders);
    expect(await walletOf(t.app, m.id)).toBe(0);
  });

  it('answers a retry with the same key with the same orders and moves nothing', async () => {
    const m = await bettor(t.app, 5_000);
    const issue = await currentIssue(t.app);
    const body = {
      gameId: 'SSC1',
      issueNo: issue.issueNo,
      bets: [sureWin],
      idempotencyKey: 'same-key-123',
    };
    const first = okValue(placeLotteryBets, await bet(t.app, m.token, body));
    const again = okValue(placeLotteryBets, await bet(t.app, m.token, body));
    expect(again.orders).toEqual(first.orders);
    expect(await walletOf(t.app, m.id)).toBe(4_000);
    failure(
      await bet(t.app, m.token, { ...body, bets: [{ ...sureWin, multiplier: 2 }] }),
      409,
      'idempotency.key.reused',
    );
  });

  it('never overdraws: of 12 concurrent bets on a wallet for 5, 5 are placed', async () => {
    const m = await bettor(t.app, 5_000);
    const issue = await currentIssue(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        bet(t.app, m.token, { gameId: 'SSC1', issueNo: issue.issueNo, bets: [sureWin] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      failure(a, 409, 'wallet.insufficient.funds');
    expect(await walletOf(t.app, m.id)).toBe(0);
  });
});

describe('chases and void issues', () => {
  it('a chase that stops on a win cancels and refunds the issues after the win', async () => {
    const m = await bettor(t.app, 10_000);
    const issue = await currentIssue(t.app);
    const placed = okValue(
      placeLotteryBets,
      await bet(t.app, m.token, {
        gameId: 'SSC1',
        issueNo: issue.issueNo,
        bets: [sureWin],
        chase: { issues: 3, stopOnWin: true },
      }),
    );
    expect(placed.orders).toHaveLength(3);
    expect(new Set(placed.orders.map((o) => o.chaseNo)).size).toBe(1);
    expect(placed.balanceMinor).toBe(7_000);
    await makeDue(t.app, 'SSC1', issue.issueNo);
    await t.app.lottery.drawer.tick();
    const { orders } = okValue(getLotteryOrders, await get(`${getLotteryOrders.path}`, m.token));
    expect(orders.map((o) => o.state).sort()).toEqual(['cancelled', 'cancelled', 'won']);
    // 7,000 + the win 980 + two refunds of 1,000.
    expect(await walletOf(t.app, m.id)).toBe(9_980);
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });

  it("lists the member's orders newest first, page by page, and no one else's", async () => {
    const m = await bettor(t.app, 10_000);
    const other = await bettor(t.app, 10_000);
    const { issueNo } = await currentIssue(t.app, 'SSC1');
    const place = async (token: string, multiplier: number) =>
      okValue(
        placeLotteryBets,
        await bet(t.app, token, { gameId: 'SSC1', issueNo, bets: [{ ...sureWin, multiplier }] }),
      ).orders[0]!.orderNo;
    // Three requests, one after another (migration 037: listed by time, then id).
    const placed = [await place(m.token, 1), await place(m.token, 2)];
    await place(other.token, 3);
    placed.push(await place(m.token, 4));
    const page = async (n: number) =>
      okValue(
        getLotteryOrders,
        await get(`${getLotteryOrders.path}?gameId=SSC1&page=${n}&size=2`, m.token),
      );
    const first = await page(1);
    expect(first.orders.map((o) => o.orderNo)).toEqual([placed[2], placed[1]]);
    expect(first.more).toBe(true);
    const second = await page(2);
    expect(second.orders.map((o) => o.orderNo)).toEqual([placed[0]]);
    expect(second.more).toBe(false);
  });

  it("the operator's void refunds every order of an issue not drawn yet", async () => {
    const m = await bettor(t.app, 3_000);
    const issue = await currentIssue(t.app, 'SSC5');
    okValue(
      placeLotteryBets,
      await bet(t.app, m.token, { gameId: 'SSC5', issueNo: issue.issueNo, bets: [sureWin] }),
    );
    const body = { gameId: 'SSC5', issueNo: issue.issueNo };
    const voided = okValue(operatorVoidLotteryIssue, await voidIssue(body));
    expect(voided).toMatchObject({ refundedOrders: 1, issue: { state: 'void', result: null } });
    failure(await voidIssue(body), 409, 'lottery.issue.closed');
    expect(await walletOf(t.app, m.id)).toBe(3_000);
    const { orders } = okValue(
      getLotteryOrders,
      await get(`${getLotteryOrders.path}?gameId=SSC5`, m.token),
    );
    expect(orders[0]!.state).toBe('void');
    failure(
      await bet(t.app, m.token, { gameId: 'SSC5', issueNo: issue.issueNo, bets: [sureWin] }),
      409,
      'lottery.issue.closed',
    );
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });

  it('refuses a void without the key, of an unknown game or issue, or a malformed body', async () => {
    const { issueNo } = await currentIssue(t.app, 'SSC5');
    expect(
      (await voidIssue({ gameId: 'SSC5', issueNo }, 'wrong-key-wrong-key-wrong')).statusCode,
    ).toBe(401);
    failure(await voidIssue({ gameId: 'NOPE', issueNo }), 404, 'lottery.game.unknown');
    failure(
      await voidIssue({ gameId: 'SSC5', issueNo: '20000101-0001' }),
      404,
      'lottery.issue.unknown',
    );
    failure(await voidIssue({ gameId: 'SSC5' }), 400, 'request_param_err');
    failure(await voidIssue({ gameId: 'SSC5', issueNo, more: 1 }), 400, 'request_param_err');
  });
});

const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('bets the rules refuse', () => {
  let token: string;
  let issueNo: string;
  beforeAll(async () => {
    token = (await bettor(t.app, 100_000)).token;
    issueNo = (await currentIssue(t.app)).issueNo;
  });
  const refused = async (body: Record<string, unknown>, status: number, code: string) =>
    failure(
      await bet(t.app, token, { gameId: 'SSC1', issueNo, bets: [sureWin], ...body }),
      status,
      code,
    );

  it.each([
    [{ gameId: 'NOPE' }, 404, 'lottery.game.unknown'],
    [{ issueNo: '20000101-0001' }, 404, 'lottery.issue.unknown'],
    [{ bets: [{ ...sureWin, playCode: 'NOPE' }] }, 400, 'lottery.play.unknown'],
    [{ bets: [{ ...sureWin, picks: [[1], [2]] }] }, 400, 'lottery.picks.invalid'],
    [{ bets: [{ ...sureWin, picks: [[1, 1], [], [], [], []] }] }, 400, 'lottery.picks.invalid'],
    [{ bets: [{ ...sureWin, unitMinor: 7 }] }, 400, 'lottery.limit.exceeded'],
    [{ bets: [{ ...sureWin, multiplier: 1001 }] }, 400, 'lottery.limit.exceeded'],
    [
      { bets: [{ ...sureWin, playCode: 'L2_STRAIGHT', picks: [all, all], multiplier: 101 }] },
      400,
      'lottery.limit.exceeded',
    ],
    [{ bets: [{ ...sureWin, multiplier: 0 }] }, 400, 'request_param_err'],
    [{ bets: [] }, 400, 'request_param_err'],
    [{ bets: [{ ...sureWin, picks: [[-1], [], [], [], []] }] }, 400, 'request_param_err'],
    [{ prizeMode: 'SEA' }, 400, 'request_param_err'],
    [{ idempotencyKey: 'x' }, 400, 'request_param_err'],
    [{ extra: 1 }, 400, 'request_param_err'],
    [{ chase: { issues: 31, stopOnWin: true } }, 400, 'request_param_err'],
    [{ bets: [{ ...sureWin, multiplier: 200 }] }, 409, 'wallet.insufficient.funds'],
  ])('%j: %i %s', async (body, status, code) => {
    await refused(body, status, code);
  });

  it('refuses a bet after the close, a visitor and a trial session', async () => {
    const closing = await currentIssue(t.app, 'P3');
    await t.app.db.query(
      `UPDATE lottery_issues SET close_at = now() - interval '1 second' WHERE game_id = 'P3' AND issue_no = $1`,
      [closing.issueNo],
    );
    failure(
      await bet(t.app, token, {
        gameId: 'P3',
        issueNo: closing.issueNo,
        bets: [{ ...sureWin, picks: [[1], [], []] }],
      }),
      409,
      'lottery.issue.closed',
    );
    const visitor = await t.app.inject({ method: 'POST', url: placeLotteryBets.path, payload: {} });
    expect(visitor.statusCode).toBe(401);
    const trial = okValue(
      loginFreeplay,
      await t.app.inject({ method: 'POST', url: loginFreeplay.path }),
    );
    failure(
      await bet(t.app, trial.token, { gameId: 'SSC1', issueNo, bets: [sureWin] }),
      403,
      'trial.restricted',
    );
  });
});
