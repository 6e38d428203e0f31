import type { Queryable } from '../platform/db/db.ts';

export interface NewSession {
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  firstTimeLogin: boolean;
  tempPasswordHash: string | null;
  device: string | null;
  ip: string | null;
}

/** A live session with what requests need of its member. */
export interface SessionRow extends Omit<NewSession, 'device' | 'ip'> {
  /** The session's public number (launch tokens name it; never the token or its hash). */
  id: number;
  username: string;
  type: number;
  disabled: boolean;
}

export function createSessionsRepository(db: Queryable) {
  return {
    async create(s: NewSession): Promise<void> {
      await db.query(
        `INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at,
           absolute_expires_at, first_time_login, temp_password_hash, device, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          s.tokenHash,
          s.memberId,
          s.merchantCode,
          s.expiresAt,
          s.absoluteExpiresAt,
          s.firstTimeLogin,
          s.tempPasswordHash,
          s.device,
          s.ip,
        ],
      );
    },

    async findLive(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await db.query<SessionRow>(
        `SELECT s.id, s.token_hash AS "tokenHash", s.member_id AS "memberId",
                s.merchant_code AS "merchantCode", s.expires_at AS "expiresAt",
                s.absolute_expires_at AS "absoluteExpiresAt",
                s.first_time_login AS "firstTimeLogin", s.temp_password_hash AS "tempPasswordHash",
                m.username, m.type, m.disabled
           FROM sessions s JOIN members m ON m.id = s.member_id
          WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash, now],
      );
      return row ?? null;
    },

    /** Moves the idle expiry forward, never past the absolute one; null when the session is gone. */
    async extend(tokenHash: string, idleUntil: Date, now: Date): Promise<Date | null> {
      const [row] = await db.query<{ expiresAt: Date }>(
        `UPDATE sessions SET expires_at = LEAST($2::timestamptz, absolute_expires_at)
          WHERE token_hash = $1 AND expires_at > $3
          RETURNING expires_at AS "expiresAt"`,
        [tokenHash, idleUntil, now],
      );
      return row?.expiresAt ?? null;
    },

    /** `extend` by the session's number (a bet names its session by it); false when it ended. */
    async extendById(id: number, idleUntil: Date, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE sessions SET expires_at = LEAST($2::timestamptz, absolute_expires_at)
          WHERE id = $1 AND expires_at > $3 RETURNING id`,
        [id, idleUntil, now],
      );
      return rows.length > 0;
    },

    /** After a password change the temporary password no longer counts as the old one. */
    async markPasswordSet(tokenHash: string): Promise<void> {
      await db.query(
        `UPDATE sessions SET first_time_login = false, temp_password_hash = NULL
          WHERE token_hash = $1`,
        [tokenHash],
      );
    },

    async delete(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    /** Ends every session of the member except the one given (password changes). */
    async deleteForMember(memberId: number, exceptTokenHash: string | null = null): Promise<void> {
      await db.query(
        'DELETE FROM sessions WHERE member_id = $1 AND token_hash IS DISTINCT FROM $2',
        [memberId, exceptTokenHash],
      );
    },

    /** The member's live sessions, newest first (the security centre's devices). */
    async listLive(memberId: number, now: Date) {
      return db.query<{
        id: number;
        device: string | null;
        ip: string | null;
        created_at: Date;
        expires_at: Date;
      }>(
        `SELECT id, device, ip, created_at, expires_at FROM sessions
          WHERE member_id = $1 AND expires_at > $2 ORDER BY created_at DESC, id DESC LIMIT 50`,
        [memberId, now],
      );
    },

    /** Ends one session of the member, by its public number; answers whether one ended. */
    async deleteById(memberId: number, id: number): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM sessions WHERE member_id = $1 AND id = $2 RETURNING 1',
        [memberId, id],
      );
      return rows.length > 0;
    },

    async deleteExpired(memberId: number, now: Date): Promise<void> {
      await db.query('DELETE FROM sessions WHERE member_id = $1 AND expires_at <= $2', [
        memberId,
        now,
      ]);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
