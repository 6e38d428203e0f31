import type { PromotionUnavailableReason } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { dayStartSql } from './merchant-day.ts';

/** A deposit promotion's per-member limits (migration 013). */
export interface PromotionLimits {
  first_deposit_only: boolean;
  per_day_limit: number | null;
  max_per_member: number | null;
}

/** How often the member has used one promotion: ever, and today (the merchant's day). */
export interface PromotionUse {
  total: number;
  today: number;
}

export interface MemberUses {
  /** The member has an approved deposit: no deposit of theirs is the first any more. */
  hasDeposit: boolean;
  byPromotion: Map<number, PromotionUse>;
}

/**
 * The member's uses of deposit promotions: the bonuses granted, and (`withOpenOrders`) the orders
 * still waiting for payment or approval that chose one. An order's creation counts both, so two
 * orders cannot both hold the last use; an approval counts only the grants, since its own order
 * is one of the waiting ones.
 */
export async function memberUses(
  q: Queryable,
  memberId: number,
  timeZone: string,
  withOpenOrders: boolean,
): Promise<MemberUses> {
  const [row] = await q.query<{ dep: boolean; uses: ({ pid: number } & PromotionUse)[] }>(
    `WITH uses AS (
       SELECT deposit_promotion_id AS pid, created_at FROM bonus_grants
        WHERE member_id = $1 AND deposit_promotion_id IS NOT NULL
       UNION ALL
       SELECT promotion_id, created_at FROM deposit_orders
        WHERE $3 AND member_id = $1 AND promotion_id IS NOT NULL
          AND (status = 'submitted' OR (status = 'awaiting_payment' AND expires_at > now()))),
     counted AS (
       SELECT pid, count(*) AS total,
              count(*) FILTER (WHERE created_at >= ${dayStartSql('$2::text')}) AS today
         FROM uses GROUP BY pid)
     SELECT EXISTS (SELECT 1 FROM deposit_orders WHERE member_id = $1 AND status = 'approved')
              AS dep,
            COALESCE((SELECT json_agg(json_build_object('pid', pid, 'total', total,
                        'today', today)) FROM counted), '[]') AS uses`,
    [memberId, timeZone, withOpenOrders],
  );
  return {
    hasDeposit: row?.dep ?? false,
    byPromotion: new Map((row?.uses ?? []).map((u) => [u.pid, { total: u.total, today: u.today }])),
  };
}

/** Why the member cannot use the promotion now, or null; lasting reasons before today's. */
export function unavailableReason(
  limits: PromotionLimits,
  use: PromotionUse | undefined,
  hasDeposit: boolean,
): PromotionUnavailableReason | null {
  const { total = 0, today = 0 } = use ?? {};
  if (limits.first_deposit_only && (hasDeposit || total > 0)) return 'firstOnly';
  if (limits.max_per_member !== null && total >= limits.max_per_member) return 'usedUp';
  if (limits.per_day_limit !== null && today >= limits.per_day_limit) return 'dailyLimit';
  return null;
}
