import type { Db, Queryable } from '../platform/db/db.ts';
import type { AccountKind, EntryKind } from './kinds.ts';
import {
  addDeltas,
  addToRollup,
  rollupOf,
  type RollupDelta,
  type RollupMember,
} from './rollups.ts';

/** One side of a movement: positive credits the account, negative debits it. */
export interface PostingLine {
  accountId: number;
  amountMinor: bigint | number;
}

export interface PostInput {
  kind: EntryKind;
  /** The same key on a retry returns the first entry instead of moving money again. */
  idempotencyKey: string;
  memo: string;
  /** What the entry refers to (a deposit order, a promotion application). */
  ref?: string;
  lines: readonly PostingLine[];
  /** The member whose day the entry counts in; none for house-only entries and trial members. */
  rollup?: RollupMember;
  /** Added to that member-day row as well (a settled round: its valid stake and bet count). */
  alsoRollup?: RollupDelta;
}

export interface JournalEntry {
  id: number;
  idempotencyKey: string;
  memo: string;
  createdAt: Date;
  lines: { accountId: number; amountMinor: bigint }[];
  /** True when this call found an earlier entry with the same key and posted nothing. */
  replayed: boolean;
  /** Each touched account's balance right after this posting (empty on a replay). */
  balances: Map<number, bigint>;
}

export type LedgerErrorReason =
  | 'invalid'
  | 'unbalanced'
  | 'unknown_account'
  | 'currency_mismatch'
  | 'key_reused'
  | 'insufficient_funds';

/**
 * A posting the ledger refuses. Apart from `insufficient_funds` (a member account would go below
 * zero; callers check the balance under the wallet lock first), these are programming errors.
 */
export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export interface AccountRef {
  merchantCode: string;
  /** Null for a house account. */
  ownerMemberId: number | null;
  kind: AccountKind;
  currency: string;
  /** House accounts split into shards (kinds.ts HOUSE_SHARDS); 0 otherwise. */
  shard?: number;
}

type Line = { accountId: number; amountMinor: bigint };

const toBigInt = (v: bigint | number): bigint => {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) {
    throw new LedgerError('invalid', `amount ${v} is not an integer number of minor units`);
  }
  return BigInt(v);
};

const lineKey = (l: Line) => `${l.accountId}:${l.amountMinor}`;
const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length && [...a].map(lineKey).sort().join() === [...b].map(lineKey).sort().join();

function validate(input: PostInput): Line[] {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) {
    throw new LedgerError('invalid', 'idempotency key must be 1-200 characters');
  }
  if (input.lines.length < 2) throw new LedgerError('invalid', 'an entry needs at least two lines');
  const lines = input.lines.map((l) => ({
    accountId: l.accountId,
    amountMinor: toBigInt(l.amountMinor),
  }));
  if (lines.some((l) => l.amountMinor === 0n))
    throw new LedgerError('invalid', 'a line cannot be zero');
  const sum = lines.reduce((s, l) => s + l.amountMinor, 0n);
  if (sum !== 0n) throw new LedgerError('unbalanced', `lines sum to ${sum}, not zero`);
  return lines;
}

/** Per account, the sum of its lines in this entry (an account may appear twice). */
function deltas(lines: readonly Line[]) {
  const byAccount = new Map<number, bigint>();
  for (const l of lines)
    byAccount.set(l.accountId, (byAccount.get(l.accountId) ?? 0n) + l.amountMinor);
  const ids = [...byAccount.keys()].sort((a, b) => a - b);
  return { ids, amounts: ids.map((id) => byAccount.get(id)!.toString()) };
}

async function loadEntry(q: Queryable, idempotencyKey: string) {
  const rows = await q.query<{
    id: number;
    memo: string;
    created_at: Date;
    account_id: number;
    amount: string;
  }>(
    `SELECT e.id, e.memo, e.created_at, l.account_id, l.amount_minor::text AS amount
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
      WHERE e.idempotency_key = $1 ORDER BY l.id`,
    [idempotencyKey],
  );
  const first = rows[0];
  if (!first) throw new Error(`journal entry ${idempotencyKey} has no lines`);
  return {
    id: first.id,
    memo: first.memo,
    createdAt: first.created_at,
    lines: rows.map((r) => ({ accountId: r.account_id, amountMinor: BigInt(r.amount) })),
  };
}

/**
 * One statement per posting: the entry, its lines, and the balance and version of every account
 * it touches (locked in id order, so two postings never wait on each other in a circle). The
 * accounts' own constraint refuses a member account going below zero in that same statement.
 * A repeated key inserts nothing, and the caller gets the first entry.
 */
const POST_SQL = `
  WITH e AS (
    INSERT INTO journal_entries (idempotency_key, kind, memo, ref) VALUES ($1, $2, $3, $4)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at),
  l AS (
    INSERT INTO journal_lines (entry_id, account_id, amount_minor)
    SELECT e.id, x.account_id, x.amount_minor
      FROM e, unnest($5::bigint[], $6::bigint[]) AS x(account_id, amount_minor)),
  locked AS (
    SELECT a.id FROM accounts a WHERE a.id = ANY($7::bigint[]) AND EXISTS (SELECT 1 FROM e)
     ORDER BY a.id FOR UPDATE),
  u AS (
    UPDATE accounts a SET balance_minor = a.balance_minor + d.delta, version = a.version + 1
      FROM unnest($7::bigint[], $8::bigint[]) AS d(id, delta), locked
     WHERE a.id = d.id AND locked.id = d.id
    RETURNING a.id, a.balance_minor::text AS balance, a.currency, a.owner_member_id)
  SELECT e.id, e.created_at,
         (SELECT json_agg(json_build_object('id', u.id, 'balance', u.balance,
            'currency', u.currency, 'member', u.owner_member_id)) FROM u) AS accounts
    FROM e`;

