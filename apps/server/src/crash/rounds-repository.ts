import { CRASH_MAX_BUST_X100, crashDurationMs, type CrashRound } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';

export interface RoundRow {
  id: number;
  merchant_code: string;
  round_no: number;
  chain_id: number;
  chain_index: number;
  seed: string;
  previous_hash: string;
  bust_x100: number;
  curve_rate: number;
  state: CrashRound['state'];
  betting_ends_at: Date;
  bust_at: Date;
  busted_at: Date | null;
  settled_at: Date | null;
  /** The house limit (migration 036): null for rounds still taking bets, and older rounds. */
  limit_x100: number | null;
  /** The merchant day the round's best case was reserved on (with limit_x100). */
  cap_day: string | null;
}

export interface ChainRow {
  id: number;
  terminal_seed: string;
  length: number;
  commitment: string;
  first_round: number;
}

const ROUND = `id, merchant_code, round_no::int AS round_no, chain_id, chain_index, seed,
  previous_hash, bust_x100::int AS bust_x100, curve_rate, state, betting_ends_at, bust_at, busted_at,
  settled_at, limit_x100::int AS limit_x100, cap_day::text AS cap_day`;

/** A round as answers show it: seed and bust point only once it has busted. */
export function publicRound(r: RoundRow): CrashRound {
  const revealed = r.state === 'busted' || r.state === 'settled';
  return {
    roundNo: r.round_no,
    state: r.state,
    bettingEndsAt: r.betting_ends_at.toISOString(),
    previousHash: r.previous_hash,
    seed: revealed ? r.seed : null,
    bustX100: revealed ? r.bust_x100 : null,
    bustedAt: revealed ? (r.busted_at ?? r.bust_at).toISOString() : null,
    curveRatePerMs: r.curve_rate,
    limitX100: r.limit_x100 !== null && r.limit_x100 < CRASH_MAX_BUST_X100 ? r.limit_x100 : null,
  };
}

export interface NewRound {
  merchantCode: string;
  roundNo: number;
  chain: ChainRow;
  seed: string;
  previousHash: string;
  bustX100: number;
  curveRate: number;
  bettingEndsAt: Date;
  bustAt: Date;
}

