// What the crash run holds the recovered database to. Lost: an acknowledged operation that is not
// there (an order missing or not in the state it was answered in, unless a later decision was
// sent and may have been committed unanswered; a journal entry missing). Invariant violations:
// an entry that does not sum to zero, an entry without lines, a negative wallet or hold, a
// member's holds different from its pending withdrawals, an order's state and its journal entries
// telling different stories, an account row or a member-day rollup that disagrees with the
// journal, and the restarted server answering other balances than the ledger.
import { getDepositOrder, getWalletBalance, getWithdrawalOrder } from '@app/contract';
import { checkBalances, checkRollups } from '../apps/server/src/money/check.ts';
import type { Db } from '../apps/server/src/platform/db/db.ts';
import type { Api } from './crash-client.ts';
import type { AckLog, DepositState, WithdrawalState } from './crash-load.ts';
import type { BenchMember } from './crash-setup.ts';

export interface CheckResult {
  lost: string[];
  violations: string[];
}

const count = async (db: Db, what: string, sql: string, out: string[]) => {
  const rows = await db.query<{ id: string }>(sql);
  if (rows.length)
    out.push(
      `${what}: ${rows.length} (${rows
        .slice(0, 3)
        .map((r) => r.id)
        .join(', ')})`,
    );
};

/** The invariants, over the whole database. */
async function invariants(db: Db, out: string[]) {
  // Issue 18: every account row's balance is the sum of its lines; every rollup is the ledger's.
  const { mismatches } = await checkBalances(db);
  if (mismatches.length)
    out.push(`account rows whose balance is not their lines: ${mismatches.length}`);
  const rollups = await checkRollups(db);
  if (rollups.length) out.push(`member-day rollups not equal to the ledger: ${rollups.length}`);
  await count(
    db,
    'entries not summing to zero',
    `SELECT entry_id::text AS id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0`,
    out,
  );
  await count(
    db,
    'entries without lines',
    `SELECT e.id::text AS id FROM journal_entries e WHERE NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = e.id)`,
    out,
  );
  await count(
    db,
    'negative wallets or holds',
    `SELECT a.id::text AS id FROM accounts a JOIN journal_lines l ON l.account_id = a.id WHERE a.kind IN ('member_wallet', 'member_withdraw_hold') GROUP BY a.id HAVING SUM(l.amount_minor) < 0`,
    out,
  );
  await count(
    db,
    'holds different from pending withdrawals',
    `
    SELECT m.id::text AS id FROM members m
      LEFT JOIN (SELECT a.owner_member_id AS member_id, SUM(l.amount_minor) AS held FROM accounts a
                   JOIN journal_lines l ON l.account_id = a.id
                  WHERE a.kind = 'member_withdraw_hold' GROUP BY a.owner_member_id) h ON h.member_id = m.id
      LEFT JOIN (SELECT member_id, SUM(amount_minor) AS pending FROM withdrawal_orders
                  WHERE status = 'pending' GROUP BY member_id) p ON p.member_id = m.id
     WHERE COALESCE(h.held, 0) <> COALESCE(p.pending, 0)`,
    out,
  );
  // Each order's journal entries, by the keys of migration 005, match its state.
  const has = (key: string) =>
    `EXISTS (SELECT 1 FROM journal_entries WHERE idempotency_key = ${key})`;
  const d = (s: string) => `'deposit:' || o.order_id || ':${s}'`;
  const w = (s: string) => `'withdraw:' || o.order_id || ':${s}'`;
  await count(
    db,
    'deposits whose credit does not match their state',
    `SELECT o.order_id AS id FROM deposit_orders o WHERE (o.status = 'approved') <> ${has(d('credit'))}`,
    out,
  );
  await count(
    db,
    'withdrawals without their hold',
    `SELECT o.order_id AS id FROM withdrawal_orders o WHERE NOT ${has(w('hold'))}`,
    out,
  );
  await count(
    db,
    'withdrawals whose payout or release does not match their state',
    `SELECT o.order_id AS id FROM withdrawal_orders o WHERE (o.status = 'approved') <> ${has(w('payout'))} OR (o.status = 'rejected') <> ${has(w('release'))}`,
    out,
  );
  await count(
    db,
    'journal entries of orders that do not exist',
    `
    SELECT e.idempotency_key AS id FROM journal_entries e
     WHERE (e.idempotency_key LIKE 'deposit:%' AND NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE e.idempotency_key LIKE 'deposit:' || o.order_id || ':%'))
        OR (e.idempotency_key LIKE 'withdraw:%' AND NOT EXISTS (SELECT 1 FROM withdrawal_orders o WHERE e.idempotency_key LIKE 'withdraw:' || o.order_id || ':%'))`,
    out,
  );
}

/** Acknowledged `state`, found `found`: kept, or moved on by a decision that was sent. */
function stateKept<S extends string>(
  acked: S,
  sent: Set<S>,
  found: S | undefined,
  final: readonly S[],
) {
  if (found === acked) return true;
  if (found === undefined || final.includes(acked)) return false;
  return sent.has(found);
}

