import type { Queryable } from '../platform/db/db.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type MerchantRef, type Money } from '../money/money.ts';
import { memberPlaySince } from '../money/rollups.ts';
import { spanOf, type GrantRow } from './bonus-grant-rows.ts';
import { forfeitAmount, restack } from './bonus-turnover.ts';

export const bonusForfeitKey = (grantId: number) => `bonus:${grantId}:forfeit`;

/**
 * The forfeit itself, under the wallet lock, for an active grant that allows it: the bonus and
 * its winnings back to the promotion budget (at most the wallet), the grant forfeited, and the
 * later grants counting from their own moment or where the ones still before them end.
 */
export async function takeBack(
  tx: Queryable,
  money: Money,
  merchant: MerchantRef,
  grant: GrantRow,
  walletId: number,
  walletBalance: bigint,
  key: string,
) {
  // Rounds opened since the grant: one staked before it was the member's own money's.
  const since = await memberPlaySince(tx, grant.member_id, merchant.currencyCode, grant.created_at);
  const amount = forfeitAmount({
    bonus: BigInt(grant.bonus_minor),
    netPlaySinceGrant: since,
    walletBalance,
  });
  if (amount > 0n) {
    const books = booksOf(merchant);
    const budget = await money.houseAccount(books, AccountKind.promotionBudget);
    await money.post(
      {
        kind: EntryKind.bonusForfeit,
        idempotencyKey: bonusForfeitKey(grant.id),
        memo: `Bonus ${grant.id} forfeited`,
        ref: String(grant.id),
        lines: [
          { accountId: walletId, amountMinor: -amount },
          { accountId: budget, amountMinor: amount },
        ],
        rollup: memberDay(merchant, grant.member_id),
      },
      tx,
    );
  }
  await tx.query(
    `UPDATE bonus_grants SET state = 'forfeited', forfeited_at = now(), forfeited_minor = $2,
       forfeit_key = $3 WHERE id = $1`,
    [grant.id, amount, key],
  );
  // The later grants no longer wait behind this one.
  const [floor] = await tx.query<{ end: number | null }>(
    `SELECT MAX(counts_from_minor + required_minor) AS end FROM bonus_grants
      WHERE member_id = $1 AND id < $2 AND state IN ('active', 'met')`,
    [grant.member_id, grant.id],
  );
  const later = await tx.query<GrantRow>(
    `SELECT * FROM bonus_grants WHERE member_id = $1 AND id > $2 AND state = 'active' ORDER BY id`,
    [grant.member_id, grant.id],
  );
  const moved = restack(
    BigInt(floor?.end ?? 0),
    later.map((r) => ({ ...spanOf(r), id: r.id, validAtGrant: BigInt(r.valid_at_grant_minor) })),
  );
  if (moved.length > 0)
    await tx.query(
      `UPDATE bonus_grants g SET counts_from_minor = m.counts_from
         FROM unnest($1::bigint[], $2::bigint[]) AS m(id, counts_from) WHERE g.id = m.id`,
      [moved.map((g) => g.id), moved.map((g) => g.countsFrom.toString())],
    );
}
