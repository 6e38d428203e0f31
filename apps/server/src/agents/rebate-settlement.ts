import type { RebateBill, RebateBillLine } from '@app/contract';
import { AppError } from '../errors.ts';
import type { Money, MerchantRef } from '../money/money.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { toEpochDay } from '../money/records-range.ts';

/**
 * The daily rebate (issue 20): for a merchant day, from its settled play by category
 * (member_day_game_rollups, migration 020) and the rates in force when it runs, each member
 * earns its own rate on its own valid stake, and each upline its rate less its child's on every
 * bet of that child's team. Along any bettor's chain the shares add up to the top agent's rate,
 * so the platform never pays more than its top agents' rates. The day is written once: its row in
 * `rebate_days` and every member's bill (pending) in one statement; a day written is never
 * computed again, whatever rates change later. The bills are then paid in batches: a batch's
 * postings (one per bill, key `rebate:<member>:<day>`, from the platform's rebate account, never
 * short) in one statement (money.payEach) and its bills marked paid, in one transaction: a run
 * repeated, or resumed after a crash, pays each bill once.
 */

const WRITE_DAY_SQL = `
  WITH day_row AS (
    INSERT INTO rebate_days (merchant_code, day) VALUES ($1, $2::date)
    ON CONFLICT DO NOTHING RETURNING day),
  stake AS (
    SELECT g.member_id, g.game_type, sum(g.valid_stakes_minor) AS v
      FROM member_day_game_rollups g, day_row
     WHERE g.merchant_code = $1 AND g.day = day_row.day AND g.currency = $3
     GROUP BY g.member_id, g.game_type),
  shares AS (
    SELECT s.member_id AS payee, s.game_type, s.v AS own_stake, 0::bigint AS team_stake,
           s.v * COALESCE(r.rate_bp, 0) AS basis
      FROM stake s
      LEFT JOIN member_rebate_rates r ON r.member_id = s.member_id AND r.game_type = s.game_type
    UNION ALL
    SELECT x.parent_id, s.game_type, 0, s.v,
           s.v * GREATEST(COALESCE(pr.rate_bp, 0) - COALESCE(xr.rate_bp, 0), 0)
      FROM stake s
      JOIN member_tree t ON t.member_id = s.member_id
      JOIN members x ON x.id = t.ancestor_id AND x.parent_id IS NOT NULL
      LEFT JOIN member_rebate_rates xr ON xr.member_id = x.id AND xr.game_type = s.game_type
      LEFT JOIN member_rebate_rates pr ON pr.member_id = x.parent_id AND pr.game_type = s.game_type),
  lines AS (
    SELECT sh.payee, sh.game_type, sum(sh.own_stake) AS own_stake,
           sum(sh.team_stake) AS team_stake, COALESCE(min(r.rate_bp), 0) AS own_rate,
           floor(sum(sh.basis) / 10000) AS amount
      FROM shares sh
      LEFT JOIN member_rebate_rates r ON r.member_id = sh.payee AND r.game_type = sh.game_type
     GROUP BY sh.payee, sh.game_type
    HAVING floor(sum(sh.basis) / 10000) > 0),
  written AS (
    INSERT INTO rebate_bills (merchant_code, member_id, day, figures, amount_minor)
    SELECT $1, l.payee, $2::date,
           jsonb_agg(jsonb_build_object('gameType', l.game_type, 'ownStakeMinor', l.own_stake,
             'ownRateBp', l.own_rate, 'teamStakeMinor', l.team_stake, 'amountMinor', l.amount)
             ORDER BY l.game_type),
           sum(l.amount)
      FROM lines l GROUP BY l.payee
    ON CONFLICT (member_id, day) DO NOTHING
    RETURNING 1)
  SELECT (SELECT count(*) FROM day_row)::int AS days, (SELECT count(*) FROM written)::int AS bills`;

/** Bills paid in one transaction: a crash loses at most one batch's payments, paid by the rerun. */
const BATCH = 200;

export interface RebateDeps {
  db: Db;
  money: Money;
}

/**
 * Writes the day's bills unless the day was written before, then pays every pending bill of the
 * merchant (older days' included); answers how many bills it paid.
 */
export async function settleRebates(
  d: RebateDeps,
  m: MerchantRef,
  day: string,
  batch = BATCH,
): Promise<number> {
  await d.db.query(WRITE_DAY_SQL, [m.code, day, m.currencyCode]);
  let paid = 0;
  for (;;) {
    const n = await d.db.transaction(async (tx) => {
      const bills = await tx.query<{ id: string; member_id: string; day: string; amount: string }>(
        `SELECT id::text AS id, member_id::text AS member_id, day::text AS day,
                amount_minor::text AS amount
           FROM rebate_bills WHERE merchant_code = $1 AND state = 'pending'
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [m.code, batch],
      );
      if (!bills.length) return 0;
      const key = (b: (typeof bills)[number]) => `rebate:${b.member_id}:${b.day.slice(0, 10)}`;
      const entries = await d.money.payEach(
        tx,
        m,
        EntryKind.rebate,
        AccountKind.rebates,
        bills.map((b) => ({
          memberId: Number(b.member_id),
          amountMinor: BigInt(b.amount),
          idempotencyKey: key(b),
          memo: `rebate ${b.day.slice(0, 10)}`,
          ref: b.day.slice(0, 10),
        })),
      );
      await tx.query(
        `UPDATE rebate_bills b SET state = 'paid', paid_at = now(), journal_entry_id = x.entry
           FROM unnest($1::bigint[], $2::bigint[]) AS x (id, entry) WHERE b.id = x.id`,
        [bills.map((b) => b.id), bills.map((b) => entries.get(key(b)) ?? null)],
      );
      return bills.length;
    });
    if (!n) return paid;
    paid += n;
  }
}

const cursorInvalid = () => new AppError('records.cursor.invalid', 'The cursor is not one of ours');

/** The member's rebate bills, newest day first, 20 a page (keyset on the day), and 30 days' total. */
export async function rebateBillsOf(
  q: Queryable,
  memberId: number,
  today: string,
  cursor: string | undefined,
): Promise<{ last30DaysMinor: number; list: RebateBill[]; nextCursor: string | null }> {
  if (cursor !== undefined && toEpochDay(cursor) === null) throw cursorInvalid();
  const [rows, [total]] = await Promise.all([
    q.query<{
      id: string;
      day: string;
      figures: RebateBillLine[];
      amount_minor: string;
      state: 'pending' | 'paid';
      paid_at: Date | null;
    }>(
      `SELECT id::text AS id, day::text AS day, figures, amount_minor::text AS amount_minor,
              state, paid_at
         FROM rebate_bills WHERE member_id = $1 AND ($2::date IS NULL OR day < $2::date)
        ORDER BY day DESC LIMIT 21`,
      [memberId, cursor ?? null],
    ),
    q.query<{ total: string }>(
      `SELECT COALESCE(sum(amount_minor), 0)::text AS total FROM rebate_bills
        WHERE member_id = $1 AND day > $2::date - 30 AND state = 'paid'`,
      [memberId, today],
    ),
  ]);
  const page = rows.slice(0, 20);
  return {
    last30DaysMinor: Number(total?.total ?? 0),
    list: page.map((r) => ({
      id: Number(r.id),
      day: r.day.slice(0, 10),
      lines: r.figures,
      amountMinor: Number(r.amount_minor),
      state: r.state,
      paidAt: r.paid_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > 20 ? page[page.length - 1]!.day.slice(0, 10) : null,
  };
}
