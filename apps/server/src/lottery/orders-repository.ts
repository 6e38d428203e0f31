import type { LotteryOrder, LotteryPrizeMode } from '@app/contract';
import type { Merchant } from '../merchant/merchants-repository.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import type { PricedBet } from './betting.ts';
import type { IssueRow } from './issues-repository.ts';

interface OrderRow {
  id: number;
  order_no: string;
  member_id: number;
  game_id: string;
  issue_no: string;
  chase_no: string | null;
  play_code: string;
  picks: number[][];
  prize_mode: LotteryPrizeMode;
  unit_minor: string;
  multiplier: number;
  combinations: number;
  amount_minor: string;
  odds_milli: string;
  state: LotteryOrder['state'];
  win_minor: string;
  request_hash: string;
  created_at: Date;
  settled_at: Date | null;
}

const SELECT = `SELECT o.id, o.order_no, o.member_id, i.game_id, i.issue_no, c.chase_no,
    o.play_code, o.picks, o.prize_mode, o.unit_minor::text, o.multiplier, o.combinations,
    o.amount_minor::text, o.odds_milli::text, o.state, o.win_minor::text, o.request_hash,
    o.created_at, o.settled_at
  FROM lottery_orders o JOIN lottery_issues i ON i.id = o.issue_id
  LEFT JOIN lottery_chases c ON c.id = o.chase_id`;

const orderOf = (r: OrderRow): LotteryOrder => ({
  orderNo: r.order_no,
  gameId: r.game_id,
  issueNo: r.issue_no,
  playCode: r.play_code,
  picks: r.picks,
  prizeMode: r.prize_mode,
  unitMinor: Number(r.unit_minor),
  multiplier: r.multiplier,
  combinations: r.combinations,
  amountMinor: Number(r.amount_minor),
  state: r.state,
  winMinor: Number(r.win_minor),
  chaseNo: r.chase_no,
  createdAt: r.created_at.toISOString(),
  settledAt: r.settled_at?.toISOString() ?? null,
});

export interface NewOrders {
  merchant: Merchant;
  memberId: number;
  /** The issues the bets go on: one order per bet and issue. */
  issues: readonly IssueRow[];
  bets: readonly PricedBet[];
  prizeMode: LotteryPrizeMode;
  chase: { issues: number; stopOnWin: boolean } | null;
  idempotencyKey: string;
  requestHash: string;
}

/** A pending order as settlement reads it. */
export interface PendingOrder {
  id: number;
  orderNo: string;
  memberId: number;
  playCode: string;
  picks: number[][];
  unitMinor: number;
  multiplier: number;
  amountMinor: number;
  oddsMilli: number;
  chaseId: number | null;
  stopOnWin: boolean;
}

