import { paths } from '@/shared/config/paths';

/** Spec 2.1: the routes of the game categories' screens (all without a required query). */
const categoryRoutes = {
  RNG: 'slotGames',
  LIVE: 'liveGames',
  FISH: 'fishingGames',
  PVP: 'pokerGames',
  SPORTS: 'sportGames',
  ESPORTS: 'esportGames',
  LOTT: 'lott',
  ELOTT: 'elott',
  COCKFIGHT: 'cockfight',
  INHOUSE: 'inHouse',
  JL: 'jiliGames',
  RTG: 'rtgGames',
} as const;

/** The path of a category's screen, or null for a category without one. */
export const categoryHref = (category: string): string | null => {
  const name = categoryRoutes[category as keyof typeof categoryRoutes];
  return name ? paths[name].href() : null;
};

/** Categories whose screen lists vendors rather than games (spec 2.5: SPORTS shows a vendor list). */
export const vendorCategories = new Set([
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
]);

/** Vendor lobbies that launch as one game instead of opening a list (spec 2.5, 2.12). */
export const lobbyCategories = new Set(['SPORTS', 'ESPORTS']);

/** Spec 2.12: "A search popup opens for categories other than lottery." */
export const isLottery = (category: string) => category === 'LOTT' || category === 'ELOTT';

/** Spec 9 "Game select types". */
export const dataTypes = ['ALL', 'FAV', 'HOT', 'RECENT', 'NEW', 'SEARCH'] as const;
export type DataType = (typeof dataTypes)[number];
export const isDataType = (v: string | null): v is DataType => dataTypes.includes(v as DataType);

/**
 * Spec 9 "Page size 21 (games, hot games)". The contract's GAME_PAGE_SIZE says the same; it is not
 * imported so that the first screen's bundle does not pull in the games schema module.
 */
export const GAME_PAGE_SIZE = 21;
