import type { ContractBill, ContractKind, ContractTier, TeamFigures } from '@app/contract';
import { AppError } from '../errors.ts';
import type { MailsRepository } from '../content/mails-repository.ts';
import type { Books, Money } from '../money/money.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { fromEpochDay, toEpochDay, type DayRange } from '../money/records-range.ts';
import { tierReached } from './contracts.ts';
import { foldTeamsNow } from './team-fold.ts';
import { teamFigures, teamHourFigures } from './team-figures.ts';

/**
 * Contract settlement (issue 20): once a period ends (a merchant day for the daily wage, a half
 * month for the dividend), every contract of the kind in force at its end gets one bill (its
 * team's figures over the period, the tier reached, the amount), then every pending bill is paid
 * from its upline's wallet (the platform's agent wages for a top agent) through the money module,
 * each in one transaction with its posting (idempotency key `contract-bill:<id>`). An upline short
 * of funds leaves the bill pending and gets a message; the next run tries again. Run twice, or
 * after a crash between a bill and its payment, it writes no second bill and pays each once.
 */

export interface SettleDeps {
  db: Db;
  money: Money;
  mails: MailsRepository;
}

/** The day before a merchant day (YYYY-MM-DD). */
export const dayBefore = (day: string) => fromEpochDay(toEpochDay(day)! - 1);

/** The half month a merchant day falls in: the 1st to the 15th, or the 16th to the month's end. */
export function halfMonthOf(day: string): DayRange {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = `${y}-${String(m).padStart(2, '0')}`;
  if (d <= 15) return { startDate: `${month}-01`, endDate: `${month}-15` };
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${month}-16`, endDate: `${month}-${last}` };
}

/**
 * What a bill of the kind pays on, from the team's figures over its period: the valid stake
 * (daily wage), or the net loss, the members' stakes less their wins, bonuses and rebates, when
 * the team lost (dividend; a team that won earns its agent nothing).
 */
export const measureOf = (
  kind: ContractKind,
  f: Pick<TeamFigures, 'validStakesMinor' | 'profitMinor'> | undefined,
) => (kind === 'dividend' ? Math.max(0, -(f?.profitMinor ?? 0)) : (f?.validStakesMinor ?? 0));

/**
 * Writes the bills of a period for every contract of the kind in force at its end (an hour of
 * `period.endDate` for the hourly wage); answers how many were new.
 */
export async function writeBills(
  d: SettleDeps,
  books: Books & { timeZone: string },
  kind: ContractKind,
  period: DayRange,
  hour?: number,
): Promise<number> {
  const contracts = await d.db.query<{
    id: string;
    agent_id: string;
    upline_id: string | null;
    tiers: ContractTier[];
  }>(
    `SELECT id::text AS id, agent_id::text AS agent_id, upline_id::text AS upline_id, tiers
       FROM agent_contracts
      WHERE merchant_code = $1 AND kind = $4
        AND decided_at < ($2::date + $5::int * interval '1 hour') AT TIME ZONE $3
        -- The contract in force at the period's end: one per agent, however often it changed.
        AND (state = 'active'
             OR (state = 'expired'
                 AND ended_at >= ($2::date + $5::int * interval '1 hour') AT TIME ZONE $3))`,
    [books.merchantCode, period.endDate, books.timeZone, kind, hour === undefined ? 24 : hour + 1],
  );
  if (!contracts.length) return 0;
  const teamBooks = { currency: books.currency, timeZone: books.timeZone };
  const agents = [...new Set(contracts.map((c) => Number(c.agent_id)))];
  // A closed period's figures: everything the ledger holds for it folded first.
  if (hour === undefined) await foldTeamsNow(d.db, { wait: true });
  const figures =
    hour === undefined
      ? await teamFigures(d.db, teamBooks, agents, period)
      : await teamHourFigures(d.db, teamBooks, agents, period.endDate, hour);
  let written = 0;
  for (const c of contracts) {
    const f = figures.get(Number(c.agent_id));
    const measure = measureOf(kind, f);
    const active = f?.bettingCount ?? 0;
    const rate = tierReached(c.tiers, measure, active)?.rateBp ?? 0;
    const amount = Math.floor((measure * rate) / 10_000);
    const rows = await d.db.query(
      `INSERT INTO agent_contract_bills (contract_id, agent_id, upline_id, period, period_end,
         figures, rate_bp, amount_minor, state, paid_at, period_hour)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, CASE WHEN $8::bigint = 0 THEN now() END,
         $10)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        c.id,
        c.agent_id,
        c.upline_id,
        period.startDate,
        period.endDate,
        JSON.stringify({
          validStakeMinor: f?.validStakesMinor ?? 0,
          activeMembers: active,
          ...(kind === 'dividend' && { netLossMinor: measure }),
        }),
        rate,
        amount,
        amount === 0 ? 'paid' : 'pending',
        hour ?? null,
      ],
    );
    written += rows.length;
  }
  return written;
}

