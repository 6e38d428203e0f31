import type { CrashBet } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';

export interface BetRow {
  id: number;
  round_id: number;
  round_no: number;
  member_id: number;
  stake_minor: number;
  auto_cashout_x100: number | null;
  state: CrashBet['state'];
  cashout_x100: number | null;
  win_minor: number;
  request_hash: string;
  created_at: Date;
}

const BET = `b.id, b.round_id, r.round_no, b.member_id, b.stake_minor, b.auto_cashout_x100,
  b.state, b.cashout_x100, b.win_minor, b.request_hash, b.created_at`;
const FROM = 'crash_bets b JOIN crash_rounds r ON r.id = b.round_id';

export const publicBet = (b: BetRow): CrashBet => ({
  betId: b.id,
  roundNo: b.round_no,
  stakeMinor: b.stake_minor,
  autoCashoutX100: b.auto_cashout_x100,
  state: b.state,
  cashoutX100: b.cashout_x100,
  winMinor: b.win_minor,
  createdAt: b.created_at.toISOString(),
});

export interface Settled {
  id: number;
  state: 'won' | 'lost';
  cashoutX100: number | null;
  winMinor: number;
}

/** The crash game's bets (migration 034). */
export function createBetsRepository(db: Db) {
  return {
    async byKey(memberId: number, key: string, q: Queryable = db): Promise<BetRow | null> {
      const [row] = await q.query<BetRow>(
        `SELECT ${BET} FROM ${FROM} WHERE b.member_id = $1 AND b.idempotency_key = $2`,
        [memberId, key],
      );
      return row ?? null;
    },

    async insert(
      tx: Queryable,
      b: {
        roundId: number;
        merchantCode: string;
        memberId: number;
        stakeMinor: number;
        autoCashoutX100: number | null;
        currency: string;
        idempotencyKey: string;
        requestHash: string;
      },
    ): Promise<number> {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO crash_bets (round_id, merchant_code, member_id, stake_minor,
                                 auto_cashout_x100, currency, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          b.roundId,
          b.merchantCode,
          b.memberId,
          b.stakeMinor,
          b.autoCashoutX100,
          b.currency,
          b.idempotencyKey,
          b.requestHash,
        ],
      );
      return row!.id;
    },

    async byId(id: number, q: Queryable = db): Promise<BetRow | null> {
      const [row] = await q.query<BetRow>(`SELECT ${BET} FROM ${FROM} WHERE b.id = $1`, [id]);
      return row ?? null;
    },

    /** The member's bet on the round, held for the caller's transaction. */
    async lockMine(tx: Queryable, roundId: number, memberId: number): Promise<BetRow | null> {
      const [row] = await tx.query<BetRow>(
        `SELECT ${BET} FROM ${FROM} WHERE b.round_id = $1 AND b.member_id = $2 FOR UPDATE OF b`,
        [roundId, memberId],
      );
      return row ?? null;
    },

    /**
     * Up to `limit` open bets of the round after `afterId`, held for the caller's transaction:
     * with `autoUpTo`, only those whose auto cash-out is at most that; waits for a bet another
     * transaction holds and leaves it out if that one settled it.
     */
    async lockOpen(
      tx: Queryable,
      roundId: number,
      limit: number,
      afterId: number,
      autoUpTo: number | null,
      houseLimitX100: number | null = null,
    ): Promise<BetRow[]> {
      return tx.query<BetRow>(
        `SELECT ${BET} FROM ${FROM}
          WHERE b.round_id = $1 AND b.state = 'open' AND b.id > $3
            AND ($4::bigint IS NULL OR b.auto_cashout_x100 <= $4 OR $5::bigint <= $4)
          ORDER BY b.id LIMIT $2 FOR UPDATE OF b`,
        [roundId, limit, afterId, autoUpTo, houseLimitX100],
      );
    },

    /**
     * The lowest multiplier at which an open bet of the round cashes out by itself (its auto
     * cash-out or the round's house limit, the lower: house-limit.ts cashoutCapX100); null when no
     * open bet has one.
     */
    async lowestCapX100(roundId: number, houseLimitX100: number | null): Promise<number | null> {
      const [row] = await db.query<{ cap: number | null }>(
        `SELECT min(LEAST(auto_cashout_x100, $2::bigint))::int AS cap FROM crash_bets
          WHERE round_id = $1 AND state = 'open'`,
        [roundId, houseLimitX100],
      );
      return row?.cap ?? null;
    },

    /** The stakes and auto cash-outs of a round's open bets (its start sets its house limit). */
    async openStakes(
      tx: Queryable,
      roundId: number,
    ): Promise<Pick<BetRow, 'stake_minor' | 'auto_cashout_x100'>[]> {
      return tx.query(
        `SELECT stake_minor, auto_cashout_x100 FROM crash_bets WHERE round_id = $1 AND state = 'open'`,
        [roundId],
      );
    },

    async markSettled(tx: Queryable, settled: readonly Settled[], now: Date): Promise<void> {
      if (!settled.length) return;
      await tx.query(
        `UPDATE crash_bets b SET state = x.state, cashout_x100 = x.cashout, win_minor = x.win,
                settled_at = $5
           FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[])
                AS x (id, state, cashout, win)
          WHERE b.id = x.id AND b.state = 'open'`,
        [
          settled.map((s) => s.id),
          settled.map((s) => s.state),
          settled.map((s) => s.cashoutX100),
          settled.map((s) => s.winMinor),
          now,
        ],
      );
    },

    /** Bets on the round, and how many have cashed out. */
    async counts(roundId: number): Promise<{ players: number; cashedOut: number }> {
      const [row] = await db.query<{ players: number; cashed: number }>(
        `SELECT count(*)::int AS players, count(*) FILTER (WHERE state = 'won')::int AS cashed
           FROM crash_bets WHERE round_id = $1`,
        [roundId],
      );
      return { players: row?.players ?? 0, cashedOut: row?.cashed ?? 0 };
    },

    async mine(memberId: number, size: number): Promise<BetRow[]> {
      return db.query<BetRow>(
        `SELECT ${BET} FROM ${FROM} WHERE b.member_id = $1 ORDER BY b.id DESC LIMIT $2`,
        [memberId, size],
      );
    },
  };
}

export type BetsRepository = ReturnType<typeof createBetsRepository>;
