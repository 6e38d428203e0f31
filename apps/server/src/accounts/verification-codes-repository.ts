import type { Queryable } from '../platform/db/db.ts';

export type CodePurpose = 'login' | 'register' | 'password' | 'verify';

export interface LatestCode {
  id: number;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export function createVerificationCodesRepository(db: Queryable) {
  return {
    async insert(c: {
      merchantCode: string;
      mobile: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO verification_codes (merchant_code, mobile, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [c.merchantCode, c.mobile, c.purpose, c.codeHash, c.expiresAt],
      );
      return row!.id;
    },

    /** Only the newest code of a number and purpose counts; sending another voids the older. */
    async latest(
      merchantCode: string,
      mobile: string,
      purpose: CodePurpose,
    ): Promise<LatestCode | null> {
      const [row] = await db.query<LatestCode>(
        `SELECT id, attempts, expires_at AS "expiresAt", used_at AS "usedAt"
           FROM verification_codes
          WHERE merchant_code = $1 AND mobile = $2 AND purpose = $3
          ORDER BY id DESC LIMIT 1`,
        [merchantCode, mobile, purpose],
      );
      return row ?? null;
    },

    /**
     * Spends one try on the code, atomically: of many concurrent guesses only `maxAttempts` get
     * the hash to compare with. Null when the code is used, burnt or expired.
     */
    async spendAttempt(id: number, maxAttempts: number, now: Date): Promise<string | null> {
      const [row] = await db.query<{ codeHash: string }>(
        `UPDATE verification_codes SET attempts = attempts + 1
          WHERE id = $1 AND used_at IS NULL AND attempts < $2 AND expires_at > $3
          RETURNING code_hash AS "codeHash"`,
        [id, maxAttempts, now],
      );
      return row?.codeHash ?? null;
    },

    /** Single use: true for the one caller that used it. */
    async consume(id: number): Promise<boolean> {
      const rows = await db.query(
        'UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
        [id],
      );
      return rows.length === 1;
    },

    /** Development: lets the unused codes of a number run out now. */
    async expireForMobile(merchantCode: string, mobile: string, now: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE verification_codes SET expires_at = $3
          WHERE merchant_code = $1 AND mobile = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING id`,
        [merchantCode, mobile, now],
      );
      return rows.length;
    },
  };
}

export type VerificationCodesRepository = ReturnType<typeof createVerificationCodesRepository>;
