import type { FastifyInstance } from 'fastify';
import { operatorAdjustBalance } from '@app/contract';
import { AppError, notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';

/** Journal key of an adjustment: the transaction records list entries with this prefix. */
export const adjustmentKey = (memberId: number, idempotencyKey: string) =>
  `adjust:${memberId}:${idempotencyKey}`;

const keyReused = () =>
  new AppError(
    'idempotency.key.reused',
    'This idempotency key was already used for another adjustment',
  );

/**
 * A manual credit or debit (contract operator.ts), one journal entry between the house's
 * `adjustments` account and the member's wallet, whose memo is the note the player sees. The
 * wallet row is locked first (as the seamless wallet does), so a debit never overdraws it.
 */
export default async function operatorAdjustmentRoutes(app: FastifyInstance) {
  registerEndpoint(app, operatorAdjustBalance, async (request) => {
    const m = merchantOf(request);
    const { username, direction, amount, note, idempotencyKey } = request.body;
    const member = await app.repos.members.findByUsername(m.code, username);
    if (!member) throw notFound('No member with this username');
    const key = adjustmentKey(member.id, idempotencyKey);
    return app.db.transaction(async (tx) => {
      const ref = { merchantCode: m.code, currency: m.currencyCode };
      const wallet = await app.ledger.account(
        { ...ref, ownerMemberId: member.id, kind: 'member_wallet' },
        tx,
      );
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [wallet]);
      const house = await app.ledger.account(
        { ...ref, ownerMemberId: null, kind: 'adjustments' },
        tx,
      );
      const signed = direction === 'credit' ? amount : -amount;
      const lines = [
        { accountId: wallet, amountMinor: signed },
        { accountId: house, amountMinor: -signed },
      ];
      const [earlier] = await tx.query<{ memo: string }>(
        'SELECT memo FROM journal_entries WHERE idempotency_key = $1',
        [key],
      );
      if (earlier && earlier.memo !== note) throw keyReused();
      if (
        !earlier &&
        direction === 'debit' &&
        (await app.ledger.balance(wallet, tx)) < BigInt(amount)
      ) {
        throw new AppError('wallet.insufficient.funds', 'The wallet holds less than the debit');
      }
      let entryId: number;
      try {
        entryId = (await app.ledger.post({ idempotencyKey: key, memo: note, lines }, tx)).id;
      } catch (err) {
        if ((err as { reason?: string }).reason === 'key_reused') throw keyReused();
        throw err;
      }
      // The balance right after this entry (the wallet row lock orders its entries), so that a
      // replay answers what the first call answered even when the wallet has moved since.
      const [after] = await tx.query<{ total: string }>(
        `SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM journal_lines
          WHERE account_id = $1 AND entry_id <= $2`,
        [wallet, entryId],
      );
      return { entryId, balanceMinor: Number(after?.total ?? 0) };
    });
  });
}
