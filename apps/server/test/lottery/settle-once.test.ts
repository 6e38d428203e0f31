import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeLotteryBets, type LotteryDraw } from '@app/contract';
import { createDrawer } from '../../src/lottery/drawer.ts';
import { checkBalances, checkRollups } from '../../src/money/check.ts';
import type { Money } from '../../src/money/money.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { bet, bettor, currentIssue, makeDue, sureWin, walletOf, winLines } from './support.ts';

// Issue 21 "Tests": settlement run twice pays once; a kill during settlement resumes to exactly
// one payment per winning order. Each order settles in the transaction that pays it, locked and
// still pending; a batch cut off rolls back whole, and the next run finds its orders pending.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.lottery.pause();
  await t.app.lottery.drawer.tick();
});
afterAll(() => t?.close());

/** Seven members, each with one sure win on the game's current issue, made due. */
async function sevenWinners(gameId: string) {
  const issue = await currentIssue(t.app, gameId);
  const picks = gameId === 'P3' ? [sureWin.picks[0]!, [], []] : sureWin.picks;
  const members = [];
  for (let i = 0; i < 7; i++) {
    const m = await bettor(t.app, 1_000);
    okValue(
      placeLotteryBets,
      await bet(t.app, m.token, { gameId, issueNo: issue.issueNo, bets: [{ ...sureWin, picks }] }),
    );
    members.push(m);
  }
  await makeDue(t.app, gameId, issue.issueNo);
  return { issue, members };
}

/** The orders of one game's issue (games number their issues alike: the game is part of it). */
async function orderNos({ gameId, issueNo }: Pick<LotteryDraw, 'gameId' | 'issueNo'>) {
  const rows = await t.app.db.query<{ order_no: string; state: string }>(
    `SELECT o.order_no, o.state FROM lottery_orders o JOIN lottery_issues i ON i.id = o.issue_id
      WHERE i.game_id = $1 AND i.issue_no = $2 ORDER BY o.id`,
    [gameId, issueNo],
  );
  return rows;
}

describe('settlement exactly once', () => {
  it('resumes after a settlement killed between batches: one payment per winning order', async () => {
    const { issue, members } = await sevenWinners('SSC5');
    // A process that dies while paying its second batch (of up to three: the issue's parts run
    // side by side, so which batch comes second, and its size, vary from run to run).
    let calls = 0;
    let cutOff = 0;
    const dying: Money = {
      ...t.app.money,
      payBatch: async (...args: Parameters<Money['payBatch']>) => {
        if (args[2].kind === 'win' && ++calls === 2) {
          cutOff = args[2].parts.length;
          throw new Error('killed');
        }
        return t.app.money.payBatch(...args);
      },
    };
    const { issues, orders } = t.app.lottery;
    const crashing = createDrawer({
      db: t.app.db,
      money: dying,
      issues,
      orders,
      log: t.app.log,
      batchSize: 3,
    });
    // The tick logs the failed issue and goes on with the others.
    await crashing.tick();
    // The batch that was paying rolled back whole; the others stand.
    const cut = (await orderNos(issue)).map((o) => o.state);
    expect(cut.filter((s) => s === 'won').length).toBeGreaterThan(0);
    expect(cutOff).toBeGreaterThan(0);
    expect(cut.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(cutOff);
    expect(cut.filter((s) => s !== 'won' && s !== 'pending')).toEqual([]);

    // The next run (another process, or this one started again) settles the rest, once.
    await t.app.lottery.drawer.tick();
    const done = await orderNos(issue);
    expect(done.every((o) => o.state === 'won')).toBe(true);
    for (const m of members) {
      expect(await walletOf(t.app, m.id)).toBe(980);
      expect(await winLines(t.app, m.id)).toBe(1);
    }
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    expect(await checkRollups(t.app.db)).toEqual([]);
  });

  it('bets of the members being paid, placed while their issue settles, all go through', async () => {
    // The settlement locks the wallets before the house shards, as a bet does: on PostgreSQL
    // the two once waited on each other in a circle (a deadlock, and a 500 for the bet).
    const issue = await currentIssue(t.app, 'SSC1');
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await bettor(t.app, 1_000_000));
    await t.app.db.query(
      `INSERT INTO lottery_orders (merchant_code, member_id, issue_id, play_code, picks,
         prize_mode, unit_minor, multiplier, combinations, amount_minor, odds_milli, currency,
         idempotency_key, request_hash, seq)
       SELECT 'demo', m, i.id, 'POS_FIXED', '[[0,1,2,3,4,5,6,7,8,9],[],[],[],[]]', 'Elott', 1, 1,
              10, 10, 9800, 'BDT', 'busy-' || m || '-' || o, 'busy', 0
         FROM unnest($1::bigint[]) m, generate_series(1, 500) o, lottery_issues i
        WHERE i.game_id = 'SSC1' AND i.issue_no = $2`,
      [members.map((m) => m.id), issue.issueNo],
    );
    await makeDue(t.app, 'SSC1', issue.issueNo);
    const next = await currentIssue(t.app, 'SSC1');
    const { issues, orders } = t.app.lottery;
    const small = createDrawer({
      db: t.app.db,
      money: t.app.money,
      issues,
      orders,
      log: t.app.log,
      batchSize: 50,
    });
    let settled = false;
    const settling = small.tick().finally(() => (settled = true));
    // Each member bets again and again until the settlement is over.
    const answers = await Promise.all(
      members.map(async (m) => {
        const codes: number[] = [];
        while (!settled && codes.length < 40)
          codes.push(
            (await bet(t.app, m.token, { gameId: 'SSC1', issueNo: next.issueNo, bets: [sureWin] }))
              .statusCode,
          );
        return codes;
      }),
    );
    await settling;
    const codes = answers.flat();
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    const done = await orderNos(issue);
    expect(done.filter((o) => o.state !== 'won')).toEqual([]);
    for (const [i, m] of members.entries())
      expect(await walletOf(t.app, m.id)).toBe(1_000_000 - answers[i]!.length * 1_000 + 500 * 9);
  });

  it('two clocks turning at once (two processes) settle each order once', async () => {
    const { issue, members } = await sevenWinners('P3');
    const { issues, orders } = t.app.lottery;
    const other = createDrawer({
      db: t.app.db,
      money: t.app.money,
      issues,
      orders,
      log: t.app.log,
      batchSize: 2,
    });
    await Promise.all([t.app.lottery.drawer.tick(), other.tick(), other.tick()]);
    const done = await orderNos(issue);
    expect(done.map((o) => o.state)).toEqual(Array(7).fill('won'));
    for (const m of members) {
      expect(await walletOf(t.app, m.id)).toBe(980);
      expect(await winLines(t.app, m.id)).toBe(1);
    }
    const [row] = await t.app.db.query<{ state: string }>(
      `SELECT state FROM lottery_issues WHERE game_id = 'P3' AND issue_no = $1`,
      [issue.issueNo],
    );
    expect(row!.state).toBe('settled');
  });
});
