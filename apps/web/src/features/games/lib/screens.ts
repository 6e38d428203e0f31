import type { RouteName } from '@/shared/config/paths';
import type { DataType } from './categories';

/**
 * What each path of the game-list family shows (spec 2.1, 2.12). `tab` is the tab bar's current
 * entry; `fixed` filters come from the path itself and are not offered as choices.
 */
export interface ScreenConfig {
  tab: string;
  view: 'games' | 'vendors' | 'centre';
  gameType?: string;
  dataType?: DataType;
  fixed?: { vassalage?: string; gameClassify?: string };
}

export const screenConfigs: Partial<Record<RouteName, ScreenConfig>> = {
  hotGames: { tab: 'HOT', view: 'games', dataType: 'HOT' },
  favGames: { tab: 'FAV', view: 'games', dataType: 'FAV' },
  recentGames: { tab: 'RECENT', view: 'games', dataType: 'RECENT' },
  searchGames: { tab: 'SEARCH', view: 'games', dataType: 'SEARCH' },
  slotGames: { tab: 'RNG', view: 'games', gameType: 'RNG' },
  liveGames: { tab: 'LIVE', view: 'games', gameType: 'LIVE' },
  fishingGames: { tab: 'FISH', view: 'games', gameType: 'FISH' },
  pokerGames: { tab: 'PVP', view: 'games', gameType: 'PVP' },
  jiliGames: { tab: 'JL', view: 'games', fixed: { vassalage: 'JILI' } },
  rtgGames: { tab: 'RTG', view: 'games', fixed: { vassalage: 'RTG' } },
  jackpots: { tab: 'RNG', view: 'games', fixed: { gameClassify: 'JP' } },
  bingo: { tab: 'RNG', view: 'games', fixed: { gameClassify: 'BG' } },
  sportGames: { tab: 'SPORTS', view: 'vendors', gameType: 'SPORTS' },
  esportGames: { tab: 'ESPORTS', view: 'vendors', gameType: 'ESPORTS' },
  lott: { tab: 'LOTT', view: 'vendors', gameType: 'LOTT' },
  elott: { tab: 'ELOTT', view: 'vendors', gameType: 'ELOTT' },
  cockfight: { tab: 'COCKFIGHT', view: 'vendors', gameType: 'COCKFIGHT' },
  // Issue 23: the three in-house games themselves (one vendor: no vendor list to pick from).
  inHouse: { tab: 'INHOUSE', view: 'games', gameType: 'INHOUSE' },
  slotsCenter: { tab: 'RNG', view: 'vendors', gameType: 'RNG' },
  gameCenter: { tab: 'HOT', view: 'centre' },
};
