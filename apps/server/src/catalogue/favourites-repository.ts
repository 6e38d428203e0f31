import type { GameItem } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { gameTypeCondition } from './catalogue-repository.ts';
import { GAME_ITEM_COLUMNS, toGameItem, type GameItemRow } from './game-items.ts';

export interface FavouritesFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** What adding a favourite did; `unknown` when no game has that node id and vendor. */
export type AddOutcome = 'added' | 'present' | 'unknown';

/** Spec 4 "Favourites": per member, newest first. Not cached: each member has their own. */
export function createFavouritesRepository(db: Queryable) {
  return {
    async list(
      memberId: number,
      f: FavouritesFilter,
    ): Promise<{ games: GameItem[]; totalCount: number }> {
      const params: unknown[] = [memberId];
      const where = ['f.member_id = $1'];
      if (f.gameType) where.push(gameTypeCondition(f.gameType, params));
      if (f.vendor) {
        params.push(f.vendor);
        where.push(`g.vassalage = $${params.length}`);
      }
      const from = `FROM favourite_games f JOIN games g ON g.node_id = f.node_id
        WHERE ${where.join(' AND ')}`;
      const offset = (f.pageNo - 1) * f.pageSize;
      const rows = await db.query<GameItemRow & { total_count: number }>(
        `SELECT count(*) OVER () AS total_count, ${GAME_ITEM_COLUMNS} ${from}
          ORDER BY f.created_at DESC, f.node_id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, f.pageSize, offset],
      );
      if (rows.length > 0) return { games: rows.map(toGameItem), totalCount: rows[0]!.total_count };
      if (offset === 0) return { games: [], totalCount: 0 };
      const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n ${from}`, params);
      return { games: [], totalCount: count?.n ?? 0 };
    },

    /** Every favourite's node id, as text (spec 3 "Favourite ids are strings"), newest first. */
    async ids(memberId: number): Promise<string[]> {
      const rows = await db.query<{ node_id: string }>(
        `SELECT node_id::text AS node_id FROM favourite_games WHERE member_id = $1
          ORDER BY created_at DESC, node_id DESC`,
        [memberId],
      );
      return rows.map((r) => r.node_id);
    },

    /** The game must exist under that vendor: a client cannot favourite a made-up pair. */
    async add(memberId: number, nodeId: number, vendor: string): Promise<AddOutcome> {
      const [row] = await db.query<{ known: boolean; added: boolean }>(
        `WITH game AS (SELECT node_id FROM games WHERE node_id = $2 AND vassalage = $3),
              ins AS (INSERT INTO favourite_games (member_id, node_id)
                      SELECT $1, node_id FROM game
                      ON CONFLICT (member_id, node_id) DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM game) AS known, EXISTS (SELECT 1 FROM ins) AS added`,
        [memberId, nodeId, vendor],
      );
      if (!row?.known) return 'unknown';
      return row.added ? 'added' : 'present';
    },

    /**
     * By node id alone: the vendor the client sends adds nothing to "which favourite", and a game
     * moved to another vendor code must still be removable.
     */
    async remove(memberId: number, nodeId: number): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2 RETURNING 1',
        [memberId, nodeId],
      );
      return rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
