import type { OriginalsSeeds } from '@app/contract';
import { newServerSeed, seedHash } from '../lottery/fair-draw.ts';
import type { Queryable } from '../platform/db/db.ts';

/** A member's active seed row (its server seed stays on the server until revealed). */
export interface ActiveSeed {
  id: number;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Revealed seeds a member's seeds answer lists (the latest). */
const REVEALED_SHOWN = 10;

/** A new member's client seed: random, so that even an unset one is not the server's choice. */
const newClientSeed = () => newServerSeed().slice(0, 16);

interface SeedRow {
  id: number;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  nonce: number;
}
const toActive = (r: SeedRow): ActiveSeed => ({
  id: r.id,
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
});

/**
 * Per-member seeds of the in-house games (issue 23, migration 033): one active seed per member,
 * made on first use; rotating reveals it and starts the next (the same client seed, nonce 0).
 */
export const seedsRepository = {
  /**
   * The member's active seed, locked for the caller's transaction (made first if the member has
   * none): every round, client seed change and rotation of a member queues on this row.
   */
  async lockActive(tx: Queryable, memberId: number, clientSeed?: string): Promise<ActiveSeed> {
    const server = newServerSeed();
    await tx.query(
      `INSERT INTO originals_seeds (member_id, server_seed, seed_hash, client_seed)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING`,
      [memberId, server, seedHash(server), clientSeed ?? newClientSeed()],
    );
    const [row] = await tx.query<SeedRow>(
      `SELECT id, server_seed, seed_hash, client_seed, nonce FROM originals_seeds
        WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE`,
      [memberId],
    );
    return toActive(row!);
  },

  async advance(tx: Queryable, seedId: number): Promise<void> {
    await tx.query('UPDATE originals_seeds SET nonce = nonce + 1 WHERE id = $1', [seedId]);
  },

  async setClientSeed(tx: Queryable, seedId: number, clientSeed: string): Promise<void> {
    await tx.query('UPDATE originals_seeds SET client_seed = $2 WHERE id = $1', [
      seedId,
      clientSeed,
    ]);
  },

  /** Reveals the (locked) active seed and opens the next, keeping the client seed. */
  async rotate(tx: Queryable, memberId: number, active: ActiveSeed): Promise<void> {
    await tx.query('UPDATE originals_seeds SET revealed_at = now() WHERE id = $1', [active.id]);
    await this.lockActive(tx, memberId, active.clientSeed);
  },

  /** What the member sees: the active seed's hash (never the seed), and the revealed ones. */
  async view(q: Queryable, memberId: number): Promise<OriginalsSeeds> {
    const rows = await q.query<SeedRow & { revealed_at: Date | null }>(
      `(SELECT id, server_seed, seed_hash, client_seed, nonce, revealed_at FROM originals_seeds
         WHERE member_id = $1 AND revealed_at IS NULL)
       UNION ALL
       (SELECT id, server_seed, seed_hash, client_seed, nonce, revealed_at FROM originals_seeds
         WHERE member_id = $1 AND revealed_at IS NOT NULL ORDER BY revealed_at DESC, id DESC
         LIMIT ${REVEALED_SHOWN})`,
      [memberId],
    );
    const active = rows.find((r) => r.revealed_at === null)!;
    return {
      seedHash: active.seed_hash,
      clientSeed: active.client_seed,
      nonce: active.nonce,
      revealed: rows
        .filter((r) => r.revealed_at !== null)
        .map((r) => ({
          seedHash: r.seed_hash,
          serverSeed: r.server_seed,
          clientSeed: r.client_seed,
          rounds: r.nonce,
          revealedAt: r.revealed_at!.toISOString(),
        })),
    };
  },
};
