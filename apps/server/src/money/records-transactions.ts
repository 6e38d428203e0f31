import {
  RECORD_PAGE_SIZE,
  type RecordPeriod,
  type TransactionRecord,
  type TransactionType,
} from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
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
 * of its sources ($1 member id):
 * - DEPOSIT: an order's credit (amount - fee), in the order's state (an order awaiting payment past
 *   its expiry reads expired, as getDepositOrder would write it);
 * - WITHDRAW: a withdrawal, negative, with the payout account's type as channel;
 * - and from the wallet's journal lines, by entry kind (money/kinds.ts): BONUS (a deposit's bonus,
 *   with its promotion's title, or a promotion's bonus, with the promotion's titles; a forfeited
 *   bonus, negative, with its grant's titles), FREEPLAY (a
 *   trial account's opening play money), ADJUSTMENT (an operator's credit or debit, noted with
 *   its note), REBATE (a day's rebate, noted with its day) and WAGE (a contract bill paid to the
 *   member, or by it to its downline, negative). The amount is what the wallet saw.
 */
const SOURCES = `
  SELECT 'DEPOSIT:' || d.order_id AS id, 'DEPOSIT' AS type,
         CASE WHEN d.status = 'awaiting_payment' AND d.expires_at <= now() THEN 'expired'
              ELSE d.status END AS status,
         d.amount_minor - d.fee_minor AS amount_minor, d.fee_minor, d.order_id, d.channel,
         d.reject_reason AS note, NULL::jsonb AS titles, d.created_at
    FROM deposit_orders d WHERE d.member_id = $1
  UNION ALL
  SELECT 'WITHDRAW:' || w.order_id, 'WITHDRAW', w.status, -w.amount_minor, 0, w.order_id,
         pa.type, w.reject_reason, NULL, w.created_at
    FROM withdrawal_orders w JOIN payout_accounts pa ON pa.id = w.payout_account_id
   WHERE w.member_id = $1
  UNION ALL
  SELECT CASE e.kind WHEN 'deposit_bonus' THEN 'BONUS:' || e.ref
                     WHEN 'promotion_bonus' THEN 'BONUS:promotion-' || e.ref
                     WHEN 'bonus_forfeit' THEN 'BONUS:forfeit-' || e.ref
                     WHEN 'trial_opening' THEN 'FREEPLAY:' || e.id
                     WHEN 'rebate' THEN 'REBATE:' || e.id
                     WHEN 'agent_wage' THEN 'WAGE:' || e.id
                     ELSE 'ADJUSTMENT:' || e.id END,
         CASE e.kind WHEN 'trial_opening' THEN 'FREEPLAY' WHEN 'adjustment' THEN 'ADJUSTMENT'
                     WHEN 'rebate' THEN 'REBATE' WHEN 'agent_wage' THEN 'WAGE'
                     ELSE 'BONUS' END,
         'done', l.amount_minor, 0, d.order_id, d.channel,
         CASE e.kind WHEN 'adjustment' THEN e.memo WHEN 'rebate' THEN e.ref END,
         COALESCE(dp.title, (SELECT jsonb_object_agg(v.key, v.value->>'title')
                               FROM promotions p, jsonb_each(p.versions) v
                              WHERE p.id = pa.promotion_id), bg.titles),
         e.created_at
    FROM accounts a
    JOIN journal_lines l ON l.account_id = a.id
    JOIN journal_entries e ON e.id = l.entry_id
    LEFT JOIN deposit_orders d ON e.kind = 'deposit_bonus' AND d.order_id = e.ref
    LEFT JOIN deposit_promotions dp ON dp.id = d.promotion_id
    LEFT JOIN promotion_applications pa
           ON e.kind = 'promotion_bonus' AND pa.id::text = e.ref
    LEFT JOIN bonus_grants bg ON e.kind = 'bonus_forfeit' AND bg.id::text = e.ref
   WHERE a.owner_member_id = $1 AND a.kind = 'member_wallet'
     AND e.kind IN ('deposit_bonus', 'promotion_bonus', 'bonus_forfeit', 'trial_opening',
                    'adjustment', 'rebate', 'agent_wage')`;

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
      WHERE ${rangeSql('t.created_at', '$2', '$3', '$4')}
        AND ($5::text[] IS NULL OR t.type = ANY($5::text[]))
        AND ($6::timestamptz IS NULL OR (t.created_at, t.id) < ($6::timestamptz, $7::text))
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT $8`,
    [
      memberId,
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
