import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import type { VerificationCodes } from '../verification-codes.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

/** Wrong payment passwords in a row that lock it until it is set again by SMS code. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;

export const paymentPasswordRequired = () =>
  new AppError('payment.password.required', 'Set a payment password first');
export const paymentPasswordLocked = () =>
  new AppError(
    'payment.password.locked',
    'The payment password is locked after too many wrong tries; set it again with an SMS code',
  );

export interface PaymentPasswordState {
  hasPaymentPassword: boolean;
  paymentPasswordLocked: boolean;
}

/**
 * The payment password (argon2id, like the sign-in password) that every withdrawal needs, and its
 * lock: PAYMENT_PASSWORD_MAX_FAILURES wrong ones in a row lock it until it is set again.
 */
export function createPaymentPasswords(db: Db, codes: VerificationCodes) {
  return {
    async state(memberId: number): Promise<PaymentPasswordState> {
      const [row] = await db.query<{ has: boolean; failures: number }>(
        `SELECT payment_password_hash IS NOT NULL AS has, payment_password_failures AS failures
           FROM members WHERE id = $1`,
        [memberId],
      );
      return {
        hasPaymentPassword: row?.has ?? false,
        paymentPasswordLocked: (row?.failures ?? 0) >= PAYMENT_PASSWORD_MAX_FAILURES,
      };
    },

    /**
     * Sets (or changes, or unlocks) it with a code sent by POST /wps/verification/sms, which
     * stores its codes under the purpose 'verify'. The code is used up here (single use); the
     * confirmation is compared first, so a typo does not burn the code.
     */
    async set(
      merchantCode: string,
      memberId: number,
      body: {
        verificationCode: string;
        newPaymentPassword: string;
        confirmPaymentPassword: string;
      },
    ): Promise<void> {
      const [member] = await db.query<{ mobile: string | null }>(
        'SELECT mobile FROM members WHERE id = $1',
        [memberId],
      );
      if (!member?.mobile) {
        throw new AppError('mobile.required', 'Bind a mobile number to set a payment password');
      }
      if (body.newPaymentPassword !== body.confirmPaymentPassword) {
        throw new AppError(
          'payment.password.confirm.mismatch',
          'The two payment passwords are not the same',
        );
      }
      await codes.use(merchantCode, member.mobile, 'verify', body.verificationCode);
      const hash = await hashPassword(body.newPaymentPassword);
      await db.query(
        `UPDATE members SET payment_password_hash = $2, payment_password_failures = 0
          WHERE id = $1`,
        [memberId, hash],
      );
    },

    /**
     * Checks a withdrawal's password. A wrong one is counted in its own statement (committed
     * whatever the request does next), so failed requests count; a right one clears the count.
     * The check runs outside any money transaction: argon2 takes ~25 ms, no lock waits on it.
     */
    async verify(memberId: number, password: string): Promise<void> {
      const [row] = await db.query<{ hash: string | null; failures: number }>(
        `SELECT payment_password_hash AS hash, payment_password_failures AS failures
           FROM members WHERE id = $1`,
        [memberId],
      );
      if (!row?.hash) throw paymentPasswordRequired();
      if (row.failures >= PAYMENT_PASSWORD_MAX_FAILURES) throw paymentPasswordLocked();
      if (await verifyPassword(row.hash, password)) {
        // Written only when there is something to clear: the common case takes no row lock.
        if (row.failures > 0) {
          await db.query(
            'UPDATE members SET payment_password_failures = 0 WHERE id = $1 AND payment_password_failures > 0',
            [memberId],
          );
        }
        return;
      }
      const [after] = await db.query<{ failures: number }>(
        `UPDATE members SET payment_password_failures = LEAST(payment_password_failures + 1, 100)
          WHERE id = $1 RETURNING payment_password_failures AS failures`,
        [memberId],
      );
      const left = PAYMENT_PASSWORD_MAX_FAILURES - (after?.failures ?? 0);
      throw new AppError(
        'payment.password.invalid',
        left > 0
          ? `Wrong payment password; ${left} ${left === 1 ? 'try' : 'tries'} left`
          : 'Wrong payment password; it is now locked, set it again with an SMS code',
      );
    },
  };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
