import type { GameItem } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { GAME_ITEM_COLUMNS, toGameItem, type GameItemRow } from './game-items.ts';

/** The game list's filters (spec 2.12 "Reusable game list", 7 "Game list"), already validated. */
export interface GameListFilter {
  gameName?: string | undefined;
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  minBet?: number | undefined;
  minLine?: number | undefined;
  isNew?: boolean | undefined;
  pageNo: number;
  pageSize: number;
}

export interface VendorRow {
  code: string;
  displayName: string;
  categories: string[];
  classifies: { key: string; displayName: string }[];
}

/** For each game type, its vendors (in vendor order) and their class keys. */
export interface TypeVendorClasses {
  gameType: string;
  vassalage: string;
  classify: string | null;
}

/**
 * JL and RTG are categories of their own (spec 2.1) but no game has them as its type: they are
 * the lobbies of vendors that list them among their categories (JILI, RTG), whatever the type.
 */
export const VENDOR_LOBBIES: ReadonlySet<string> = new Set(['JL', 'RTG']);

/**
 * A WHERE fragment for "games of this category", with its parameter appended to `params`. Used by
 * every list that filters by game type (catalogue, favourites), so that they agree on JL and RTG.
 */
export function gameTypeCondition(gameType: string, params: unknown[]): string {
  params.push(gameType);
  const p = `$${params.length}`;
  return VENDOR_LOBBIES.has(gameType)
    ? `g.vassalage IN (SELECT code FROM game_vendors WHERE ${p} = ANY (categories))`
    : `g.game_type = ${p}`;
}

/** LIKE pattern for a substring: the user's % and _ (and \, the escape) match themselves. */
export const substringPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

// Display order of the game list (listGames): the vendors' own rankings interleaved (each
// vendor's first game, then each one's second, ...), vendors in their order, node id as the
// tiebreak that makes pages stable.

/** The hot list is small by nature; the cap keeps a mistaken flag on many rows from flooding it. */
const HOT_LIST_MAX = 500;

function listConditions(f: GameListFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.gameType) where.push(gameTypeCondition(f.gameType, params));
  if (f.vassalage) add((p) => `g.vassalage = ${p}`, f.vassalage);
  if (f.gameClassify) add((p) => `g.game_classify = ${p}`, f.gameClassify);
  if (f.isNew) where.push('g.is_new');
  // "Minimum bet" and "minimum line" are floors the player sets (spec 2.12): games whose own
  // minimum is at least that much. Text, so that 0.10 compares as numeric without float error.
  if (f.minBet !== undefined) add((p) => `g.min_bet >= ${p}::numeric`, f.minBet.toFixed(2));
  if (f.minLine !== undefined) add((p) => `g.min_line >= ${p}`, f.minLine);
  // Case-insensitive: both sides lower-cased, which the trigram index on lower(name) serves.
  if (f.gameName) add((p) => `lower(g.name) LIKE lower(${p})`, substringPattern(f.gameName));
  return where;
}

export function createCatalogueRepository(db: Queryable) {
  return {
    /**
     * One page and the number of games matching in all; a page past the end is empty. One round
     * trip: the matches are gathered narrow (id and sort keys), counted and sorted, and only the
     * page's rows are read in full; the count's row is there even when the page is empty.
     */
    async listGames(f: GameListFilter): Promise<{ games: GameItem[]; totalCount: number }> {
      const params: unknown[] = [];
      const where = listConditions(f, params);
      const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const rows = await db.query<GameItemRow & { total_count: number }>(
        `WITH m AS MATERIALIZED (
           SELECT g.node_id, g.sort_order, v.sort_order AS vendor_order
             FROM games g JOIN game_vendors v ON v.code = g.vassalage ${whereSql}),
         page AS (
           SELECT * FROM m ORDER BY sort_order, vendor_order, node_id
            LIMIT $${params.length + 1} OFFSET $${params.length + 2})
         SELECT t.n AS total_count, ${GAME_ITEM_COLUMNS}
           FROM (SELECT count(*) AS n FROM m) t
           LEFT JOIN (page p JOIN games g ON g.node_id = p.node_id) ON true
          ORDER BY p.sort_order, p.vendor_order, p.node_id`,
        [...params, f.pageSize, (f.pageNo - 1) * f.pageSize],
      );
      const totalCount = rows[0]?.total_count ?? 0;
      // Null columns: the count's row alone, no game on this page.
      return { games: rows.filter((r) => r.node_id !== null).map(toGameItem), totalCount };
    },

    async hotGames(): Promise<GameItem[]> {
      const rows = await db.query<GameItemRow>(
        `SELECT ${GAME_ITEM_COLUMNS} FROM games g WHERE g.is_hot
          ORDER BY g.hot_rank NULLS LAST, g.node_id LIMIT ${HOT_LIST_MAX}`,
      );
      return rows.map(toGameItem);
    },

    /** Every vendor in display order, with its categories and classify list. */
    async vendors(): Promise<VendorRow[]> {
      const rows = await db.query<{
        code: string;
        display_name: string;
        categories: string[];
        classifies: { key: string; displayName: string }[];
      }>(
        'SELECT code, display_name, categories, classifies FROM game_vendors ORDER BY sort_order, code',
      );
      return rows.map((r) => ({
        code: r.code,
        displayName: r.display_name,
        categories: r.categories,
        classifies: r.classifies,
      }));
    },

    /** Distinct (type, vendor, class) of the games, vendors in display order. */
    async typeVendorClasses(): Promise<TypeVendorClasses[]> {
      const rows = await db.query<{
        game_type: string;
        vassalage: string;
        game_classify: string | null;
      }>(
        `SELECT g.game_type, g.vassalage, g.game_classify
           FROM games g JOIN game_vendors v ON v.code = g.vassalage
          GROUP BY g.game_type, g.vassalage, g.game_classify, v.sort_order
          ORDER BY v.sort_order, g.vassalage, g.game_type`,
      );
      return rows.map((r) => ({
        gameType: r.game_type,
        vassalage: r.vassalage,
        classify: r.game_classify,
      }));
    },

    /**
     * Development switch (PUT /dev/game): renames a game or flips its hot and new flags. A game
     * made hot goes to the end of the hot list; one made not hot leaves it. Null: no such game.
     * The caller publishes CATALOGUE_TOPIC after this has committed.
     */
    async updateGame(
      nodeId: number,
      change: {
        name?: string | undefined;
        isHot?: boolean | undefined;
        isNew?: boolean | undefined;
      },
    ): Promise<{ game: GameItem; isHot: boolean; hotRank: number | null } | null> {
      // In SET, columns are the old row: a game already hot keeps its rank.
      const [row] = await db.query<GameItemRow & { is_hot: boolean; hot_rank: number | null }>(
        `UPDATE games g SET
            name = COALESCE($2, g.name),
            is_new = COALESCE($3, g.is_new),
            is_hot = COALESCE($4, g.is_hot),
            hot_rank = CASE WHEN $4::boolean IS NULL OR ($4 AND g.is_hot) THEN g.hot_rank
                            WHEN $4 THEN (SELECT COALESCE(max(hot_rank), 0) + 1 FROM games)
                            ELSE NULL END
          WHERE g.node_id = $1
          RETURNING ${GAME_ITEM_COLUMNS}, g.is_hot, g.hot_rank`,
        [nodeId, change.name ?? null, change.isNew ?? null, change.isHot ?? null],
      );
      if (!row) return null;
      return { game: toGameItem(row), isHot: row.is_hot, hotRank: row.hot_rank };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
