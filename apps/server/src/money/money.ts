import type { Db, Queryable } from '../platform/db/db.ts';
import { AccountKind, HOUSE_SHARDS, type EntryKind, type HouseKind } from './kinds.ts';
import { createLedger } from './ledger.ts';
import type { RollupMember } from './rollups.ts';

/** What the money module needs of a merchant: its code, currency and day (time zone). */
export interface MerchantRef {
  code: string;
  currencyCode: string;
  timeZone: string;
}

export const booksOf = (m: MerchantRef): Books => ({
  merchantCode: m.code,
  currency: m.currencyCode,
});

/** The member-day row a movement of this member counts in. */
export const memberDay = (m: MerchantRef, memberId: number): RollupMember => ({
  memberId,
  merchantCode: m.code,
  currency: m.currencyCode,
  timeZone: m.timeZone,
});

/** A merchant's books in one currency. */
export interface Books {
  merchantCode: string;
  currency: string;
}

/** A payment to a member's wallet from the house (`payEach`). */
export interface HousePayment {
  memberId: number;
  amountMinor: bigint;
  idempotencyKey: string;
  memo: string;
  ref: string;
}

/** One member's part of a batch of play settled at once (`payBatch`). */
export interface BatchPart {
  memberId: number;
  /** Paid to the wallet from the house (0: nothing). */
  amountMinor: bigint;
  /** Rounds this settles: their stakes become valid turnover of the member's day. */
  settled?: { stakeMinor: bigint; rounds: number };
}

export interface PlayBatch {
  kind: Extract<EntryKind, 'win' | 'rollback'>;
  from: HouseKind;
  idempotencyKey: string;
  memo: string;
  ref: string;
  parts: readonly BatchPart[];
}

export interface LockedWallet {
  id: number;
  balanceMinor: bigint;
}

/**
 * The money module: the only code that writes journal lines or reads balances. Lock order, for
 * every caller: the business row first (an order, an application, a vendor round), then the
 * member's wallet (`lockWallet`), then the member's other accounts; house accounts are locked by
 * the posting itself, in id order. Nobody locks a business row while holding a wallet.
 */
