import type { FastifyBaseLogger } from 'fastify';
import { lotteryWinMinor, winningCombinations } from '@app/contract';
import { catalogueNodes, recordBets } from '../money/bets.ts';
import { AccountKind, EntryKind, HOUSE_SHARDS } from '../money/kinds.ts';
import { merchantRefs, type MerchantRef, type Money } from '../money/money.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { drawDigits } from './fair-draw.ts';
import { LOTTERY_GAMES, lotteryGame, type LotteryGameConfig } from './games.ts';
import type { IssueRow, IssuesRepository } from './issues-repository.ts';
import type { OrdersRepository, PendingOrder } from './orders-repository.ts';
import { nextLook, upcomingIssues } from './schedule.ts';

/** Issues made ahead of time: a chase of 30 issues always finds them. */
const ISSUES_AHEAD = 40;
/** Orders settled per transaction. */
export const SETTLE_BATCH = 2_000;
/**
 * Settlements of one issue side by side, each on the members of one remainder of their id: they
 * touch disjoint wallets and house shards (a member's shard is its id modulo 16), so none waits
 * for another's locks, and PostgreSQL runs them on separate cores.
 */
const SETTLE_PARTS = 2;
if ((HOUSE_SHARDS.game_house ?? 1) % SETTLE_PARTS !== 0)
  throw new Error('SETTLE_PARTS must divide the game house shards');

export interface DrawerDeps {
  db: Db;
  money: Money;
  issues: IssuesRepository;
  orders: OrdersRepository;
  log: FastifyBaseLogger;
  /** Orders settled per transaction (default SETTLE_BATCH). */
  batchSize?: number;
}

/**
 * The lottery's clock (issue 21), turned every second by each process (jobs.repeat) when it is
 * due (`tick` says when: the issues are not read between closes and draws): it makes the
 * coming issues, closes those whose close time passed, draws those whose draw time came and
 * settles their orders. Each step is a conditional change of a row's state or of orders still
 * pending, so two processes (or a process started again after a crash) never do one twice:
 * the draw is recorded once (`markDrawn`), each order settles once (locked, still pending, in the
 * transaction that pays it), and the payment's idempotency key would refuse a second one anyway.
 */