interface Touched {
  id: number;
  balance: string;
  currency: string;
  member: number | null;
}

const isPgError = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/**
 * The double-entry ledger: the only way money moves. Every entry's lines sum to zero per currency
 * (checked here, and again by a deferred constraint trigger at commit); each account row carries
 * its balance, kept by the postings themselves, and the lines stay the truth (money/check.ts).
 */
export function createLedger(db: Db) {
  async function postIn(q: Queryable, input: PostInput): Promise<JournalEntry> {
    const lines = validate(input);
    const d = deltas(lines);
    let created: { id: number; created_at: Date; accounts: Touched[] | null } | undefined;
    try {
      [created] = await q.query<{ id: number; created_at: Date; accounts: Touched[] | null }>(
        POST_SQL,
        [
          input.idempotencyKey,
          input.kind,
          input.memo,
          input.ref ?? null,
          lines.map((l) => l.accountId),
          lines.map((l) => l.amountMinor.toString()),
          d.ids,
          d.amounts,
        ],
      );
    } catch (err) {
      if (isPgError(err, '23514') && String((err as Error).message).includes('not_negative'))
        throw new LedgerError('insufficient_funds', 'a member account would go below zero');
      if (isPgError(err, '23503'))
        throw new LedgerError('unknown_account', 'a line names an unknown account');
      throw err;
    }
    if (!created) {
      // A concurrent first attempt holds the key until it commits; by now it has, so read it.
      const existing = await loadEntry(q, input.idempotencyKey);
      if (!sameLines(existing.lines, lines)) {
        throw new LedgerError(
          'key_reused',
          `idempotency key ${input.idempotencyKey} was used for other lines`,
        );
      }
      return {
        ...existing,
        idempotencyKey: input.idempotencyKey,
        replayed: true,
        balances: new Map(),
      };
    }
    const touched = created.accounts ?? [];
    if (touched.length !== d.ids.length)
      throw new LedgerError('unknown_account', 'a line names an unknown account');
    if (new Set(touched.map((t) => t.currency)).size !== 1)
      throw new LedgerError('currency_mismatch', 'lines span several currencies');
    if (input.rollup) {
      const member = input.rollup.memberId;
      const net = lines
        .filter((l) => touched.find((t) => t.id === l.accountId)?.member === member)
        .reduce((s, l) => s + l.amountMinor, 0n);
      const delta = addDeltas(rollupOf(input.kind, Number(net)), input.alsoRollup ?? {});
      await addToRollup(q, input.rollup, delta);
    }
    return {
      id: created.id,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo,
      createdAt: created.created_at,
      lines,
      replayed: false,
      balances: new Map(touched.map((t) => [t.id, BigInt(t.balance)])),
    };
  }

  const whereOf = (ref: AccountRef) =>
    ref.ownerMemberId !== null
      ? {
          sql: 'owner_member_id = $1 AND kind = $2 AND currency = $3',
          args: [ref.ownerMemberId, ref.kind, ref.currency],
        }
      : {
          sql: 'owner_member_id IS NULL AND merchant_code = $1 AND kind = $2 AND currency = $3 AND shard = $4',
          args: [ref.merchantCode, ref.kind, ref.currency, ref.shard ?? 0],
        };

  /** The account's id, or null when it was never opened (reads create nothing). */
  async function findAccount(ref: AccountRef, q: Queryable = db): Promise<number | null> {
    const w = whereOf(ref);
    const [row] = await q.query<{ id: number }>(`SELECT id FROM accounts WHERE ${w.sql}`, w.args);
    return row?.id ?? null;
  }

  return {
    /** Posts in its own transaction, or inside the caller's when `tx` is given. */
    post(input: PostInput, tx?: Queryable): Promise<JournalEntry> {
      return tx ? postIn(tx, input) : db.transaction((t) => postIn(t, input));
    },

    /** The account's balance in minor units: one row. */
    async balance(accountId: number, q: Queryable = db): Promise<bigint> {
      const [row] = await q.query<{ balance: string }>(
        'SELECT balance_minor::text AS balance FROM accounts WHERE id = $1',
        [accountId],
      );
      return BigInt(row?.balance ?? '0');
    },

    findAccount,

    /** Finds or opens the account (one per owner, kind, currency and shard). */
    async account(ref: AccountRef, q: Queryable = db): Promise<number> {
      const owned = ref.ownerMemberId !== null;
      await q.query(
        `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ${owned ? '(owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL' : '(merchant_code, kind, currency, shard) WHERE owner_member_id IS NULL'}
         DO NOTHING`,
        [ref.merchantCode, ref.ownerMemberId, ref.kind, ref.currency, owned ? 0 : (ref.shard ?? 0)],
      );
      const id = await findAccount(ref, q);
      if (id === null) throw new Error(`account ${ref.kind} could not be opened`);
      return id;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
