import type { RebateBill, RebateBillLine } from '@app/contract';
import { AppError } from '../errors.ts';
import { memberDay, type Money, type MerchantRef } from '../money/money.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { Db, Queryable } from '../platform/db/db.ts';

/**
 * The daily rebate (issue 20): for a merchant day, from its settled play by category
 * (member_day_game_rollups, migration 020) and the rates in force when it runs, each member
 * earns its own rate on its own valid stake, and each upline its rate less its child's on every
 * bet of that child's team. Along any bettor's chain the shares add up to the top agent's rate,
 * so the platform never pays more than its top agents' rates. Each member's bill and its payment
 * (from the platform's rebate account, never short) are one transaction; the bill is unique per
 * (member, day) and the posting's key is `rebate:<member>:<day>`, so a run repeated, or resumed
 * after a crash, pays each member once.
 */

const EARNINGS_SQL = `
  WITH stake AS (
    SELECT member_id, game_type, sum(valid_stakes_minor) AS v
      FROM member_day_game_rollups
     WHERE merchant_code = $1 AND day = $2::date AND currency = $3
     GROUP BY member_id, game_type),
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
      LEFT JOIN member_rebate_rates pr ON pr.member_id = x.parent_id AND pr.game_type = s.game_type)
  SELECT sh.payee::text AS payee, sh.game_type, sum(sh.own_stake)::text AS own_stake,
         sum(sh.team_stake)::text AS team_stake, COALESCE(min(r.rate_bp), 0)::int AS own_rate,
         floor(sum(sh.basis) / 10000)::text AS amount
    FROM shares sh
    LEFT JOIN member_rebate_rates r ON r.member_id = sh.payee AND r.game_type = sh.game_type
   WHERE NOT EXISTS (SELECT 1 FROM rebate_bills b WHERE b.member_id = sh.payee AND b.day = $2::date)
   GROUP BY sh.payee, sh.game_type
  HAVING floor(sum(sh.basis) / 10000) > 0
   ORDER BY sh.payee, sh.game_type`;

/** Members paid in one transaction: a crash loses at most one batch's work, redone by the rerun. */
const BATCH = 200;

export interface RebateDeps {
  db: Db;
  money: Money;
}

/** Writes and pays the rebate bills of `day` not written yet; answers how many. */
export async function settleRebates(d: RebateDeps, m: MerchantRef, day: string): Promise<number> {
  const rows = await d.db.query<{
    payee: string;
    game_type: string;
    own_stake: string;
    team_stake: string;
    own_rate: number;
    amount: string;
  }>(EARNINGS_SQL, [m.code, day, m.currencyCode]);
  const bills = new Map<number, RebateBillLine[]>();
  for (const r of rows) {
    const lines = bills.get(Number(r.payee)) ?? [];
    lines.push({
      gameType: r.game_type,
      ownStakeMinor: Number(r.own_stake),
      ownRateBp: r.own_rate,
      teamStakeMinor: Number(r.team_stake),
      amountMinor: Number(r.amount),
    });
    bills.set(Number(r.payee), lines);
  }
  const payees = [...bills.keys()];
  const books = { merchantCode: m.code, currency: m.currencyCode };
  let paid = 0;
  for (let i = 0; i < payees.length; i += BATCH) {
    paid += await d.db.transaction(async (tx) => {
      const house = await d.money.houseAccount(books, AccountKind.rebates, undefined, tx);
      let n = 0;
      for (const memberId of payees.slice(i, i + BATCH)) {
        const lines = bills.get(memberId)!;
        const amount = lines.reduce((sum, l) => sum + l.amountMinor, 0);
        const wallet = await d.money.openWallet(tx, books, memberId);
        const entry = await d.money.post(
          {
            kind: EntryKind.rebate,
            idempotencyKey: `rebate:${memberId}:${day}`,
            memo: `rebate ${day}`,
            ref: day,
            lines: [
              { accountId: house, amountMinor: -BigInt(amount) },
              { accountId: wallet, amountMinor: BigInt(amount) },
            ],
            rollup: memberDay(m, memberId),
          },
          tx,
        );
        const written = await tx.query(
          `INSERT INTO rebate_bills (merchant_code, member_id, day, figures, amount_minor,
             journal_entry_id)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6)
           ON CONFLICT (member_id, day) DO NOTHING RETURNING id`,
          [m.code, memberId, day, JSON.stringify(lines), amount, entry.id],
        );
        n += written.length;
      }
      return n;
    });
  }
  return paid;
}

const cursorInvalid = () => new AppError('records.cursor.invalid', 'The cursor is not one of ours');

/** The member's rebate bills, newest day first, 20 a page (keyset on the day), and 30 days' total. */
export async function rebateBillsOf(
  q: Queryable,
  memberId: number,
  today: string,
  cursor: string | undefined,
): Promise<{ last30DaysMinor: number; list: RebateBill[]; nextCursor: string | null }> {
  if (cursor !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(cursor)) throw cursorInvalid();
  const [rows, [total]] = await Promise.all([
    q.query<{
      id: string;
      day: string;
      figures: RebateBillLine[];
      amount_minor: string;
      created_at: Date;
    }>(
      `SELECT id::text AS id, day::text AS day, figures, amount_minor::text AS amount_minor,
              created_at
         FROM rebate_bills WHERE member_id = $1 AND ($2::date IS NULL OR day < $2::date)
        ORDER BY day DESC LIMIT 21`,
      [memberId, cursor ?? null],
    ),
    q.query<{ total: string }>(
      `SELECT COALESCE(sum(amount_minor), 0)::text AS total FROM rebate_bills
        WHERE member_id = $1 AND day > $2::date - 30`,
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
      paidAt: r.created_at.toISOString(),
    })),
    nextCursor: rows.length > 20 ? page[page.length - 1]!.day.slice(0, 10) : null,
  };
}
