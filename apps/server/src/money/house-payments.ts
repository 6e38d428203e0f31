import type { Queryable } from '../platform/db/db.ts';
import { AccountKind, type EntryKind, type HouseKind } from './kinds.ts';
import type { Ledger } from './ledger.ts';
import {
  booksOf,
  type Books,
  type HousePayment,
  type MerchantRef,
  type PlayBatch,
} from './money.ts';

type HouseAccountOf = (
  books: Books,
  kind: HouseKind,
  memberId: number,
  q: Queryable,
) => Promise<number>;

/**
 * Opens the wallets members of an older database never had, then locks every one of them, in id
 * order, before the house shards a posting locks: the order in which every member's own movement
 * takes them (lockWallet, then its posting). Answers each member's wallet id.
 */
async function lockWallets(
  tx: Queryable,
  m: MerchantRef,
  members: readonly number[],
): Promise<Map<number, number>> {
  await tx.query(
    `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
     SELECT $1, x.member, $2, $3, 0 FROM unnest($4::bigint[]) AS x (member)
     ON CONFLICT (owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL
     DO NOTHING`,
    [m.code, AccountKind.memberWallet, m.currencyCode, members],
  );
  const rows = await tx.query<{ member: string; id: number }>(
    `SELECT owner_member_id::text AS member, id FROM accounts
      WHERE owner_member_id = ANY ($1::bigint[]) AND kind = $2 AND currency = $3
      ORDER BY id FOR UPDATE`,
    [members, AccountKind.memberWallet, m.currencyCode],
  );
  return new Map(rows.map((r) => [Number(r.member), r.id]));
}

/** The money module's payments from the house to many members at once (money.ts spreads them). */
export function createHousePayments(ledger: Ledger, houseAccount: HouseAccountOf) {
  return {
    /**
     * Pays each member in the list from its shard of a house account into its wallet: one
     * posting per payment (its own key; `money_post`, as `post` does), all in one statement in
     * the caller's transaction, for settlements that pay thousands (a day's rebates). Answers each
     * key's entry id (the first entry when a key was posted before).
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
      await lockWallets(tx, m, members);
      const houses: number[] = [];
      for (const p of payments) houses.push(await houseAccount(books, from, p.memberId, tx));
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
        const wallets = await lockWallets(tx, m, paid);
        const houses = new Map<number, bigint>();
        for (const id of paid) {
          const house = await houseAccount(books, batch.from, id, tx);
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
              ...[...wallets].map(([member, accountId]) => ({
                accountId,
                amountMinor: parts.get(member)!.amount,
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
  };
}
