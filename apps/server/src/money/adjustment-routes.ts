import type { FastifyInstance } from 'fastify';
import { operatorAdjustBalance } from '@app/contract';
import { AppError, notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import type { Queryable } from '../platform/db/db.ts';
import { keyReused as reusedFor, replayOr, requestHash, type Earlier } from './idempotency.ts';
import { AccountKind, EntryKind } from './kinds.ts';
import { booksOf, memberDay } from './money.ts';

/** Journal key of an adjustment: one per member and operator key (the entry kind says what it is). */
export const adjustmentKey = (memberId: number, idempotencyKey: string) =>
  `adjust:${memberId}:${idempotencyKey}`;

const keyReused = () => reusedFor('adjustment');

/**
 * The adjustment this key made, remembered by its wallet line and note. A replay answers the
 * balance right after it (the wallet lock orders the wallet's entries), as the first call did.
 */
async function earlier(
  q: Queryable,
  key: string,
  wallet: number,
): Promise<Earlier<{ entryId: number; balanceMinor: number }> | null> {
  const [row] = await q.query<{ id: number; memo: string; amount: string; after: string }>(
    `SELECT e.id, e.memo, l.amount_minor::text AS amount,
            (SELECT SUM(x.amount_minor) FROM journal_lines x
              WHERE x.account_id = $2 AND x.entry_id <= e.id)::text AS after
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id AND l.account_id = $2
      WHERE e.idempotency_key = $1`,
    [key, wallet],
  );
  if (!row) return null;
  return {
    requestHash: requestHash([Number(row.amount), row.memo]),
    answer: () => ({ entryId: row.id, balanceMinor: Number(row.after) }),
  };
}

/**
 * A manual credit or debit (contract operator.ts), one journal entry between the house's
 * `adjustments` account and the member's wallet, whose memo is the note the player sees. The
 * wallet row is locked first (as every movement of the member's money does), so a debit never
 * overdraws it.
 */
export default async function operatorAdjustmentRoutes(app: FastifyInstance) {
  registerEndpoint(app, operatorAdjustBalance, async (request) => {
    const m = merchantOf(request);
    const { username, direction, amount, note, idempotencyKey } = request.body;
    const member = await app.repos.members.findByUsername(m.code, username);
    if (!member) throw notFound('No member with this username');
    const key = adjustmentKey(member.id, idempotencyKey);
    const signed = direction === 'credit' ? amount : -amount;
    const hash = requestHash([signed, note]);
    return app.db.transaction(async (tx) => {
      const wallet = await app.money.lockWallet(tx, booksOf(m), member.id);
      return replayOr(await earlier(tx, key, wallet.id), hash, keyReused, async () => {
        if (wallet.balanceMinor + BigInt(signed) < 0n) {
          throw new AppError('wallet.insufficient.funds', 'The wallet holds less than the debit');
        }
        const house = await app.money.houseAccount(booksOf(m), AccountKind.adjustments);
        const entry = await app.money.post(
          {
            kind: EntryKind.adjustment,
            idempotencyKey: key,
            memo: note,
            lines: [
              { accountId: wallet.id, amountMinor: signed },
              { accountId: house, amountMinor: -signed },
            ],
            rollup: memberDay(m, member.id),
          },
          tx,
        );
        return { entryId: entry.id, balanceMinor: Number(entry.balances.get(wallet.id)) };
      });
    });
  });
}