/** The crash rounds and their seed chains (migration 034). */
export function createRoundsRepository(db: Db) {
  return {
    async latest(merchantCode: string, q: Queryable = db): Promise<RoundRow | null> {
      const [row] = await q.query<RoundRow>(
        `SELECT ${ROUND} FROM crash_rounds WHERE merchant_code = $1
          ORDER BY round_no DESC LIMIT 1`,
        [merchantCode],
      );
      return row ?? null;
    },

    async find(merchantCode: string, roundNo: number, q: Queryable = db) {
      const [row] = await q.query<RoundRow>(
        `SELECT ${ROUND} FROM crash_rounds WHERE merchant_code = $1 AND round_no = $2`,
        [merchantCode, roundNo],
      );
      return row ?? null;
    },

    /** The round, its row held (shared) to the end of the caller's transaction. */
    async lockShared(tx: Queryable, merchantCode: string, roundNo: number) {
      const [row] = await tx.query<RoundRow>(
        `SELECT ${ROUND} FROM crash_rounds WHERE merchant_code = $1 AND round_no = $2
           FOR SHARE`,
        [merchantCode, roundNo],
      );
      return row ?? null;
    },

    /** Busted rounds not settled yet (a settlement that failed, or a process that died). */
    async toSettle(merchantCode: string): Promise<RoundRow[]> {
      return db.query<RoundRow>(
        `SELECT ${ROUND} FROM crash_rounds WHERE merchant_code = $1 AND state = 'busted'
          ORDER BY round_no LIMIT 10`,
        [merchantCode],
      );
    },

    /** The last busted rounds, newest first. */
    async recent(merchantCode: string, size: number, q: Queryable = db): Promise<RoundRow[]> {
      return q.query<RoundRow>(
        `SELECT ${ROUND} FROM crash_rounds
          WHERE merchant_code = $1 AND state IN ('busted', 'settled')
          ORDER BY round_no DESC LIMIT $2`,
        [merchantCode, size],
      );
    },

    /** The chain serving `roundNo`, if one was made. */
    async chainFor(merchantCode: string, roundNo: number): Promise<ChainRow | null> {
      const [row] = await db.query<ChainRow>(
        `SELECT id, terminal_seed, length, commitment, first_round::int AS first_round
           FROM crash_chains
          WHERE merchant_code = $1 AND first_round <= $2 AND first_round + length > $2
          ORDER BY first_round DESC LIMIT 1`,
        [merchantCode, roundNo],
      );
      return row ?? null;
    },

    async chainById(id: number): Promise<ChainRow | null> {
      const [row] = await db.query<ChainRow>(
        `SELECT id, terminal_seed, length, commitment, first_round::int AS first_round
           FROM crash_chains WHERE id = $1`,
        [id],
      );
      return row ?? null;
    },

    /** Adds a chain (two processes may race: the first one's stands). */
    async addChain(merchantCode: string, chain: Omit<ChainRow, 'id'>): Promise<void> {
      await db.query(
        `INSERT INTO crash_chains (merchant_code, terminal_seed, length, commitment, first_round)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code, first_round) DO NOTHING`,
        [merchantCode, chain.terminal_seed, chain.length, chain.commitment, chain.first_round],
      );
    },

    /** Adds the round unless another process did. */
    async add(r: NewRound): Promise<void> {
      await db.query(
        `INSERT INTO crash_rounds (merchant_code, round_no, chain_id, chain_index, seed,
                                   previous_hash, bust_x100, curve_rate, betting_ends_at, bust_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (merchant_code, round_no) DO NOTHING`,
        [
          r.merchantCode,
          r.roundNo,
          r.chain.id,
          r.roundNo - r.chain.first_round + 1,
          r.seed,
          r.previousHash,
          r.bustX100,
          r.curveRate,
          r.bettingEndsAt,
          r.bustAt,
        ],
      );
    },

    /**
     * Demo only (/dev/crash/timings): moves the round's curve earlier so that it reaches its crash
     * point now; the crash point stays the chain's.
     */
    async finishNow(r: RoundRow, now: Date): Promise<void> {
      const duration = crashDurationMs(r.bust_x100, r.curve_rate);
      await db.query(
        `UPDATE crash_rounds SET betting_ends_at = $2, bust_at = $3
          WHERE id = $1 AND state IN ('betting', 'running')`,
        [r.id, new Date(now.getTime() - duration), now],
      );
    },

    /** Betting -> running once its betting phase is over (true when this call did it). */
    async start(tx: Queryable, id: number, now: Date): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE crash_rounds SET state = 'running'
          WHERE id = $1 AND state = 'betting' AND betting_ends_at <= $2 RETURNING id`,
        [id, now],
      );
      return rows.length > 0;
    },

    /** The round's house limit and the merchant day its best case is reserved on. */
    async setLimit(tx: Queryable, id: number, limitX100: number, capDay: string): Promise<void> {
      await tx.query(`UPDATE crash_rounds SET limit_x100 = $2, cap_day = $3::date WHERE id = $1`, [
        id,
        limitX100,
        capDay,
      ]);
    },

    /** -> busted once the curve reached the bust point (from betting too, after a long stop). */
    async bust(id: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE crash_rounds SET state = 'busted', busted_at = bust_at
          WHERE id = $1 AND state IN ('betting', 'running') AND bust_at <= $2 RETURNING id`,
        [id, now],
      );
      return rows.length > 0;
    },

    /** Busted -> settled, once no bet of it is open. */
    async markSettled(id: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE crash_rounds SET state = 'settled', settled_at = $2
          WHERE id = $1 AND state = 'busted'
            AND NOT EXISTS (SELECT 1 FROM crash_bets WHERE round_id = $1 AND state = 'open')
          RETURNING id`,
        [id, now],
      );
      return rows.length > 0;
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