export function createMoney(db: Db) {
  const ledger = createLedger(db);
  // House account ids never change once opened. Only committed rows enter the cache (read by
  // `loadHouseAccounts` at start-up), so a rolled-back caller cannot leave an id that is gone.
  const houseIds = new Map<string, number>();
  const houseKey = (merchantCode: string, kind: string, currency: string, shard: number) =>
    `${merchantCode}:${kind}:${currency}:${shard}`;

  const shardOf = (kind: HouseKind, memberId?: number) => {
    const shards = HOUSE_SHARDS[kind];
    return shards && memberId !== undefined ? memberId % shards : 0;
  };

  const money = {
    ...ledger,

    /**
     * The house account of this kind (the member's shard of it, for sharded kinds): from memory
     * once the accounts are opened; otherwise found or opened in the caller's transaction.
     */
    async houseAccount(
      books: Books,
      kind: HouseKind,
      memberId?: number,
      q: Queryable = db,
    ): Promise<number> {
      const shard = shardOf(kind, memberId);
      const cached = houseIds.get(houseKey(books.merchantCode, kind, books.currency, shard));
      return cached ?? ledger.account({ ...books, ownerMemberId: null, kind, shard }, q);
    },

    /** Opens every house account of a merchant's books, each shard included (idempotent). */
    async openHouseAccounts(q: Queryable, books: Books): Promise<void> {
      const kinds = Object.values(AccountKind).filter(
        (k): k is HouseKind => k !== 'member_wallet' && k !== 'member_withdraw_hold',
      );
      await q.query(
        `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
         SELECT $1, NULL, k.kind, $2, s
           FROM unnest($3::text[], $4::int[]) AS k(kind, shards), generate_series(0, k.shards - 1) s
         ON CONFLICT (merchant_code, kind, currency, shard) WHERE owner_member_id IS NULL
         DO NOTHING`,
        [books.merchantCode, books.currency, kinds, kinds.map((k) => HOUSE_SHARDS[k] ?? 1)],
      );
    },

    /** Reads every committed house account into memory (at start-up, after the seed). */
    async loadHouseAccounts(): Promise<void> {
      const rows = await db.query<{
        id: number;
        merchant_code: string;
        kind: string;
        currency: string;
        shard: number;
      }>(
        `SELECT id, merchant_code, kind, currency, shard FROM accounts
          WHERE owner_member_id IS NULL`,
      );
      for (const r of rows)
        houseIds.set(houseKey(r.merchant_code, r.kind, r.currency, r.shard), r.id);
    },

    /** A house kind's balance over all its shards (reports). */
    async houseBalance(books: Books, kind: HouseKind, q: Queryable = db): Promise<bigint> {
      const [row] = await q.query<{ total: string }>(
        `SELECT COALESCE(SUM(balance_minor), 0)::text AS total FROM accounts
          WHERE owner_member_id IS NULL AND merchant_code = $1 AND kind = $2 AND currency = $3`,
        [books.merchantCode, kind, books.currency],
      );
      return BigInt(row?.total ?? '0');
    },

    /** Opens a new member's wallet (with the member, in the caller's transaction). */
    openWallet(q: Queryable, books: Books, memberId: number): Promise<number> {
      return ledger.account(
        { ...books, ownerMemberId: memberId, kind: AccountKind.memberWallet },
        q,
      );
    },

    /**
     * Locks the member's wallet row for the rest of the caller's transaction and reads its
     * balance: concurrent movements of one member queue here and never overdraw it. Opens a
     * wallet a member of an older database never had (SQL `money_lock_wallet`, migration 016,
     * which the seamless wallet's `wallet_call` uses too).
     */
    async lockWallet(tx: Queryable, books: Books, memberId: number): Promise<LockedWallet> {
      const [row] = await tx.query<{ id: number; balance: string }>(
        `SELECT wallet_id AS id, balance::text AS balance FROM money_lock_wallet($1, $2, $3)`,
        [memberId, books.merchantCode, books.currency],
      );
      return { id: row!.id, balanceMinor: BigInt(row!.balance) };
    },

    /** Locks a house account's row (a budget that must not be overspent) and reads its balance. */
    async lockHouse(tx: Queryable, accountId: number): Promise<bigint> {
      const [row] = await tx.query<{ balance: string }>(
        'SELECT balance_minor::text AS balance FROM accounts WHERE id = $1 FOR UPDATE',
        [accountId],
      );
      return BigInt(row?.balance ?? '0');
    },

    /** The member's balance in an account of theirs: one row; 0 when never opened. */
    async memberBalance(
      books: Books,
      memberId: number,
      kind: AccountKind = AccountKind.memberWallet,
      q: Queryable = db,
    ): Promise<bigint> {
      const [row] = await q.query<{ balance: string }>(
        `SELECT balance_minor::text AS balance FROM accounts
          WHERE owner_member_id = $1 AND kind = $2 AND currency = $3`,
        [memberId, kind, books.currency],
      );
      return BigInt(row?.balance ?? '0');
    },

    /**
     * Pays each member in the list from its shard of a house account into its wallet: one
     * posting per payment (its own key; `money_post`, as `post` does), all in one statement in the
     * caller's transaction, for settlements that pay thousands (a day's rebates). Opens the
     * wallets members of an older database never had. Answers each key's entry id (the first
     * entry when a key was posted before).
     */
    async payEach(
      tx: Queryable,
      m: MerchantRef,
      kind: EntryKind,
      from: HouseKind,
      payments: readonly HousePayment[],
    ): Promise<Map<string, number>> {
      if (!payments.length) return new Map();
      const books = booksOf(m);
      const members = payments.map((p) => p.memberId);
      await tx.query(
        `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
         SELECT $1, x.member, $2, $3, 0 FROM unnest($4::bigint[]) AS x (member)
         ON CONFLICT (owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL
         DO NOTHING`,
        [m.code, AccountKind.memberWallet, m.currencyCode, members],
      );
      // The wallets before the house shards each posting locks: the order in which every
      // member's own movement takes them (lockWallet, then its posting).
      await tx.query(
        `SELECT id FROM accounts
          WHERE owner_member_id = ANY ($1::bigint[]) AND kind = $2 AND currency = $3
          ORDER BY id FOR UPDATE`,
        [members, AccountKind.memberWallet, m.currencyCode],
      );
      const houses: number[] = [];
      for (const p of payments) houses.push(await money.houseAccount(books, from, p.memberId, tx));
      const rows = await tx.query<{ key: string; id: string }>(
        `SELECT x.key, COALESCE(p.entry_id, e.id)::text AS id
           FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[],
                       $6::bigint[]) WITH ORDINALITY AS x (key, memo, ref, member, house, amount, n)
           JOIN accounts w ON w.owner_member_id = x.member AND w.kind = $8 AND w.currency = $9
           LEFT JOIN LATERAL money_post(x.key, $7, x.memo, x.ref, ARRAY[x.house, w.id],
             ARRAY[-x.amount, x.amount], x.member, $10, $9, $11) p ON true
           LEFT JOIN journal_entries e ON e.idempotency_key = x.key
          ORDER BY x.n`,
        [
          payments.map((p) => p.idempotencyKey),
          payments.map((p) => p.memo),
          payments.map((p) => p.ref),
          members,
          houses,
          payments.map((p) => p.amountMinor.toString()),
          kind,
          AccountKind.memberWallet,
          m.currencyCode,
          m.code,
          m.timeZone,
        ],
      );
      return new Map(rows.map((r) => [r.key, Number(r.id)]));
    },

    /**
     * Play settled in bulk (a lottery issue's batch of orders): one journal entry paying every
     * member's part from its shard of the house account (one line per wallet and per shard), and
     * each member's day (wins or stakes, valid turnover, rounds) in one more statement, in the
     * caller's transaction, which holds what makes the settlement happen once (the rounds'
     * state). Answers the entry's id, or null when nothing was paid.
     */
    async payBatch(tx: Queryable, m: MerchantRef, batch: PlayBatch): Promise<number | null> {
      const parts = new Map<number, { amount: bigint; stake: bigint; rounds: number }>();
      for (const p of batch.parts) {
        const part = parts.get(p.memberId) ?? { amount: 0n, stake: 0n, rounds: 0 };
        part.amount += p.amountMinor;
        part.stake += p.settled?.stakeMinor ?? 0n;
        part.rounds += p.settled?.rounds ?? 0;
        parts.set(p.memberId, part);
      }
      const members = [...parts.keys()];
      const books = booksOf(m);
      let entryId: number | null = null;
      const paid = members.filter((id) => parts.get(id)!.amount > 0n);
      if (paid.length) {
        await tx.query(
          `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
           SELECT $1, x.member, $2, $3, 0 FROM unnest($4::bigint[]) AS x (member)
           ON CONFLICT (owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL
           DO NOTHING`,
          [m.code, AccountKind.memberWallet, m.currencyCode, paid],
        );
        // The wallets before the house shards (the posting locks those): the order in which
        // every member's own movement takes them (lockWallet, then its posting).
        const wallets = await tx.query<{ member: string; id: number }>(
          `SELECT owner_member_id::text AS member, id FROM accounts
            WHERE owner_member_id = ANY ($1::bigint[]) AND kind = $2 AND currency = $3
            ORDER BY id FOR UPDATE`,
          [paid, AccountKind.memberWallet, m.currencyCode],
        );
        const houses = new Map<number, bigint>();
        for (const id of paid) {
          const house = await money.houseAccount(books, batch.from, id, tx);
          houses.set(house, (houses.get(house) ?? 0n) - parts.get(id)!.amount);
        }
        const entry = await ledger.post(
          {
            kind: batch.kind,
            idempotencyKey: batch.idempotencyKey,
            memo: batch.memo,
            ref: batch.ref,
            lines: [
              ...[...houses].map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
              ...wallets.map((w) => ({
                accountId: w.id,
                amountMinor: parts.get(Number(w.member))!.amount,
              })),
            ],
          },
          tx,
        );
        entryId = entry.id;
      }
      await tx.query(`SELECT money_rollup_add_many($1, $2, $3, $4, $5, $6, $7, $8)`, [
        m.code,
        m.currencyCode,
        m.timeZone,
        batch.kind,
        members,
        members.map((id) => parts.get(id)!.amount.toString()),
        members.map((id) => parts.get(id)!.stake.toString()),
        members.map((id) => parts.get(id)!.rounds),
      ]);
      return entryId;
    },

    /** Several members' wallet balances (a downline page): one indexed read; 0 when never opened. */
    async walletBalances(
      books: Books,
      memberIds: readonly number[],
      q: Queryable = db,
    ): Promise<Map<number, bigint>> {
      const rows = await q.query<{ member: string; balance: string }>(
        `SELECT owner_member_id::text AS member, balance_minor::text AS balance FROM accounts
          WHERE owner_member_id = ANY ($1::bigint[]) AND kind = $2 AND currency = $3`,
        [memberIds, AccountKind.memberWallet, books.currency],
      );
      const balances = new Map(memberIds.map((id) => [id, 0n]));
      for (const r of rows) balances.set(Number(r.member), BigInt(r.balance));
      return balances;
    },
  };
  return money;
}

export type Money = ReturnType<typeof createMoney>;