/** The message to an upline short of funds for a bill (both languages: the mail has no locale). */
function shortMail(kind: ContractKind, period: string, amountMinor: number) {
  const [en, bn] = kind === 'dividend' ? ['dividend', 'লভ্যাংশ'] : ['daily wage', 'দৈনিক মজুরি'];
  const amount = (amountMinor / 100).toFixed(2);
  return {
    title: `A ${en} is waiting for your balance / ${bn} আপনার ব্যালেন্সের অপেক্ষায়`,
    contentHtml: `<p>The ${en} from ${period} (${amount}) is waiting: your balance is too low. It is paid as soon as it suffices.</p><p>${period} থেকে ${bn} (${amount}) অপেক্ষায় আছে: আপনার ব্যালেন্স কম। ব্যালেন্স যথেষ্ট হলেই তা পরিশোধ হবে।</p>`,
  };
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
      kind: ContractKind;
    }>(
      `SELECT b.agent_id::text AS agent_id, b.upline_id::text AS upline_id,
              b.amount_minor::text AS amount_minor, b.period::text AS period, c.kind
         FROM agent_contract_bills b JOIN agent_contracts c ON c.id = b.contract_id
        WHERE b.id = $1 AND b.state = 'pending' FOR UPDATE OF b`,
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
        memo: `${bill.kind.replace('_', ' ')} ${bill.period}`,
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
      ...shortMail(outcome.bill.kind, outcome.bill.period, Number(outcome.bill.amount_minor)),
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

/** The caller's bills of a kind (received or owed), newest first, 20 a page, keyset on the id. */
export async function billsOf(
  q: Queryable,
  memberId: number,
  kind: ContractKind,
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
    period_end: string;
    period_hour: number | null;
    figures: { validStakeMinor: number; activeMembers: number; netLossMinor?: number };
    rate_bp: number;
    amount_minor: string;
    state: 'pending' | 'paid';
    paid_at: Date | null;
  }>(
    `SELECT b.id::text AS id, b.contract_id::text AS contract_id, b.agent_id::text AS agent_id,
            a.username AS agent_name, b.upline_id::text AS upline_id, u.username AS upline_name,
            b.period::text AS period, b.period_end::text AS period_end, b.period_hour, b.figures, b.rate_bp,
            b.amount_minor::text AS amount_minor, b.state, b.paid_at
       FROM agent_contract_bills b
       JOIN agent_contracts c ON c.id = b.contract_id AND c.kind = $3
       JOIN members a ON a.id = b.agent_id
       LEFT JOIN members u ON u.id = b.upline_id
      WHERE (b.agent_id = $1 OR b.upline_id = $1) AND ($2::bigint IS NULL OR b.id < $2)
      ORDER BY b.id DESC LIMIT 21`,
    [memberId, cursor ?? null, kind],
  );
  const page = rows.slice(0, 20);
  return {
    list: page.map((r) => ({
      id: Number(r.id),
      contractId: Number(r.contract_id),
      agent: { memberId: Number(r.agent_id), username: r.agent_name },
      upline:
        r.upline_id === null ? null : { memberId: Number(r.upline_id), username: r.upline_name! },
      kind,
      period: r.period.slice(0, 10),
      periodEnd: r.period_end.slice(0, 10),
      hour: r.period_hour,
      validStakeMinor: r.figures.validStakeMinor,
      netLossMinor: r.figures.netLossMinor ?? null,
      activeMembers: r.figures.activeMembers,
      rateBp: r.rate_bp,
      amountMinor: Number(r.amount_minor),
      state: r.state,
      paidAt: r.paid_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > 20 ? page[page.length - 1]!.id : null,
  };
}
