import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { CodePurpose, VerificationCodesRepository } from './verification-codes-repository.ts';
import type { SmsProvider } from '../platform/messaging/messaging-plugin.ts';

const DIGITS = 6;
/** Wrong tries that burn a code. */
export const MAX_ATTEMPTS = 5;

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export type CodeCheck = { status: 'ok'; id: number } | { status: 'invalid' | 'expired' };

export const codeInvalid = () =>
  new AppError('verification.code.invalid', 'Verification code error');
export const codeExpired = () =>
  new AppError('verification.code.expired', 'The verification code has expired; request a new one');

/**
 * SMS verification codes: 6 digits, stored hashed, expiring, single use, burnt after
 * MAX_ATTEMPTS wrong tries; only the newest code of a number and purpose counts.
 */
export function createVerificationCodes(
  repo: VerificationCodesRepository,
  sms: SmsProvider,
  minutes: number,
) {
  return {
    /**
     * Stores a new code and sends it when `deliver` is true. A code that is not delivered (a
     * number that may not receive one) is stored all the same, so that every later answer about
     * that number looks the same as for a number that got its code.
     */
    async issue(o: {
      merchantCode: string;
      merchantName: string;
      mobile: string;
      purpose: CodePurpose;
      deliver: boolean;
    }): Promise<{ expirationTime: number; expiredMinutes: number }> {
      const code = String(randomInt(10 ** DIGITS)).padStart(DIGITS, '0');
      const salt = randomBytes(8).toString('hex');
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      await repo.insert({
        merchantCode: o.merchantCode,
        mobile: o.mobile,
        purpose: o.purpose,
        codeHash: `${salt}$${digest(salt, code)}`,
        expiresAt,
      });
      if (o.deliver) {
        await sms.send(
          o.mobile,
          `${o.merchantName}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
          { merchantCode: o.merchantCode, code },
        );
      }
      return { expirationTime: expiresAt.getTime(), expiredMinutes: minutes };
    },

    /** Checks the newest code without using it up (see `consume`). A wrong code spends a try. */
    async check(
      merchantCode: string,
      mobile: string,
      purpose: CodePurpose,
      code: string,
    ): Promise<CodeCheck> {
      const now = new Date();
      const latest = await repo.latest(merchantCode, mobile, purpose);
      if (!latest || latest.usedAt || latest.attempts >= MAX_ATTEMPTS) return { status: 'invalid' };
      if (latest.expiresAt <= now) return { status: 'expired' };
      const stored = await repo.spendAttempt(latest.id, MAX_ATTEMPTS, now);
      if (!stored) return { status: 'invalid' };
      const [salt = '', expected = ''] = stored.split('$');
      const ok = timingSafeEqual(
        Buffer.from(digest(salt, code)),
        Buffer.from(expected.slice(0, 64).padEnd(64)),
      );
      return ok ? { status: 'ok', id: latest.id } : { status: 'invalid' };
    },

    /** Single use: false when a concurrent request used the code first. */
    consume: (id: number) => repo.consume(id),

    /** `check` and `consume`, throwing verification.code.invalid / .expired. */
    async use(merchantCode: string, mobile: string, purpose: CodePurpose, code: string) {
      const result = await this.check(merchantCode, mobile, purpose, code);
      if (result.status === 'expired') throw codeExpired();
      if (result.status !== 'ok' || !(await repo.consume(result.id))) throw codeInvalid();
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
