import type { RouteName } from '@/shared/config/paths';
import type { GameListQuery } from '../api/get-game-list';
import { filtersFrom } from '../hooks/use-game-filters';
import { catalogueQuery } from '../hooks/use-game-pages';
import { GAME_PAGE_SIZE } from './categories';
import { screenConfigs } from './screens';

/** What a game screen's first render shows from the catalogue: the server puts it inline. */
export interface GameScreenNeeds {
  /** The category tabs (vendor mapping's sorting). */
  gameVendors: boolean;
  /** The game-list call of its first page, exactly as the screen makes it; null when none. */
  gameList: GameListQuery | null;
}

/**
 * The catalogue answers a game screen needs for its first render, worked out from the route and
 * the query alone, the way the screen does (filtersFrom, catalogueQuery), so that the inline
 * answer lands on the very query key the screen then reads.
 */
export function gameScreenNeeds(name: RouteName, search: string): GameScreenNeeds {
  const config = screenConfigs[name];
  if (!config) return { gameVendors: false, gameList: null };
  const filters = filtersFrom(new URLSearchParams(search), config);
  const catalogue = filters.dataType === 'ALL' || filters.dataType === 'NEW';
  return {
    gameVendors: true,
    gameList:
      config.view === 'games' && catalogue
        ? catalogueQuery({ ...filters, gameType: config.gameType }, 1, GAME_PAGE_SIZE)
        : null,
  };
}
