import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { code, queryDecimal, queryInt } from './query-params.ts';

/**
 * Game categories (spec 1, 2.1, 9), in the order the tab bar shows them after hot and favourites
 * (spec 2.12): the list types first (spec 9 "Game list types RNG, FISH, PVP, LIVE", slots leading),
 * then the rest of spec 2.1's categories, the vendor lobbies JL and RTG last. A game's `gameType`
 * is one of these; a category screen names one in its path.
 */
export const gameCategories = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
  'JL',
  'RTG',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Spec 3 "Game item". Icons are paths under an image CDN (status `info.imageCDNs`). */
export const gameItemSchema = z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameId: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  gameClassify: z.string().nullable(),
  gameClassifyNew: z.string().nullable(),
  roomId: z.string().nullable(),
  /** 'REAL' or 'REAL,FREE'. */
  supportPlay: z.string(),
  /** 'VASSALAGE' means: open the vendor's list instead of launching (spec 3). */
  isGameH5: z.string().nullable(),
  /** 1 = free play supported. */
  freeplay: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  /** Major units with 2 decimals. */
  minBet: z.number().nonnegative(),
  minLine: z.number().int().nonnegative(),
  /** Lottery games only: 'Tradition' or 'Entertainment' (spec 4 launch rule). */
  lottoMode: z.string().nullable(),
  mobileLargeIcon: z.string(),
  mobileSmallIcon: z.string(),
  iconUrl: z.string(),
  imgUrl: z.string(),
  showIcon: z.string().nullable(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** Spec 9 "Page size 21 (games, hot games)"; larger pages are capped here. */
export const GAME_PAGE_SIZE = 21;
export const GAME_PAGE_SIZE_MAX = 200;

const pageNo = queryInt(1).default(1);
const pageSize = queryInt(1, GAME_PAGE_SIZE_MAX).default(GAME_PAGE_SIZE);

/** Client context the platforms send on every game call (spec 7); accepted, not needed here. */
const clientContext = {
  merchant: code(64).optional(),
  merchantCode: code(64).optional(),
  platform: code(16).optional(),
  language: code(8).optional(),
  clientType: code(4).optional(),
  token: code(200).optional(),
};

const gamePageSchema = z.object({
  games: z.array(gameItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

/** Favourites and recent (spec 3: "list or content, totalPages, pageNum"); `list` here. */
const gameListPageSchema = z.object({
  list: z.array(gameItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListPage = z.infer<typeof gameListPageSchema>;

export const getGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary:
    'One page of the catalogue, filtered (spec 7 "Games"): an unknown type or vendor is an empty page',
  tags: ['games'],
  query: z.object({
    ...clientContext,
    gameName: z.string().trim().max(100).optional(),
    gameType: code(16).optional(),
    vassalage: code(64).optional(),
    /** A class key, including FeatureBuy, BG (bingo) and JP (jackpot). */
    gameClassify: code(32).optional(),
    minBet: queryDecimal.optional(),
    minLine: queryInt(0).optional(),
    /** '1' = new games only. */
    isNew: z.enum(['0', '1']).optional(),
    pageNo,
    pageSize,
  }),
  value: gamePageSchema,
  auth: false,
});

export const getHotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  summary: 'The hot list in rank order; the client filters it by game type (spec 4)',
  tags: ['games'],
  query: z.object({
    ...clientContext,
    /** Spec 7: always 2 from the mobile site. */
    isPlatform: z.enum(['1', '2']).optional(),
    /** Spec 4: a refresh flag makes the client drop its HOT_GAMES copy; the server answers afresh. */
    refresh: z.enum(['0', '1', 'true', 'false']).optional(),
  }),
  value: z.object({ list: z.array(gameItemSchema) }),
  auth: false,
});

/** Spec 3 "Vendor" with its classify list (the filter popup's classes). */
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  accountTypeName: z.string(),
  gameClassify: z.array(z.object({ key: z.string(), displayName: z.string() })),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const gameVendorMappingSchema = z.object({
  /** Category -> its vendors in display order. */
  vendors: z.record(z.string(), z.array(vendorSchema)),
  /** Categories in display order, each with its vendors' codes. */
  sorting: z.array(z.object({ gameCategory: z.string(), vendorNames: z.array(z.string()) })),
});
export type GameVendorMapping = z.infer<typeof gameVendorMappingSchema>;

export const getGameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  summary:
    'Vendors per game category with their classify lists, and the category sorting list (spec 3 "Vendor mapping")',
  tags: ['games'],
  query: z.object({ ...clientContext }),
  value: gameVendorMappingSchema,
  auth: false,
});

export const getVendorGameTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  summary: 'For each game type, its vendors and their class keys (API-NOTES "Games")',
  tags: ['games'],
  query: z.object({
    typeId: code(16).optional(),
    merchant_code: code(64).optional(),
  }),
  value: z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }),
  auth: false,
});

export const getFavoriteGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary:
    "The member's favourites, newest first (spec 7; pageSize 21, or 200 on a category screen)",
  tags: ['games'],
  query: z.object({
    ...clientContext,
    gameType: code(16).optional(),
    vendor: code(64).optional(),
    pageNo,
    pageSize,
  }),
  value: gameListPageSchema,
  auth: true,
});

export const getFavoriteGameIds = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameIds',
  summary: "The node ids of all the member's favourites, as strings (spec 3)",
  tags: ['games'],
  value: z.array(z.string()),
  auth: true,
});

const favouriteTarget = z.object({
  nodeId: z
    .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()])
    .transform((v) => Number(v)),
  vendor: code(64),
});

export const addFavoriteGame = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  summary: 'Adds a favourite; a game already there is left as it is (`added: false`)',
  tags: ['games'],
  body: favouriteTarget,
  value: z.object({ added: z.boolean() }),
  auth: true,
  errors: ['game.not.found'],
});

export const removeFavoriteGame = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  summary: 'Removes a favourite (`removed: false` when it was not one)',
  tags: ['games'],
  query: favouriteTarget,
  value: z.object({ removed: z.boolean() }),
  auth: true,
});

export const getRecentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  summary: 'Games the member launched, most recent first (written at launch)',
  tags: ['games'],
  query: z.object({
    ...clientContext,
    gameType: code(16).optional(),
    vendor: code(64).optional(),
    page: pageNo,
    pageSize,
  }),
  value: gameListPageSchema,
  auth: true,
});
