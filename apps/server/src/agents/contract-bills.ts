import type { ContractBill, WageTier } from '@app/contract';
import { AppError } from '../errors.ts';
import type { MailsRepository } from '../content/mails-repository.ts';
import type { Books, Money } from '../money/money.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { fromEpochDay, toEpochDay } from '../money/records-range.ts';
import { tierReached } from './contracts.ts';
import { teamFigures } from './team-figures.ts';

/**
 * Daily-wage settlement (issue 20): once per merchant day, for the day before, every contract
 * active by that day's end gets one bill (its team's valid stake and active members that day, the
 * tier reached, the amount), then every pending bill is paid from its upline's wallet (the
 * platform's agent wages for a top agent) through the money module, each in one transaction with
 * its posting (idempotency key `contract-bill:<id>`). An upline short of funds leaves the bill
 * pending and gets a message; the next run tries again. Run twice, or after a crash between a bill
 * and its payment, it writes no second bill and pays each once.
 */

export interface SettleDeps {
  db: Db;
  money: Money;
  mails: MailsRepository;
}

/** The day before a merchant day (YYYY-MM-DD). */
export const dayBefore = (day: string) => fromEpochDay(toEpochDay(day)! - 1);

/** Writes the bills of `day` for every contract active by its end; answers how many were new. */
export async function writeBills(
  d: SettleDeps,
  books: Books & { timeZone: string },
  day: string,
): Promise<number> {
  const contracts = await d.db.query<{
    id: string;
    agent_id: string;
    upline_id: string | null;
    tiers: WageTier[];
  }>(
    `SELECT id::text AS id, agent_id::text AS agent_id, upline_id::text AS upline_id, tiers
       FROM agent_contracts
      WHERE merchant_code = $1 AND kind = 'daily_wage'
        AND decided_at < (($2::date) + 1)::timestamp AT TIME ZONE $3
        -- The contract in force at the day's end: one a day per agent, however often it changed.
        AND (state = 'active'
             OR (state = 'expired' AND ended_at >= (($2::date) + 1)::timestamp AT TIME ZONE $3))`,
    [books.merchantCode, day, books.timeZone],
  );
  if (!contracts.length) return 0;
  const figures = await teamFigures(
    d.db,
    { currency: books.currency, timeZone: books.timeZone },
    [...new Set(contracts.map((c) => Number(c.agent_id)))],
    { startDate: day, endDate: day },
  );
  let written = 0;
  for (const c of contracts) {
    const f = figures.get(Number(c.agent_id));
    const valid = f?.validStakesMinor ?? 0;
    const active = f?.bettingCount ?? 0;
    const rate = tierReached(c.tiers, valid, active)?.rateBp ?? 0;
    const amount = Math.floor((valid * rate) / 10_000);
    const rows = await d.db.query(
      `INSERT INTO agent_contract_bills (contract_id, agent_id, upline_id, period, figures, rate_bp,
         amount_minor, state, paid_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, CASE WHEN $7::bigint = 0 THEN now() END)
       ON CONFLICT (contract_id, period) DO NOTHING RETURNING id`,
      [
        c.id,
        c.agent_id,
        c.upline_id,
        day,
        JSON.stringify({ validStakeMinor: valid, activeMembers: active }),
        rate,
        amount,
        amount === 0 ? 'paid' : 'pending',
      ],
    );
    written += rows.length;
  }
  return written;
}

/**
 * Pays one pending bill, or leaves it pending when the payer's wallet is short (and tells the
 * payer, once per bill). Answers what happened.
 */
