import type { Db, Queryable } from '../platform/db/db.ts';

/** One side of a movement: positive credits the account, negative debits it. */
export interface PostingLine {
  accountId: number;
  amountMinor: bigint | number;
}

export interface PostInput {
  /** The same key on a retry returns the first entry instead of moving money again. */
  idempotencyKey: string;
  memo: string;
  lines: readonly PostingLine[];
}

export interface JournalEntry {
  id: number;
  idempotencyKey: string;
  memo: string;
  createdAt: Date;
  lines: { accountId: number; amountMinor: bigint }[];
  /** True when this call found an earlier entry with the same key and posted nothing. */
  replayed: boolean;
}

export type LedgerErrorReason =
  'invalid' | 'unbalanced' | 'unknown_account' | 'currency_mismatch' | 'key_reused';

/** A posting the ledger refuses. These are programming errors in the caller, never user input. */
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
  kind: string;
  currency: string;
}

const toBigInt = (v: bigint | number): bigint => {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) {
    throw new LedgerError('invalid', `amount ${v} is not an integer number of minor units`);
  }
  return BigInt(v);
};

const lineKey = (l: { accountId: number; amountMinor: bigint }) =>
  `${l.accountId}:${l.amountMinor}`;
const sameLines = (a: readonly { accountId: number; amountMinor: bigint }[], b: typeof a) =>
  a.length === b.length && [...a].map(lineKey).sort().join() === [...b].map(lineKey).sort().join();

function validate(input: PostInput): { accountId: number; amountMinor: bigint }[] {
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

async function loadEntry(
  q: Queryable,
  idempotencyKey: string,
): Promise<Omit<JournalEntry, 'replayed'>> {
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
    idempotencyKey,
    memo: first.memo,
    createdAt: first.created_at,
    lines: rows.map((r) => ({ accountId: r.account_id, amountMinor: BigInt(r.amount) })),
  };
}

/**
 * The double-entry ledger: the only way money moves. Every entry's lines sum to zero per currency
 * (checked here, and again by a deferred constraint trigger at commit); balances are sums of lines.
 */
export function createLedger(db: Db) {
  async function postIn(q: Queryable, input: PostInput): Promise<JournalEntry> {
    const lines = validate(input);
    const [created] = await q.query<{ id: number; created_at: Date }>(
      `INSERT INTO journal_entries (idempotency_key, memo) VALUES ($1, $2)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
      [input.idempotencyKey, input.memo],
    );
    if (!created) {
      // A concurrent first attempt holds the key until it commits; by now it has, so read it.
      const existing = await loadEntry(q, input.idempotencyKey);
      if (!sameLines(existing.lines, lines)) {
        throw new LedgerError(
          'key_reused',
          `idempotency key ${input.idempotencyKey} was used for other lines`,
        );
      }
      return { ...existing, replayed: true };
    }
    const ids = [...new Set(lines.map((l) => l.accountId))];
    const [found] = await q.query<{ n: number; currencies: number }>(
      `SELECT count(*) AS n, count(DISTINCT currency) AS currencies
         FROM accounts WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    if (found?.n !== ids.length)
      throw new LedgerError('unknown_account', 'a line names an unknown account');
    if (found.currencies !== 1)
      throw new LedgerError('currency_mismatch', 'lines span several currencies');
    await q.query(
      `INSERT INTO journal_lines (entry_id, account_id, amount_minor)
       SELECT $1, x.account_id, x.amount_minor
         FROM jsonb_to_recordset($2::jsonb) AS x(account_id bigint, amount_minor bigint)`,
      [
        created.id,
        JSON.stringify(
          lines.map((l) => ({ account_id: l.accountId, amount_minor: l.amountMinor.toString() })),
        ),
      ],
    );
    return {
      id: created.id,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo,
      createdAt: created.created_at,
      lines,
      replayed: false,
    };
  }

  return {
    /** Posts in its own transaction, or inside the caller's when `tx` is given. */
    post(input: PostInput, tx?: Queryable): Promise<JournalEntry> {
      return tx ? postIn(tx, input) : db.transaction((t) => postIn(t, input));
    },

    /** The account's balance in minor units: the sum of its lines. */
    async balance(accountId: number, q: Queryable = db): Promise<bigint> {
      const [row] = await q.query<{ total: string }>(
        'SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM journal_lines WHERE account_id = $1',
        [accountId],
      );
      return BigInt(row?.total ?? '0');
    },

    /** The account's id, or null when it was never opened (reads create nothing). */
    async findAccount(ref: AccountRef, q: Queryable = db): Promise<number | null> {
      const owned = ref.ownerMemberId !== null;
      const [row] = await q.query<{ id: number }>(
        `SELECT id FROM accounts
          WHERE ${owned ? 'owner_member_id = $1' : 'owner_member_id IS NULL AND merchant_code = $1'}
            AND kind = $2 AND currency = $3`,
        [owned ? ref.ownerMemberId : ref.merchantCode, ref.kind, ref.currency],
      );
      return row?.id ?? null;
    },

    /** Finds or opens the account (one per owner, kind and currency). */
    async account(ref: AccountRef, q: Queryable = db): Promise<number> {
      const owned = ref.ownerMemberId !== null;
      await q.query(
        `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency) VALUES ($1, $2, $3, $4)
         ON CONFLICT ${owned ? '(owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL' : '(merchant_code, kind, currency) WHERE owner_member_id IS NULL'}
         DO NOTHING`,
        [ref.merchantCode, ref.ownerMemberId, ref.kind, ref.currency],
      );
      const [row] = await q.query<{ id: number }>(
        `SELECT id FROM accounts
          WHERE ${owned ? 'owner_member_id = $1' : 'owner_member_id IS NULL AND merchant_code = $1'}
            AND kind = $2 AND currency = $3`,
        [owned ? ref.ownerMemberId : ref.merchantCode, ref.kind, ref.currency],
      );
      if (!row) throw new Error(`account ${ref.kind} could not be opened`);
      return row.id;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
