import type { Db } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import type { VerificationCodes } from '../accounts/verification-codes.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';

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
  /**
   * One check at a time per member in this process. A check takes a try before it runs (below),
   * so without this a member's own requests sent together (a double tap, a retry with the same
   * key) would hold all 5 tries for a moment and be refused as locked. Across processes a member
   * rarely has checks in flight at once; the database still caps what runs at 5 tries.
   */
  const queues = new Map<number, Promise<unknown>>();
  const oneAtATime = <T>(memberId: number, fn: () => Promise<T>): Promise<T> => {
    const run = (queues.get(memberId) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    queues.set(memberId, tail);
    void tail.then(() => {
      if (queues.get(memberId) === tail) queues.delete(memberId);
    });
    return run;
  };

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
     * Checks a withdrawal's password. A try is taken (counted and committed) BEFORE the password
     * is checked, by one conditional UPDATE: of any number of requests at once, only as many as
     * there are tries left ever reach the check, so a burst of guesses cannot outrun the lock. A
     * right password clears the count. Outside any money transaction: argon2 takes ~25 ms and no
     * lock waits on it. A wrong one answers `value.triesLeft` (0: it is now locked).
     */
    verify(memberId: number, password: string): Promise<void> {
      return oneAtATime(memberId, () => check(memberId, password));
    },
  };

  async function check(memberId: number, password: string): Promise<void> {
    const [claimed] = await db.query<{ hash: string; failures: number }>(
      `UPDATE members SET payment_password_failures = payment_password_failures + 1
          WHERE id = $1 AND payment_password_hash IS NOT NULL AND payment_password_failures < $2
          RETURNING payment_password_hash AS hash, payment_password_failures AS failures`,
      [memberId, PAYMENT_PASSWORD_MAX_FAILURES],
    );
    if (!claimed) {
      const [row] = await db.query<{ has: boolean }>(
        'SELECT payment_password_hash IS NOT NULL AS has FROM members WHERE id = $1',
        [memberId],
      );
      throw row?.has ? paymentPasswordLocked() : paymentPasswordRequired();
    }
    if (await verifyPassword(claimed.hash, password)) {
      await db.query('UPDATE members SET payment_password_failures = 0 WHERE id = $1', [memberId]);
      return;
    }
    const left = PAYMENT_PASSWORD_MAX_FAILURES - claimed.failures;
    throw new AppError(
      'payment.password.invalid',
      left > 0
        ? `Wrong payment password; ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Wrong payment password; it is now locked, set it again with an SMS code',
      { triesLeft: left },
    );
  }
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
