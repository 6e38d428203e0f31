import type { Queryable } from '../db/db.ts';

export interface ServerKey {
  keyId: string;
  publicKey: string;
  privateKey: string;
}

type Purpose = 'body-encryption';

export function createServerKeysRepository(db: Queryable) {
  return {
    async findActive(purpose: Purpose): Promise<ServerKey | null> {
      const [row] = await db.query<ServerKey>(
        `SELECT key_id AS "keyId", public_key AS "publicKey", private_key AS "privateKey"
           FROM server_keys WHERE purpose = $1 AND retired_at IS NULL`,
        [purpose],
      );
      return row ?? null;
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
  };
}
