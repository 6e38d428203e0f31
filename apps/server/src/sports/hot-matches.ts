import type { GameItem, HotMatch } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { GAME_ITEM_COLUMNS, toGameItem, type GameItemRow } from '../catalogue/game-items.ts';
import type { Fixture } from '../demo/sports-fixtures.ts';

/**
 * Where hot matches come from: the demo's seeded fixtures in demo mode; a real sports feed plugs
 * in here behind the same signature. Without one, the list is empty.
 */
export type FixtureFeed = (now: number, size: number) => Fixture[];
export const noFixtures: FixtureFeed = () => [];

/** The catalogue's sports lobbies (one per sports vendor, spec 2.5 "SPORTS shows a vendor list"). */
export async function sportsLobbies(q: Queryable): Promise<GameItem[]> {
  const rows = await q.query<GameItemRow>(
    `SELECT ${GAME_ITEM_COLUMNS} FROM games g WHERE g.game_type = 'SPORTS'
      ORDER BY g.vassalage, g.sort_order, g.node_id`,
  );
  // The first game of each vendor is its lobby.
  const byVendor = new Map<string, GameItem>();
  for (const row of rows)
    if (!byVendor.has(row.vassalage)) byVendor.set(row.vassalage, toGameItem(row));
  return [...byVendor.values()];
}

/** The feed's fixtures, each with the lobby of the vendor that offers it (none: not listed). */
export function hotMatches(
  feed: FixtureFeed,
  lobbies: readonly GameItem[],
  now: number,
  size: number,
): HotMatch[] {
  if (lobbies.length === 0) return [];
  return feed(now, size).map(({ vendorSlot, ...f }) => ({
    ...f,
    game: lobbies[vendorSlot % lobbies.length]!,
  }));
}
