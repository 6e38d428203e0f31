import type {
  PayoutAccount,
  PayoutAccountType,
  WithdrawalOrder,
  WithdrawalStatus,
} from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';

export const withdrawHoldKey = (orderId: string) => `withdraw:${orderId}:hold`;
export const withdrawPayoutKey = (orderId: string) => `withdraw:${orderId}:payout`;
export const withdrawReleaseKey = (orderId: string) => `withdraw:${orderId}:release`;

/** A payout_accounts row (migration 005). */
export interface PayoutAccountRow {
  id: number;
  member_id: number;
  type: PayoutAccountType;
  holder_name: string;
  account_number: string;
  bank_name: string | null;
  created_at: Date;
  removed_at: Date | null;
}

/** Only the last 4 digits show: the number is the one secret a stolen session should not read. */
export const maskNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

export const toPayoutAccount = (r: PayoutAccountRow): PayoutAccount => ({
  id: r.id,
  type: r.type,
  holderName: r.holder_name,
  accountNumberMasked: maskNumber(r.account_number),
  bankName: r.bank_name,
  createdAt: r.created_at.toISOString(),
});

/** A withdrawal_orders row joined with the account it pays to (ORDER_SELECT). */
export interface WithdrawalRow {
  id: number;
  order_id: string;
  merchant_code: string;
  member_id: number;
  status: WithdrawalStatus;
  amount_minor: number;
  reject_reason: string | null;
  request_hash: string;
  created_at: Date;
  updated_at: Date;
  account_id: number;
  account_type: PayoutAccountType;
  holder_name: string;
  account_number: string;
  bank_name: string | null;
  username: string;
}

/** Orders with their account and member; callers add WHERE / ORDER BY on `o`. */
export const ORDER_SELECT = `SELECT o.id, o.order_id, o.merchant_code, o.member_id, o.status,
    o.amount_minor, o.reject_reason, o.request_hash, o.created_at, o.updated_at,
    a.id AS account_id, a.type AS account_type, a.holder_name, a.account_number, a.bank_name,
    m.username
  FROM withdrawal_orders o
  JOIN payout_accounts a ON a.id = o.payout_account_id
  JOIN members m ON m.id = o.member_id`;

export const toWithdrawalOrder = (r: WithdrawalRow): WithdrawalOrder => ({
  orderId: r.order_id,
  status: r.status,
  amountMinor: r.amount_minor,
  account: {
    id: r.account_id,
    type: r.account_type,
    holderName: r.holder_name,
    accountNumberMasked: maskNumber(r.account_number),
    bankName: r.bank_name,
  },
  rejectReason: r.reject_reason,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export async function findWithdrawal(
  q: Queryable,
  where: { orderId: string; memberId?: number; merchantCode?: string },
): Promise<WithdrawalRow | null> {
  const [row] = await q.query<WithdrawalRow>(
    `${ORDER_SELECT} WHERE o.order_id = $1 AND ($2::bigint IS NULL OR o.member_id = $2)
       AND ($3::text IS NULL OR o.merchant_code = $3)`,
    [where.orderId, where.memberId ?? null, where.merchantCode ?? null],
  );
  return row ?? null;
}

export const withdrawalNotFound = () => new AppError('order.not.found', 'No such withdrawal');
export const withdrawalStateConflict = (status: string) =>
  new AppError('order.state.conflict', `The withdrawal is ${status} and cannot change that way`);
export const payoutAccountUnknown = () =>
  new AppError('payout.account.unknown', 'No such payout account');
