import type { Queryable } from '../platform/db/db.ts';
import type { LaunchGame } from '../vendors/adapter.ts';

export interface Vendor {
  code: string;
  displayName: string;
  categories: string[];
  classifies: { key: string; displayName: string }[];
  sortOrder: number;
}

export interface Game {
  nodeId: number;
  gameId: string;
  vassalage: string;
  name: string;
  gameType: string;
  gameClassify: string | null;
  gameClassifyNew: string | null;
  isNew: boolean;
  isHot: boolean;
  hotRank: number | null;
  /** Major units with 2 decimals, as text so that it survives both drivers unchanged. */
  minBet: string;
  minLine: number;
  freeplay: 0 | 1;
  supportPlay: string;
  isGameH5: string | null;
  icon: string;
  sortOrder: number;
}

const LAUNCH_COLUMNS = `node_id AS "nodeId", game_id AS "gameId", vassalage AS vendor, name,
  game_type AS "gameType", freeplay`;

export function createGamesRepository(db: Queryable) {
  return {
    async insertVendors(vendors: readonly Vendor[]): Promise<void> {
      if (vendors.length === 0) return;
      await db.query(
        `INSERT INTO game_vendors (code, display_name, categories, classifies, sort_order)
         SELECT x.code, x."displayName", x.categories, x.classifies, x."sortOrder"
           FROM jsonb_to_recordset($1::jsonb) AS x(code text, "displayName" text,
                categories text[], classifies jsonb, "sortOrder" integer)
         ON CONFLICT (code) DO NOTHING`,
        [JSON.stringify(vendors)],
      );
    },

    /** One statement per call: thousands of rows travel as one JSON parameter. */
    async insertGames(games: readonly Game[]): Promise<void> {
      if (games.length === 0) return;
      await db.query(
        `INSERT INTO games (node_id, game_id, vassalage, name, game_type, game_classify,
           game_classify_new, is_new, is_hot, hot_rank, min_bet, min_line, freeplay, support_play,
           is_game_h5, icon, sort_order)
         SELECT x."nodeId", x."gameId", x.vassalage, x.name, x."gameType", x."gameClassify",
                x."gameClassifyNew", x."isNew", x."isHot", x."hotRank", x."minBet", x."minLine",
                x.freeplay, x."supportPlay", x."isGameH5", x.icon, x."sortOrder"
           FROM jsonb_to_recordset($1::jsonb) AS x("nodeId" bigint, "gameId" text,
                vassalage text, name text, "gameType" text, "gameClassify" text,
                "gameClassifyNew" text, "isNew" boolean, "isHot" boolean, "hotRank" integer,
                "minBet" numeric, "minLine" integer, freeplay smallint, "supportPlay" text,
                "isGameH5" text, icon text, "sortOrder" integer)
         ON CONFLICT (node_id) DO NOTHING`,
        [JSON.stringify(games)],
      );
    },

    /** A game to launch: by node id and vendor (any case), else null. */
    async forLaunch(nodeId: number, vendor: string): Promise<LaunchGame | null> {
      const [game] = await db.query<LaunchGame>(
        `SELECT ${LAUNCH_COLUMNS} FROM games WHERE node_id = $1 AND lower(vassalage) = lower($2)`,
        [nodeId, vendor],
      );
      return game ?? null;
    },

    /** A vendor's lottery game by its code; for its lobby, the vendor's first lottery game. */
    async lotteryForLaunch(
      vendor: string,
      gameCode: string,
      lobby: boolean,
    ): Promise<LaunchGame | null> {
      const [game] = await db.query<LaunchGame>(
        `SELECT ${LAUNCH_COLUMNS} FROM games
          WHERE lower(vassalage) = lower($1) AND game_type IN ('LOTT', 'ELOTT')
            AND ($2 OR game_id = $3)
          ORDER BY sort_order, node_id LIMIT 1`,
        [vendor, lobby, gameCode],
      );
      return game ?? null;
    },

    async gameName(nodeId: number): Promise<string | null> {
      const [row] = await db.query<{ name: string }>('SELECT name FROM games WHERE node_id = $1', [
        nodeId,
      ]);
      return row?.name ?? null;
    },

    async vendorName(code: string): Promise<string | null> {
      const [row] = await db.query<{ display_name: string }>(
        'SELECT display_name FROM game_vendors WHERE code = $1',
        [code],
      );
      return row?.display_name ?? null;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
