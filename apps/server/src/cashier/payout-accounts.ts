import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount, type PayoutAccountType } from '@app/contract';
import type { Db } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../accounts/free-play.ts';
import type { PaymentPasswords } from './payment-password.ts';
import { payoutAccountUnknown, toPayoutAccount, type PayoutAccountRow } from './withdraw-orders.ts';

export interface NewPayoutAccount {
  type: PayoutAccountType;
  holderName: string;
  accountNumber: string;
  bankName?: string | undefined;
  /** The member's payment password: binding where money goes is authorised like a withdrawal. */
  paymentPassword: string;
}

/** "  Rahim   UDDIN " and "rahim uddin" are one name: people type case and spaces freely. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
};

const accountExists = () => new AppError('payout.account.exists', 'This account is already bound');
const accountTaken = () =>
  new AppError('payout.account.taken', 'This number is bound to another member');

/**
 * Payout accounts (contract cashier.ts): at most MAX_PAYOUT_ACCOUNTS live ones, each held in the
 * member's payee name, each number (per type) bound by one member of the merchant at a time.
 * Binding asks the payment password first. Adding runs under the member's row lock, so two adds
 * at once cannot both pass the limit or both set a different first payee name; two members
 * binding one number at once meet on the unique index payout_accounts_number_uq.
 */
export function createPayoutAccounts(db: Db, passwords: PaymentPasswords) {
  const live = (memberId: number) =>
    db.query<PayoutAccountRow>(
      `SELECT * FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL
        ORDER BY created_at, id`,
      [memberId],
    );

  return {
    async list(memberId: number) {
      const [rows, [member]] = await Promise.all([
        live(memberId),
        db.query<{ payee: string | null }>(
          `SELECT profile->>'payeeName' AS payee FROM members WHERE id = $1`,
          [memberId],
        ),
      ]);
      return {
        accounts: rows.map(toPayoutAccount),
        payeeName: member?.payee ?? null,
        max: MAX_PAYOUT_ACCOUNTS,
      };
    },

    live: async (memberId: number) => (await live(memberId)).map(toPayoutAccount),

    async add(merchantCode: string, memberId: number, a: NewPayoutAccount): Promise<PayoutAccount> {
      // The authorisation first: a wrong password counts even when the rest would be refused.
      await passwords.verify(memberId, a.paymentPassword);
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx.query<{ payee: string | null }>(
            `SELECT profile->>'payeeName' AS payee FROM members WHERE id = $1 FOR UPDATE`,
            [memberId],
          );
          const accounts = await tx.query<PayoutAccountRow>(
            'SELECT * FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL',
            [memberId],
          );
          if (accounts.some((x) => x.type === a.type && x.account_number === a.accountNumber)) {
            throw accountExists();
          }
          const [elsewhere] = await tx.query(
            `SELECT 1 FROM payout_accounts WHERE merchant_code = $1 AND type = $2
                AND account_number = $3 AND removed_at IS NULL AND member_id <> $4`,
            [merchantCode, a.type, a.accountNumber, memberId],
          );
          if (elsewhere) throw accountTaken();
          if (accounts.length >= MAX_PAYOUT_ACCOUNTS) {
            throw new AppError(
              'payout.account.limit',
              `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be bound`,
            );
          }
          const payee = member?.payee ?? null;
          if (payee !== null && !sameName(payee, a.holderName)) {
            throw new AppError(
              'payout.account.name.mismatch',
              'The holder name must be the payee name of this account',
            );
          }
          if (payee === null) {
            const name = a.holderName.trim().replace(/\s+/g, ' ');
            await tx.query(
              `UPDATE members SET profile = profile || jsonb_build_object('payeeName', $2::text)
                WHERE id = $1`,
              [memberId, name],
            );
          }
          const [row] = await tx.query<PayoutAccountRow>(
            `INSERT INTO payout_accounts (member_id, type, holder_name, account_number, bank_name,
               merchant_code)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
            [
              memberId,
              a.type,
              payee ?? a.holderName.trim().replace(/\s+/g, ' '),
              a.accountNumber,
              a.type === 'BANK' ? (a.bankName ?? null) : null,
              merchantCode,
            ],
          );
          return toPayoutAccount(row!);
        });
      } catch (err) {
        // The partial unique indexes are the last word, whatever the checks above saw: the
        // member's own live accounts are read under its lock, so a clash the checks missed is
        // another member's bind of the same number, committed meanwhile.
        if (!isUniqueViolation(err)) throw err;
        const mine = (await live(memberId)).some(
          (x) => x.type === a.type && x.account_number === a.accountNumber,
        );
        throw mine ? accountExists() : accountTaken();
      }
    },

    /**
     * Unbinds (soft delete: withdrawals keep naming the row). The account row is locked first; a
     * withdrawal being created takes it FOR SHARE, so either the withdrawal sees it removed, or
     * this sees the withdrawal pending.
     */
    async remove(memberId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `SELECT id FROM payout_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL
           FOR UPDATE`,
          [id, memberId],
        );
        if (!row) throw payoutAccountUnknown();
        const [busy] = await tx.query(
          `SELECT 1 FROM withdrawal_orders WHERE payout_account_id = $1 AND status = 'pending'
           LIMIT 1`,
          [id],
        );
        if (busy) {
          throw new AppError(
            'payout.account.busy',
            'A pending withdrawal is paid to this account; it can be removed once decided',
          );
        }
        await tx.query('UPDATE payout_accounts SET removed_at = now() WHERE id = $1', [id]);
      });
    },
  };
}

export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
