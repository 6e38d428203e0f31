import type { Db, Queryable } from '../db/db.ts';

export interface ServerKey {
  keyId: string;
  publicKey: string;
  /** As stored: a PEM, or encrypted at rest (services/key-at-rest.ts). */
  privateKey: string;
}

export interface StoredServerKey extends ServerKey {
  createdAt: Date;
  retiredAt: Date | null;
  expiresAt: Date | null;
  /** Until `expiresAt`, by the database's clock (so that every process counts alike); null: active. */
  remainingMs: number | null;
  /** Since `createdAt`, by the database's clock. */
  ageMs: number;
}

export type Purpose = 'body-encryption';

export interface RotateOptions {
  /** Rotate only when the active key is at least this old (the schedule); else unconditionally. */
  ifOlderThanMs?: number;
  /** How long the replaced key still opens bodies. */
  graceMs: number;
  /** Re-stores a private key (in the same transaction): encrypts the plain ones left. */
  restore?: (key: ServerKey) => string | null;
}

const columns = `key_id AS "keyId", public_key AS "publicKey", private_key AS "privateKey",
  created_at AS "createdAt", retired_at AS "retiredAt", expires_at AS "expiresAt",
  (EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::float8 AS "remainingMs",
  (EXTRACT(EPOCH FROM (now() - created_at)) * 1000)::float8 AS "ageMs"`;

/** Serialises the rotations of one purpose across processes (pg advisory lock, per schema). */
const lockRotation = (tx: Queryable, purpose: Purpose) =>
  tx.query(`SELECT pg_advisory_xact_lock(hashtext('mgp.server-keys:' || current_schema() || $1))`, [
    purpose,
  ]);

export function createServerKeysRepository(db: Db) {
  return {
    /** The active key first, then the replaced ones still in their grace period, newest first. */
    async findUsable(purpose: Purpose): Promise<StoredServerKey[]> {
      return db.query<StoredServerKey>(
        `SELECT ${columns} FROM server_keys
          WHERE purpose = $1 AND (retired_at IS NULL OR expires_at > now())
          ORDER BY retired_at IS NOT NULL, created_at DESC`,
        [purpose],
      );
    },

    /** Every stored key of the purpose, active first (the operator's list). */
    async list(purpose: Purpose): Promise<StoredServerKey[]> {
      return db.query<StoredServerKey>(
        `SELECT ${columns} FROM server_keys WHERE purpose = $1
          ORDER BY retired_at IS NOT NULL, created_at DESC`,
        [purpose],
      );
    },

    /** Stores the key unless another process stored one first (then that one wins). */
    async insertIfNoneActive(purpose: Purpose, key: ServerKey): Promise<void> {
      await db.query(
        `INSERT INTO server_keys (key_id, purpose, public_key, private_key)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (purpose) WHERE retired_at IS NULL DO NOTHING`,
        [key.keyId, purpose, key.publicKey, key.privateKey],
      );
    },

    /**
     * Retires the active key (usable for `graceMs` more) and makes `key` the active one, in one
     * transaction; keys past their grace are deleted, and `restore` may re-store the others.
     * Returns false when `ifOlderThanMs` is given and the active key is younger (another process
     * rotated first): two processes on one schedule rotate once.
     */
    async rotate(purpose: Purpose, key: ServerKey, options: RotateOptions): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockRotation(tx, purpose);
        const retired = await tx.query<{ keyId: string }>(
          `UPDATE server_keys
              SET retired_at = now(), expires_at = now() + $2::float8 * interval '1 millisecond'
            WHERE purpose = $1 AND retired_at IS NULL
              AND ($3::float8 IS NULL OR created_at <= now() - $3::float8 * interval '1 millisecond')
            RETURNING key_id AS "keyId"`,
          [purpose, options.graceMs, options.ifOlderThanMs ?? null],
        );
        if (options.ifOlderThanMs !== undefined && retired.length === 0) return false;
        await tx.query(
          `INSERT INTO server_keys (key_id, purpose, public_key, private_key) VALUES ($1, $2, $3, $4)`,
          [key.keyId, purpose, key.publicKey, key.privateKey],
        );
        await tx.query(`DELETE FROM server_keys WHERE purpose = $1 AND expires_at <= now()`, [
          purpose,
        ]);
        if (options.restore) {
          const rows = await tx.query<ServerKey>(
            `SELECT key_id AS "keyId", public_key AS "publicKey", private_key AS "privateKey"
               FROM server_keys WHERE purpose = $1 AND key_id <> $2`,
            [purpose, key.keyId],
          );
          for (const row of rows) {
            const stored = options.restore(row);
            if (stored !== null) {
              await tx.query('UPDATE server_keys SET private_key = $2 WHERE key_id = $1', [
                row.keyId,
                stored,
              ]);
            }
          }
        }
        return true;
      });
    },
  };
}
