import type { DepositChannelCode, DepositOrder, DepositStatus } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';

/** A deposit_orders row (migration 005) as the queries here select it. */
export interface DepositOrderRow {
  id: number;
  order_id: string;
  merchant_code: string;
  member_id: number;
  channel: DepositChannelCode;
  status: DepositStatus;
  amount_minor: number;
  fee_minor: number;
  bonus_minor: number;
  promotion_id: number | null;
  pay_to: DepositOrder['payTo'];
  reference: string | null;
  /** The reference as compared with other orders' (migration 013): upper case, no space - _. */
  reference_key: string | null;
  reject_reason: string | null;
  request_hash: string;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}

export const toDepositOrder = (r: DepositOrderRow): DepositOrder => ({
  orderId: r.order_id,
  channel: r.channel,
  status: r.status,
  amountMinor: r.amount_minor,
  feeMinor: r.fee_minor,
  creditMinor: r.amount_minor - r.fee_minor,
  bonusMinor: r.bonus_minor,
  promotionId: r.promotion_id,
  payTo: r.pay_to,
  reference: r.reference,
  rejectReason: r.reject_reason,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
});

export const orderNotFound = () => new AppError('order.not.found', 'No such deposit order');
export const stateConflict = (status: string) =>
  new AppError('order.state.conflict', `The order is ${status} and cannot change that way`);

/** An order left awaiting payment past its expiry is expired: written so, in the same statement. */
const EXPIRED_NOW = `status = 'awaiting_payment' AND expires_at <= now()`;

/**
 * One order, expired first when its time is up: the lazy half of expiry (the auto-approver's tick
 * is the other), so a reader never sees an order awaiting payment after `expiresAt`. The CTE's
 * outer SELECT sees the row as it was before the UPDATE, hence the UNION with the updated one.
 */
export async function findDepositOrder(
  q: Queryable,
  where: { orderId: string; memberId?: number; merchantCode?: string },
): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>(
    `WITH target AS (
       SELECT id FROM deposit_orders
        WHERE order_id = $1 AND ($2::bigint IS NULL OR member_id = $2)
          AND ($3::text IS NULL OR merchant_code = $3)),
     expired AS (
       UPDATE deposit_orders SET status = 'expired', updated_at = now()
        WHERE id IN (SELECT id FROM target) AND ${EXPIRED_NOW} RETURNING *)
     SELECT * FROM expired
     UNION ALL
     SELECT * FROM deposit_orders
      WHERE id IN (SELECT id FROM target) AND NOT EXISTS (SELECT 1 FROM expired)`,
    [where.orderId, where.memberId ?? null, where.merchantCode ?? null],
  );
  return row ?? null;
}

/** Expires every order whose time is up (one merchant, or all when `merchantCode` is null). */
export async function expireDepositOrders(
  q: Queryable,
  merchantCode: string | null,
): Promise<number> {
  const rows = await q.query(
    `UPDATE deposit_orders SET status = 'expired', updated_at = now()
      WHERE ${EXPIRED_NOW} AND ($1::text IS NULL OR merchant_code = $1) RETURNING id`,
    [merchantCode],
  );
  return rows.length;
}

/** Picks a per-language text: the request's language, the merchant's default, then any. */
export function pickLanguage(
  texts: Record<string, string> | null,
  language: string | undefined,
  fallback: string,
): string {
  if (!texts) return '';
  const wanted = language?.slice(0, 2).toUpperCase();
  return (
    (wanted && texts[wanted]) || texts[fallback.toUpperCase()] || Object.values(texts)[0] || ''
  );
}