export function createDrawer(d: DrawerDeps) {
  const batch = d.batchSize ?? SETTLE_BATCH;
  const nodeOf = catalogueNodes();

  async function schedule(m: MerchantRef, game: LotteryGameConfig, now: Date) {
    const horizon = now.getTime() + (ISSUES_AHEAD - 1) * game.drawEverySeconds * 1000;
    const last = await d.issues.lastScheduled(m.code, game.gameId);
    if (last && last.getTime() >= horizon) return;
    const coming = upcomingIssues(
      now,
      m.timeZone,
      game.drawEverySeconds,
      game.closeSeconds,
      ISSUES_AHEAD,
      game.drawOffsetSeconds,
    );
    await d.issues.ensure(
      m.code,
      game.gameId,
      coming.filter((i) => !last || i.drawAt > last),
    );
  }

  async function draw(limit: number): Promise<number> {
    let drawn = 0;
    for (const issue of await d.issues.dueForDraw(limit)) {
      const game = lotteryGame(issue.game_id);
      if (!game) continue;
      const digits = drawDigits(issue.server_seed, issue.game_id, issue.issue_no, game.digits);
      if (await d.issues.markDrawn(issue.id, digits)) drawn++;
    }
    return drawn;
  }

  /**
   * Settles up to one batch of the issue's pending orders after `afterId`; answers the last
   * order's id, or null when none was left.
   */
  async function settleBatch(issue: IssueRow, m: MerchantRef, afterId: number, part: number) {
    const game = lotteryGame(issue.game_id)!;
    const result = issue.result!;
    return d.db.transaction(async (tx) => {
      const pending = await d.orders.lockPending(tx, issue.id, batch, afterId, {
        of: SETTLE_PARTS,
        index: part,
      });
      if (!pending.length) return null;
      // The business rows first (these orders, and the later orders of chases that stop here),
      // then the bets and, last, the money: wallets, then the house shards (money.payBatch), so
      // that the shards every member's play needs are held only for the end of the batch.
      const outcomes = pending.map((o) => outcomeOf(game, o, result));
      await d.orders.markSettled(tx, outcomes);
      const won = outcomes.filter((o) => o.winMinor > 0 && o.order.stopOnWin);
      const cancelled = await d.orders.stopChases(tx, [
        ...new Set(won.map((o) => o.order.chaseId!)),
      ]);
      await d.orders.markSettled(
        tx,
        cancelled.map((o) => ({ id: o.id, state: 'cancelled' as const, winMinor: 0 })),
      );
      const played = outcomes.filter((o) => o.state !== 'void');
      await recordOrders(tx, m, game, played);
      // One entry per batch (its orders' ids name it): every winner's wallet and every order's
      // valid stake and bet in the member's day.
      await d.money.payBatch(tx, m, {
        kind: EntryKind.win,
        from: AccountKind.gameHouse,
        idempotencyKey: `lottery:settle:${issue.id}:${pending[0]!.id}-${pending.at(-1)!.id}`,
        memo: `Lottery ${game.name} ${issue.issue_no}`,
        ref: issue.issue_no,
        parts: played.map((o) => ({
          memberId: o.order.memberId,
          amountMinor: BigInt(o.winMinor),
          settled: { stakeMinor: BigInt(o.order.amountMinor), rounds: 1 },
        })),
      });
      await refund(tx, m, cancelled, 'Lottery chase stopped after a win');
      const voided = outcomes.filter((o) => o.state === 'void').map((o) => o.order);
      await refund(
        tx,
        m,
        voided.map((o) => ({
          order_no: o.orderNo,
          member_id: o.memberId,
          amount: String(o.amountMinor),
        })),
        'Lottery order void: its play is no longer offered',
      );
      return { last: pending.at(-1)!.id, count: pending.length };
    });
  }

  /** Each settled order is a bet of the member's records (and its agents' team figures). */
  async function recordOrders(
    tx: Queryable,
    m: MerchantRef,
    game: LotteryGameConfig,
    outcomes: readonly Outcome[],
  ) {
    await recordBets(
      tx,
      m,
      { vendor: game.vendor, nodeId: await nodeOf(tx, game.vendor, game.catalogueName) },
      outcomes.map((o) => ({
        memberId: o.order.memberId,
        roundId: o.order.orderNo,
        stakeMinor: o.order.amountMinor,
        winMinor: o.winMinor,
      })),
    );
  }

  /** Refunds cancelled or void orders' stakes (one entry, named by the first order). */
  async function refund(
    tx: Queryable,
    m: MerchantRef,
    orders: readonly { order_no: string; member_id: number; amount: string }[],
    memo: string,
  ) {
    if (!orders.length) return;
    await d.money.payBatch(tx, m, {
      kind: EntryKind.rollback,
      from: AccountKind.gameHouse,
      idempotencyKey: `lottery:refund:${orders[0]!.order_no}-${orders.length}`,
      memo,
      ref: orders[0]!.order_no,
      parts: orders.map((o) => ({ memberId: o.member_id, amountMinor: BigInt(o.amount) })),
    });
  }

  /** Settles every pending order of the issue, batch by batch, then marks it settled. */
  async function settleIssue(issue: IssueRow, m: MerchantRef): Promise<number> {
    let settled = 0;
    const settlePart = async (part: number) => {
      for (let after = 0; ;) {
        const done = await settleBatch(issue, m, after, part);
        if (!done) break;
        settled += done.count;
        after = done.last;
      }
    };
    // Every part finishes (or fails) before this returns: none runs on behind a failed tick.
    const parts = await Promise.allSettled(
      Array.from({ length: SETTLE_PARTS }, (_, part) => settlePart(part)),
    );
    const failed = parts.find((p) => p.status === 'rejected');
    if (failed) throw failed.reason;
    await d.issues.markSettled(issue.id);
    return settled;
  }

  return {
    /**
     * One turn of the clock. Answers when the next is due: at once while there was work (an issue
     * closed, drawn or settled, or a settlement that failed), else `nextLook`.
     */
    async tick(now = new Date()): Promise<number> {
      const all = await merchantRefs(d.db);
      for (const m of all) for (const game of LOTTERY_GAMES) await schedule(m, game, now);
      let worked = (await d.issues.closeDue()) + (await draw(50)) > 0;
      const byCode = new Map(all.map((m) => [m.code, m]));
      // An issue that fails is logged and tried again next tick; the others go on.
      for (const issue of await d.issues.drawnToSettle(10)) {
        const m = byCode.get(issue.merchant_code);
        if (!m) continue;
        worked = true;
        await settleIssue(issue, m).catch((err: unknown) =>
          d.log.error({ err, issue: issue.issue_no, game: issue.game_id }, 'lottery settlement'),
        );
      }
      return worked ? now.getTime() : nextLook(all, now);
    },

    settleIssue,

    /**
     * Voids an issue that was not drawn (an operator's decision, such as a draw that could not
     * take place): every pending order is refunded and the issue shows no result. Answers how
     * many orders were refunded, or null when the issue was drawn or void already.
     */
    async voidIssue(issueId: number, m: MerchantRef): Promise<number | null> {
      return d.db.transaction(async (tx) => {
        const [issue] = await tx.query<{ id: number }>(
          `UPDATE lottery_issues SET state = 'void' WHERE id = $1 AND state IN ('open', 'closed')
           RETURNING id`,
          [issueId],
        );
        if (!issue) return null;
        const orders = await tx.query<{
          id: number;
          order_no: string;
          member_id: number;
          amount: string;
        }>(
          `SELECT id, order_no, member_id, amount_minor::text AS amount FROM lottery_orders
            WHERE issue_id = $1 AND state = 'pending' ORDER BY id FOR UPDATE`,
          [issueId],
        );
        await d.orders.markSettled(
          tx,
          orders.map((o) => ({ id: o.id, state: 'void' as const, winMinor: 0 })),
        );
        await refund(tx, m, orders, 'Lottery issue void: stake refunded');
        return orders.length;
      });
    },
  };
}

interface Outcome {
  id: number;
  state: 'won' | 'lost' | 'void';
  winMinor: number;
  order: PendingOrder;
}

/** An order's outcome; void (refunded) when its play is no longer offered. */
function outcomeOf(game: LotteryGameConfig, order: PendingOrder, result: number[]): Outcome {
  const play = game.plays.find((p) => p.code === order.playCode);
  if (!play) return { id: order.id, state: 'void', winMinor: 0, order };
  const won = winningCombinations(play, order.picks, result);
  const winMinor = lotteryWinMinor(won, order.unitMinor, order.multiplier, order.oddsMilli);
  return { id: order.id, state: winMinor > 0 ? 'won' : 'lost', winMinor, order };
}

export type Drawer = ReturnType<typeof createDrawer>;
