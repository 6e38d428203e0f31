import type { Queryable } from '../platform/db/db.ts';

/** Whose rollup a movement lands in: the merchant's time zone decides the day. */
export interface RollupMember {
  memberId: number;
  merchantCode: string;
  currency: string;
  timeZone: string;
}

/*
 * What a movement adds to its member's day is the SQL function `money_rollup_add` (migration
 * 016), called by every posting (`money_post`, and `wallet_call` for its own two-line postings)
 * with the entry's kind and its net on the member's own accounts, in the posting's statement: deposits (and their count), withdrawals paid out (and
 * their count), bonuses (given and forfeited), adjustments, stakes (bets net of rollbacks), wins,
 * and a settled round's valid stake and bet count, on the merchant's day at the transaction's
 * `now()`. A hold or its release adds nothing.
 */

/** A member's figures summed over every day: the cumulative axes turnover requirements read. */
export interface MemberTotals {
  validStakesMinor: bigint;
  stakesMinor: bigint;
  winsMinor: bigint;
}

/**
 * The member's valid stakes, stakes and wins since the first day (one row per day played, read
 * by the primary key). Every addition to them is made under the member's wallet lock (money.ts),
 * so a caller holding that lock reads figures no one else is changing.
 */
export async function memberTotals(
  q: Queryable,
  memberId: number,
  currency: string,
): Promise<MemberTotals> {
  const [row] = await q.query<{ valid: string; stakes: string; wins: string }>(
    `SELECT COALESCE(SUM(valid_stakes_minor), 0)::text AS valid,
            COALESCE(SUM(stakes_minor), 0)::text AS stakes,
            COALESCE(SUM(wins_minor), 0)::text AS wins
       FROM member_day_rollups WHERE member_id = $1 AND currency = $2`,
    [memberId, currency],
  );
  return {
    validStakesMinor: BigInt(row?.valid ?? '0'),
    stakesMinor: BigInt(row?.stakes ?? '0'),
    winsMinor: BigInt(row?.wins ?? '0'),
  };
}

/** Rounds opened longer ago than this are not looked for by `memberOpenStakes`. */
const OPEN_ROUND_DAYS = 30;

/**
 * The stakes of the member's rounds still open (staked, not yet settled) from the last
 * OPEN_ROUND_DAYS days, vendors' rounds, lottery orders waiting for their draw and crash bets in
 * flight (issue 23) alike: settling them adds them to the valid stakes later. A bonus granted
 * meanwhile counts from past them, so a stake placed before a bonus never counts towards it.
 * Read under the member's wallet lock, as `memberTotals`.
 */
export async function memberOpenStakes(
  q: Queryable,
  memberId: number,
  currency: string,
): Promise<bigint> {
  const [row] = await q.query<{ open: string }>(
    `SELECT (
       (SELECT COALESCE(SUM(stake_minor), 0) FROM game_rounds
         WHERE member_id = $1 AND opened_at > now() - interval '${OPEN_ROUND_DAYS} days'
           AND status = 'open' AND NOT is_free_play AND currency = $2)
     + (SELECT COALESCE(SUM(amount_minor), 0) FROM lottery_orders
         WHERE member_id = $1 AND state = 'pending' AND currency = $2)
     + (SELECT COALESCE(SUM(stake_minor), 0) FROM crash_bets
         WHERE member_id = $1 AND state = 'open' AND currency = $2)
     )::text AS open`,
    [memberId, currency],
  );
  return BigInt(row?.open ?? '0');
}

/**
 * The net result (wins - stakes) of the member's real-money play since `since`: vendors' rounds,
 * lottery orders, in-house dice and slot rounds (settled as played) and crash bets, settled ones
 * at their result, open ones at their stake (out of the wallet), cancelled or voided ones
 * (refunded) not at all. Play begun before `since` counts for nothing, however it settles.
 * Under the wallet lock.
 */
export async function memberPlaySince(
  q: Queryable,
  memberId: number,
  currency: string,
  since: Date,
): Promise<bigint> {
  const [row] = await q.query<{ net: string }>(
    `SELECT (
       (SELECT COALESCE(SUM(win_minor - stake_minor), 0) FROM game_rounds
         WHERE member_id = $1 AND opened_at >= $2 AND status <> 'cancelled' AND NOT is_free_play
           AND currency = $3)
     + (SELECT COALESCE(SUM(win_minor - amount_minor), 0) FROM lottery_orders
         WHERE member_id = $1 AND created_at >= $2 AND state NOT IN ('void', 'cancelled')
           AND currency = $3)
     + (SELECT COALESCE(SUM(win_minor - stake_minor), 0) FROM crash_bets
         WHERE member_id = $1 AND created_at >= $2 AND currency = $3)
     + (SELECT COALESCE(SUM(win_minor - stake_minor), 0) FROM originals_rounds
         WHERE member_id = $1 AND created_at >= $2 AND currency = $3)
     )::text AS net`,
    [memberId, since, currency],
  );
  return BigInt(row?.net ?? '0');
}
