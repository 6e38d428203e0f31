import type { Db, Queryable } from '../platform/db/db.ts';
import type { Books } from './books.ts';
import { createHousePayments } from './house-payments.ts';
import { AccountKind, HOUSE_SHARDS, type HouseKind } from './kinds.ts';
import { createLedger } from './ledger.ts';

export {
  booksOf,
  memberDay,
  merchantRefs,
  type BatchPart,
  type Books,
  type HousePayment,
  type MerchantRef,
  type PlayBatch,
} from './books.ts';

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

  /**
   * The house account of this kind (the member's shard of it, for sharded kinds): from memory
   * once the accounts are opened; otherwise found or opened in the caller's transaction.
   */
  async function houseAccount(
    books: Books,
    kind: HouseKind,
    memberId?: number,
    q: Queryable = db,
  ): Promise<number> {
    const shard = shardOf(kind, memberId);
    const cached = houseIds.get(houseKey(books.merchantCode, kind, books.currency, shard));
    return cached ?? ledger.account({ ...books, ownerMemberId: null, kind, shard }, q);
  }

  const money = {
    ...ledger,
    ...createHousePayments(ledger, houseAccount),
    houseAccount,

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
