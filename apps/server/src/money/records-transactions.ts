import {
  RECORD_PAGE_SIZE,
  type RecordPeriod,
  type TransactionRecord,
  type TransactionType,
} from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { trialOpeningKey } from '../accounts/free-play.ts';
import { pickLanguage } from '../cashier/deposit-orders.ts';
import { cursorTimeSql, decodeCursor, pageOf, rangeSql, resolveRange } from './records-range.ts';

export interface TransactionQuery {
  period: RecordPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
  cursor?: string | undefined;
  pageSize?: number | undefined;
  type?: TransactionType[] | undefined;
}

interface Row {
  id: string;
  type: TransactionType;
  status: string;
  amount_minor: number;
  fee_minor: number;
  order_id: string | null;
  channel: TransactionRecord['channel'];
  note: string | null;
  titles: Record<string, string> | null;
  created_at: Date;
  cursor_time: string;
}

/**
 * One list of everything that moved (or will move) the member's wallet outside of play, as a UNION
 * of its sources ($1 member id, $2 the member's free-play journal key, $3 adjustment key prefix):
 * - DEPOSIT: an order's credit (amount - fee), in the order's state (an order awaiting payment past
 *   its expiry reads expired, as getDepositOrder would write it);
 * - BONUS: the bonus an approved deposit paid, noted with the promotion's title;
 * - WITHDRAW: a withdrawal, negative, with the payout account's type as channel;
 * - FREEPLAY: a trial account's opening play money (services/free-play.ts);
 * - ADJUSTMENT: an operator's credit or debit, noted with its note (journal key adjust:...).
 * The wallet's lines are joined for the last two, so the amount is what the wallet saw.
 */
const SOURCES = `
  SELECT 'DEPOSIT:' || d.order_id AS id, 'DEPOSIT' AS type,
         CASE WHEN d.status = 'awaiting_payment' AND d.expires_at <= now() THEN 'expired'
              ELSE d.status END AS status,
         d.amount_minor - d.fee_minor AS amount_minor, d.fee_minor, d.order_id, d.channel,
         d.reject_reason AS note, NULL::jsonb AS titles, d.created_at
    FROM deposit_orders d WHERE d.member_id = $1
  UNION ALL
  SELECT 'BONUS:' || d.order_id, 'BONUS', 'done', d.bonus_minor, 0, d.order_id, d.channel,
         NULL, p.title, d.decided_at
    FROM deposit_orders d LEFT JOIN deposit_promotions p ON p.id = d.promotion_id
   WHERE d.member_id = $1 AND d.status = 'approved' AND d.bonus_minor > 0
  UNION ALL
  SELECT 'WITHDRAW:' || w.order_id, 'WITHDRAW', w.status, -w.amount_minor, 0, w.order_id,
         pa.type, w.reject_reason, NULL, w.created_at
    FROM withdrawal_orders w JOIN payout_accounts pa ON pa.id = w.payout_account_id
   WHERE w.member_id = $1
  UNION ALL
  SELECT CASE WHEN e.idempotency_key = $2 THEN 'FREEPLAY:' ELSE 'ADJUSTMENT:' END || e.id,
         CASE WHEN e.idempotency_key = $2 THEN 'FREEPLAY' ELSE 'ADJUSTMENT' END,
         'done', l.amount_minor, 0, NULL, NULL,
         CASE WHEN e.idempotency_key = $2 THEN NULL ELSE e.memo END, NULL, e.created_at
    FROM accounts a
    JOIN journal_lines l ON l.account_id = a.id
    JOIN journal_entries e ON e.id = l.entry_id
   WHERE a.owner_member_id = $1 AND a.kind = 'member_wallet'
     AND (e.idempotency_key = $2 OR starts_with(e.idempotency_key, $3))`;

/** Contract getTransactionRecords: newest first by (created_at, id), paged by cursor. */
export async function transactionRecords(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  query: TransactionQuery,
  language: string | undefined,
) {
  const range = resolveRange(query, merchant.timeZone);
  const after = query.cursor ? decodeCursor(query.cursor, 'string') : null;
  const size = query.pageSize ?? RECORD_PAGE_SIZE;
  const types = query.type && query.type.length > 0 ? query.type : null;
  const rows = await q.query<Row>(
    `SELECT t.*, ${cursorTimeSql('t.created_at')} AS cursor_time FROM (${SOURCES}) t
      WHERE ${rangeSql('t.created_at', '$4', '$5', '$6')}
        AND ($7::text[] IS NULL OR t.type = ANY($7::text[]))
        AND ($8::timestamptz IS NULL OR (t.created_at, t.id) < ($8::timestamptz, $9::text))
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT $10`,
    [
      memberId,
      trialOpeningKey(merchant.code, memberId),
      `adjust:${memberId}:`,
      range.startDate,
      range.endDate,
      merchant.timeZone,
      types,
      after?.time ?? null,
      after?.id ?? null,
      size + 1,
    ],
  );
  return {
    ...pageOf(rows, size, (r): TransactionRecord => ({
      id: r.id,
      type: r.type,
      status: r.status,
      amountMinor: r.amount_minor,
      feeMinor: r.fee_minor,
      orderId: r.order_id,
      channel: r.channel,
      note: r.titles ? pickLanguage(r.titles, language, merchant.defaultLanguage) : r.note,
      createdAt: r.created_at.toISOString(),
    })),
    range,
  };
}
