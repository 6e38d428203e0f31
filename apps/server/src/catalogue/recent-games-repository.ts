import type { GameListPage } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { GAME_ITEM_COLUMNS, toGameItem, type GameItemRow } from './game-items.ts';

export interface RecentQuery {
  gameType?: string | undefined;
  vendor?: string | undefined;
  page: number;
  pageSize: number;
}

/** Spec 7 "Recent": the games a member launched, one row per game, newest launch first. */
export function createRecentGamesRepository(db: Queryable) {
  return {
    /** A launch moves the game to the top (clock_timestamp: two launches in one ms still order). */
    async touch(memberId: number, nodeId: number): Promise<void> {
      await db.query(
        `INSERT INTO recent_games (member_id, node_id, launched_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = EXCLUDED.launched_at`,
        [memberId, nodeId],
      );
    },

    async page(memberId: number, q: RecentQuery): Promise<GameListPage> {
      const rows = await db.query<GameItemRow & { total: number }>(
        `SELECT ${GAME_ITEM_COLUMNS}, count(*) OVER () AS total
           FROM recent_games r JOIN games g ON g.node_id = r.node_id
          WHERE r.member_id = $1
            AND ($2::text IS NULL OR g.game_type = $2)
            AND ($3::text IS NULL OR g.vassalage = $3)
          ORDER BY r.launched_at DESC, g.node_id
          LIMIT $4 OFFSET $5`,
        [memberId, q.gameType || null, q.vendor || null, q.pageSize, (q.page - 1) * q.pageSize],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the count.
        const [c] = await db.query<{ n: number }>(
          `SELECT count(*) AS n FROM recent_games r JOIN games g ON g.node_id = r.node_id
            WHERE r.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)
              AND ($3::text IS NULL OR g.vassalage = $3)`,
          [memberId, q.gameType || null, q.vendor || null],
        );
        total = c?.n ?? 0;
      }
      return {
        list: rows.map(toGameItem),
        pageNum: q.page,
        totalPages: Math.ceil(total / q.pageSize),
        totalCount: total,
      };
    },
  };
}

export type RecentGamesRepository = ReturnType<typeof createRecentGamesRepository>;