export async function payBill(
  d: SettleDeps,
  books: Books,
  billId: number,
): Promise<'paid' | 'short' | 'done'> {
  const outcome = await d.db.transaction(async (tx) => {
    const [bill] = await tx.query<{
      agent_id: string;
      upline_id: string | null;
      amount_minor: string;
      period: string;
    }>(
      `SELECT agent_id::text AS agent_id, upline_id::text AS upline_id,
              amount_minor::text AS amount_minor, period::text AS period
         FROM agent_contract_bills WHERE id = $1 AND state = 'pending' FOR UPDATE`,
      [billId],
    );
    if (!bill) return { state: 'done' as const };
    const amount = BigInt(bill.amount_minor);
    let payer: number;
    if (bill.upline_id === null) {
      payer = await d.money.houseAccount(books, AccountKind.agentWages, undefined, tx);
    } else {
      const wallet = await d.money.lockWallet(tx, books, Number(bill.upline_id));
      if (wallet.balanceMinor < amount) {
        return { state: 'short' as const, uplineId: Number(bill.upline_id), bill };
      }
      payer = wallet.id;
    }
    const payee = await d.money.openWallet(tx, books, Number(bill.agent_id));
    const entry = await d.money.post(
      {
        kind: EntryKind.agentWage,
        idempotencyKey: `contract-bill:${billId}`,
        memo: `daily wage ${bill.period}`,
        ref: String(billId),
        lines: [
          { accountId: payer, amountMinor: -amount },
          { accountId: payee, amountMinor: amount },
        ],
      },
      tx,
    );
    await tx.query(
      `UPDATE agent_contract_bills SET state = 'paid', paid_at = now(), journal_entry_id = $2
        WHERE id = $1`,
      [billId, entry.id],
    );
    return { state: 'paid' as const };
  });
  if (outcome.state === 'short') {
    await d.mails.send(books.merchantCode, {
      memberId: outcome.uplineId,
      code: `contract-bill-short:${billId}`,
      title: 'Daily wage waiting for your balance / দৈনিক মজুরি আপনার ব্যালেন্সের অপেক্ষায়',
      contentHtml: `<p>The daily wage of ${outcome.bill.period} (${(Number(outcome.bill.amount_minor) / 100).toFixed(2)}) is waiting: your balance is too low. It is paid as soon as it suffices.</p><p>${outcome.bill.period} তারিখের দৈনিক মজুরি অপেক্ষায় আছে: আপনার ব্যালেন্স কম। ব্যালেন্স যথেষ্ট হলেই তা পরিশোধ হবে।</p>`,
    });
  }
  return outcome.state;
}

/** Pays every pending bill of the merchant, oldest first; answers how many were paid. */
export async function payPendingBills(d: SettleDeps, books: Books): Promise<number> {
  const pending = await d.db.query<{ id: string }>(
    `SELECT b.id::text AS id FROM agent_contract_bills b
       JOIN agent_contracts c ON c.id = b.contract_id
      WHERE b.state = 'pending' AND c.merchant_code = $1
      ORDER BY b.period, b.id`,
    [books.merchantCode],
  );
  let paid = 0;
  for (const { id } of pending) if ((await payBill(d, books, Number(id))) === 'paid') paid++;
  return paid;
}

const cursorInvalid = () => new AppError('records.cursor.invalid', 'The cursor is not one of ours');

/** The caller's bills (received or owed), newest first, 20 a page, keyset on the id. */
export async function billsOf(
  q: Queryable,
  memberId: number,
  cursor: string | undefined,
): Promise<{ list: ContractBill[]; nextCursor: string | null }> {
  if (cursor !== undefined && !/^[1-9]\d{0,14}$/.test(cursor)) throw cursorInvalid();
  const rows = await q.query<{
    id: string;
    contract_id: string;
    agent_id: string;
    agent_name: string;
    upline_id: string | null;
    upline_name: string | null;
    period: string;
    figures: { validStakeMinor: number; activeMembers: number };
    rate_bp: number;
    amount_minor: string;
    state: 'pending' | 'paid';
    paid_at: Date | null;
  }>(
    `SELECT b.id::text AS id, b.contract_id::text AS contract_id, b.agent_id::text AS agent_id,
            a.username AS agent_name, b.upline_id::text AS upline_id, u.username AS upline_name,
            b.period::text AS period, b.figures, b.rate_bp, b.amount_minor::text AS amount_minor,
            b.state, b.paid_at
       FROM agent_contract_bills b
       JOIN members a ON a.id = b.agent_id
       LEFT JOIN members u ON u.id = b.upline_id
      WHERE (b.agent_id = $1 OR b.upline_id = $1) AND ($2::bigint IS NULL OR b.id < $2)
      ORDER BY b.id DESC LIMIT 21`,
    [memberId, cursor ?? null],
  );
  const page = rows.slice(0, 20);
  return {
    list: page.map((r) => ({
      id: Number(r.id),
      contractId: Number(r.contract_id),
      agent: { memberId: Number(r.agent_id), username: r.agent_name },
      upline:
        r.upline_id === null ? null : { memberId: Number(r.upline_id), username: r.upline_name! },
      period: r.period,
      validStakeMinor: r.figures.validStakeMinor,
      activeMembers: r.figures.activeMembers,
      rateBp: r.rate_bp,
      amountMinor: Number(r.amount_minor),
      state: r.state,
      paidAt: r.paid_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > 20 ? page[page.length - 1]!.id : null,
  };
}