/** Every acknowledged operation, against the database. */
async function acknowledged(db: Db, log: AckLog, out: string[]) {
  const deposits = new Map(
    (
      await db.query<{ order_id: string; status: DepositState }>(
        'SELECT order_id, status FROM deposit_orders',
      )
    ).map((r) => [r.order_id, r.status]),
  );
  for (const [orderId, o] of log.deposits)
    if (!stateKept(o.state, o.sent, deposits.get(orderId), ['approved', 'rejected']))
      out.push(
        `deposit ${orderId}: acknowledged ${o.state}, found ${deposits.get(orderId) ?? 'nothing'}`,
      );
  const withdrawals = new Map(
    (
      await db.query<{ order_id: string; status: WithdrawalState }>(
        'SELECT order_id, status FROM withdrawal_orders',
      )
    ).map((r) => [r.order_id, r.status]),
  );
  for (const [orderId, o] of log.withdrawals)
    if (!stateKept(o.state, o.sent, withdrawals.get(orderId), ['approved', 'rejected']))
      out.push(
        `withdrawal ${orderId}: acknowledged ${o.state}, found ${withdrawals.get(orderId) ?? 'nothing'}`,
      );
  // Bets and wins: the vendor transaction with its answer, and the journal entry it posted (a win
  // of 0 closes its round and posts nothing).
  const vendor = new Map(
    (
      await db.query<{ tx_id: string; posted: boolean }>(
        `SELECT v.tx_id, (e.idempotency_key IS NOT DISTINCT FROM 'vendor:PG:' || v.tx_id) AS posted
           FROM vendor_transactions v LEFT JOIN journal_entries e ON e.id = v.journal_entry_id
          WHERE v.vendor = 'PG' AND v.status_code = 200 AND v.tx_id LIKE 'crash-%'`,
      )
    ).map((r) => [r.tx_id, r.posted]),
  );
  for (const [txId, v] of log.vendorTx) {
    const posted = vendor.get(txId);
    if (posted === undefined || posted !== v.amountMinor > 0)
      out.push(
        `${v.kind} ${txId} of ${v.amountMinor}: ${posted === undefined ? 'missing' : 'not in the ledger'}`,
      );
  }
  const ids = [...log.adjustments];
  const found = new Set(
    (
      await db.query<{ id: number }>(
        'SELECT id FROM journal_entries WHERE id = ANY($1::bigint[])',
        [ids],
      )
    ).map((r) => r.id),
  );
  for (const id of ids) if (!found.has(id)) out.push(`adjustment entry ${id}: missing`);
}

/** The database as the killed server left it (PostgreSQL, or the PGlite crash image). */
export async function checkDatabase(db: Db, log: AckLog): Promise<CheckResult> {
  const result: CheckResult = { lost: [], violations: [] };
  await acknowledged(db, log, result.lost);
  await invariants(db, result.violations);
  return result;
}

/** The wallet balances in the ledger, to hold the restarted server's answers to. */
export async function ledgerWallets(db: Db, members: readonly BenchMember[]) {
  const rows = await db.query<{ member_id: number; s: string }>(
    `SELECT a.owner_member_id AS member_id, COALESCE(SUM(l.amount_minor), 0)::text AS s
       FROM accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
      WHERE a.kind = 'member_wallet' AND a.owner_member_id = ANY($1::bigint[]) GROUP BY a.owner_member_id`,
    [members.map((m) => m.id)],
  );
  return new Map(rows.map((r) => [r.member_id, Number(r.s)]));
}

/** Where the log stood before a cycle's load: what the cycle added comes after. */
export const logMark = (log: AckLog) => ({
  deposits: log.deposits.size,
  withdrawals: log.withdrawals.size,
});

/**
 * The restarted server, through its API, for what the last cycle acknowledged: each order as its
 * player reads it, in its acknowledged state (or a later one that was sent), and each member's
 * balance equal to the ledger's.
 */
export async function checkRestarted(
  api: Api,
  log: AckLog,
  since: ReturnType<typeof logMark>,
  members: readonly BenchMember[],
  wallets: Map<number, number>,
): Promise<CheckResult> {
  const result: CheckResult = { lost: [], violations: [] };
  const tokens = new Map(members.map((m) => [m.id, m.token]));
  const jobs = [
    ...[...log.deposits].slice(since.deposits).map(([orderId, o]) => async () => {
      const a = await api.call(getDepositOrder, undefined, tokens.get(o.memberId), { orderId });
      const found =
        a.status === 200 ? (a.body!.value as { status: DepositState }).status : undefined;
      if (!stateKept(o.state, o.sent, found, ['approved', 'rejected']))
        result.lost.push(
          `API: deposit ${orderId} acknowledged ${o.state}, answered ${found ?? a.status}`,
        );
    }),
    ...[...log.withdrawals].slice(since.withdrawals).map(([orderId, o]) => async () => {
      const a = await api.call(getWithdrawalOrder, undefined, tokens.get(o.memberId), { orderId });
      const found =
        a.status === 200 ? (a.body!.value as { status: WithdrawalState }).status : undefined;
      if (!stateKept(o.state, o.sent, found, ['approved', 'rejected']))
        result.lost.push(
          `API: withdrawal ${orderId} acknowledged ${o.state}, answered ${found ?? a.status}`,
        );
    }),
  ];
  // Ten at a time: a client's pace, not a second load test.
  for (let i = 0; i < jobs.length; i += 10)
    await Promise.all(jobs.slice(i, i + 10).map((j) => j()));
  for (const m of members) {
    const a = await api.call(getWalletBalance, undefined, m.token);
    const answered =
      a.status === 200 ? (a.body!.value as { sumBalanceMinor: number }).sumBalanceMinor : null;
    if (answered !== wallets.get(m.id))
      result.violations.push(
        `API: ${m.username}'s balance ${answered} where the ledger has ${wallets.get(m.id)}`,
      );
  }
  return result;
}
