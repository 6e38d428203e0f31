import type { Queryable } from '../platform/db/db.ts';
import type { EntryKind } from './kinds.ts';

/** Whose rollup a movement lands in: the merchant's time zone decides the day. */
export interface RollupMember {
  memberId: number;
  merchantCode: string;
  currency: string;
  timeZone: string;
}

/** Additions to one member-day row (minor units and counts); absent fields add nothing. */
export interface RollupDelta {
  depositsMinor?: number;
  depositCount?: number;
  withdrawalsMinor?: number;
  withdrawalCount?: number;
  bonusesMinor?: number;
  adjustmentsMinor?: number;
  stakesMinor?: number;
  validStakesMinor?: number;
  winsMinor?: number;
  betCount?: number;
  rebatesMinor?: number;
}

const COLUMNS: [keyof RollupDelta, string][] = [
  ['depositsMinor', 'deposits_minor'],
  ['depositCount', 'deposit_count'],
  ['withdrawalsMinor', 'withdrawals_minor'],
  ['withdrawalCount', 'withdrawal_count'],
  ['bonusesMinor', 'bonuses_minor'],
  ['adjustmentsMinor', 'adjustments_minor'],
  ['stakesMinor', 'stakes_minor'],
  ['validStakesMinor', 'valid_stakes_minor'],
  ['winsMinor', 'wins_minor'],
  ['betCount', 'bet_count'],
  ['rebatesMinor', 'rebates_minor'],
];

/**
 * What an entry adds to its member's day, from `net`: the sum of its lines on the member's own
 * accounts (wallet and withdrawal hold). A hold or its release moves money between the two and
 * adds nothing; bets and rollbacks net into stakes.
 */
export function rollupOf(kind: EntryKind, net: number): RollupDelta {
  switch (kind) {
    case 'deposit':
      return { depositsMinor: net, depositCount: 1 };
    case 'withdraw_payout':
      return { withdrawalsMinor: -net, withdrawalCount: 1 };
    case 'deposit_bonus':
    case 'promotion_bonus':
    case 'bonus_forfeit':
      return { bonusesMinor: net };
    case 'adjustment':
      return { adjustmentsMinor: net };
    case 'bet':
    case 'rollback':
      return { stakesMinor: -net };
    case 'win':
      return { winsMinor: net };
    default:
      return {};
  }
}

export const addDeltas = (a: RollupDelta, b: RollupDelta): RollupDelta => {
  const sum: RollupDelta = { ...a };
  for (const [k] of COLUMNS) if (b[k] !== undefined) sum[k] = (sum[k] ?? 0) + b[k];
  return sum;
};

/**
 * Adds to the member's row of today (the merchant's day at the transaction's `now()`, the
 * same instant its journal entries carry), in the caller's transaction.
 */
export async function addToRollup(q: Queryable, who: RollupMember, delta: RollupDelta) {
  const used = COLUMNS.filter(([k]) => delta[k]);
  if (used.length === 0) return;
  const names = used.map(([, c]) => c);
  await q.query(
    `INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, ${names.join(', ')})
     VALUES ($1, (now() AT TIME ZONE $2)::date, $3, $4, ${names.map((_, i) => `$${i + 5}`).join(', ')})
     ON CONFLICT (member_id, day, currency) DO UPDATE
       SET ${names.map((c) => `${c} = r.${c} + EXCLUDED.${c}`).join(', ')}`,
    [who.memberId, who.timeZone, who.currency, who.merchantCode, ...used.map(([k]) => delta[k])],
  );
}

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