export function createOrdersRepository(db: Db) {
  return {
    async insert(tx: Queryable, n: NewOrders): Promise<LotteryOrder[]> {
      const [chase] = n.chase
        ? await tx.query<{ id: number }>(
            `INSERT INTO lottery_chases (member_id, stop_on_win) VALUES ($1, $2) RETURNING id`,
            [n.memberId, n.chase.stopOnWin],
          )
        : [];
      const rows = n.issues.flatMap((issue) => n.bets.map((bet) => ({ issue, bet })));
      const ids = await tx.query<{ id: number }>(
        `INSERT INTO lottery_orders (merchant_code, member_id, issue_id, chase_id, play_code, picks,
           prize_mode, unit_minor, multiplier, combinations, amount_minor, odds_milli, currency,
           idempotency_key, request_hash, seq)
         SELECT $1, $2, x.issue, $3, x.play, x.picks::jsonb, $4, x.unit, x.mult, x.combos,
                x.amount, x.odds, $5, $6, $7, x.seq
           FROM unnest($8::bigint[], $9::text[], $10::text[], $11::bigint[], $12::int[],
                       $13::int[], $14::bigint[], $15::bigint[], $16::int[])
                AS x (issue, play, picks, unit, mult, combos, amount, odds, seq)
         RETURNING id`,
        [
          n.merchant.code,
          n.memberId,
          chase?.id ?? null,
          n.prizeMode,
          n.merchant.currencyCode,
          n.idempotencyKey,
          n.requestHash,
          rows.map((r) => r.issue.id),
          rows.map((r) => r.bet.playCode),
          rows.map((r) => JSON.stringify(r.bet.picks)),
          rows.map((r) => r.bet.unitMinor),
          rows.map((r) => r.bet.multiplier),
          rows.map((r) => r.bet.combinations),
          rows.map((r) => r.bet.amountMinor),
          rows.map((r) => r.bet.oddsMilli),
          rows.map((_, i) => i),
        ],
      );
      const found = await tx.query<OrderRow>(`${SELECT} WHERE o.id = ANY ($1) ORDER BY o.id`, [
        ids.map((r) => r.id),
      ]);
      return found.map(orderOf);
    },

    /** The orders a request placed under this key, in their order. */
    async byKey(memberId: number, key: string, q: Queryable = db) {
      const rows = await q.query<OrderRow>(
        `${SELECT} WHERE o.member_id = $1 AND o.idempotency_key = $2 ORDER BY o.seq`,
        [memberId, key],
      );
      return rows.map((r) => ({ requestHash: r.request_hash, order: orderOf(r) }));
    },

    /** The member's orders, newest first; one more than asked tells whether more follow. */
    async page(memberId: number, gameId: string | undefined, page: number, size: number) {
      const rows = await db.query<OrderRow>(
        `${SELECT} WHERE o.member_id = $1 AND ($2::text IS NULL OR i.game_id = $2)
          ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
        [memberId, gameId ?? null, size + 1, (page - 1) * size],
      );
      return { orders: rows.slice(0, size).map(orderOf), more: rows.length > size };
    },

    /**
     * Up to `limit` pending orders of the issue after `afterId`, locked for the caller's
     * settlement; orders another settlement holds are skipped (it settles them). Each batch
     * starts after the last one's orders, so no batch walks past those settled before it. With
     * `part`, only the members whose id leaves that remainder (settlements side by side).
     */
    async lockPending(
      tx: Queryable,
      issueId: number,
      limit: number,
      afterId = 0,
      part: { of: number; index: number } = { of: 1, index: 0 },
    ): Promise<PendingOrder[]> {
      const rows = await tx.query<{
        id: number;
        order_no: string;
        member_id: number;
        play_code: string;
        picks: number[][];
        unit: string;
        multiplier: number;
        amount: string;
        odds: string;
        chase_id: number | null;
        stop_on_win: boolean | null;
      }>(
        `SELECT o.id, o.order_no, o.member_id, o.play_code, o.picks, o.unit_minor::text AS unit,
                o.multiplier, o.amount_minor::text AS amount, o.odds_milli::text AS odds,
                o.chase_id, c.stop_on_win
           FROM lottery_orders o LEFT JOIN lottery_chases c ON c.id = o.chase_id
          WHERE o.issue_id = $1 AND o.state = 'pending' AND o.id > $3 AND o.member_id % $4 = $5
          ORDER BY o.id LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
        [issueId, limit, afterId, part.of, part.index],
      );
      return rows.map((r) => ({
        id: r.id,
        orderNo: r.order_no,
        memberId: r.member_id,
        playCode: r.play_code,
        picks: r.picks,
        unitMinor: Number(r.unit),
        multiplier: r.multiplier,
        amountMinor: Number(r.amount),
        oddsMilli: Number(r.odds),
        chaseId: r.chase_id,
        stopOnWin: r.stop_on_win ?? false,
      }));
    },

    /** Records each order's outcome (state and win), for orders still pending. */
    async markSettled(
      tx: Queryable,
      outcomes: readonly {
        id: number;
        state: 'won' | 'lost' | 'void' | 'cancelled';
        winMinor: number;
      }[],
    ) {
      await tx.query(
        `UPDATE lottery_orders o SET state = x.state, win_minor = x.win, settled_at = now()
           FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS x (id, state, win)
          WHERE o.id = x.id AND o.state = 'pending'`,
        [outcomes.map((o) => o.id), outcomes.map((o) => o.state), outcomes.map((o) => o.winMinor)],
      );
    },

    /**
     * Stops the chases that won: their orders on issues not drawn yet are cancelled and answered
     * for refund (locked, in issue order).
     */
    async stopChases(tx: Queryable, chaseIds: readonly number[]) {
      if (!chaseIds.length) return [];
      await tx.query(
        `UPDATE lottery_chases SET stopped_at = now() WHERE id = ANY ($1) AND stopped_at IS NULL`,
        [chaseIds],
      );
      return tx.query<{ id: number; order_no: string; member_id: number; amount: string }>(
        `SELECT o.id, o.order_no, o.member_id, o.amount_minor::text AS amount
           FROM lottery_orders o JOIN lottery_issues i ON i.id = o.issue_id
          WHERE o.chase_id = ANY ($1) AND o.state = 'pending' AND i.state IN ('open', 'closed')
          ORDER BY o.id FOR UPDATE OF o`,
        [chaseIds],
      );
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
