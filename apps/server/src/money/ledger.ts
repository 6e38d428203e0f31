import type { Db, Queryable } from '../platform/db/db.ts';
import type { AccountKind, EntryKind } from './kinds.ts';
import type { RollupMember } from './rollups.ts';

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
 * One statement per posting, the SQL function `money_post` (migration 016; the seamless
 * wallet's `wallet_call` writes its two-line postings itself, migration 038): the entry, the balance and version of every account it
 * touches (locked in id order, so two postings never wait on each other in a circle), its lines,
 * and the member's day (`money_rollup_add`: what the entry's kind adds, from its lines on the
 * member's own accounts). The accounts' own constraint refuses a member account going below zero
 * in that same statement. A repeated key inserts nothing, and the caller gets the first entry.
 */
const POST_SQL = `SELECT entry_id AS id, entry_at AS created_at, touched AS accounts
  FROM money_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

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
    const accountCount = new Set(lines.map((l) => l.accountId)).size;
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
          input.rollup?.memberId ?? null,
          input.rollup?.merchantCode ?? null,
          input.rollup?.currency ?? null,
          input.rollup?.timeZone ?? null,
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
    if (touched.length !== accountCount)
      throw new LedgerError('unknown_account', 'a line names an unknown account');
    if (new Set(touched.map((t) => t.currency)).size !== 1)
      throw new LedgerError('currency_mismatch', 'lines span several currencies');
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
