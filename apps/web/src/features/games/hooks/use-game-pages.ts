import type { GameItem } from '@app/contract';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { favoriteGamesQueryOptions } from '../api/get-favorite-games';
import { gameListQueryOptions, type GameListQuery } from '../api/get-game-list';
import { hotGamesQueryOptions } from '../api/get-hot-games';
import { recentGamesQueryOptions } from '../api/get-recent-games';
import type { DataType } from '../lib/categories';

/** What a game list shows: the spec 4 filters and the data type (spec 9 "Game select types"). */
export interface GameSource {
  dataType: DataType;
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLine?: string | undefined;
}

export interface GamePageView {
  games: GameItem[];
  totalPages: number;
}

type PageOptions = UseQueryOptions<unknown, Error, GamePageView, readonly unknown[]>;
const opt = (v: string | undefined) => v || undefined;

/** Spec 4: "Hot games come from a loaded hot list filtered by game type", here also by name. */
function hotPage(list: GameItem[], s: GameSource, page: number, size: number): GamePageView {
  const name = s.gameName?.trim().toLowerCase() ?? '';
  const games = list.filter(
    (g) =>
      (!s.gameType || g.gameType === s.gameType) &&
      (!s.vassalage || g.vassalage === s.vassalage) &&
      (!name || g.displayName.toLowerCase().includes(name)),
  );
  return {
    games: games.slice((page - 1) * size, page * size),
    totalPages: Math.ceil(games.length / size),
  };
}

/** The game-list call for one page of a catalogue source (data type ALL or NEW). */
export const catalogueQuery = (s: GameSource, page: number, size: number): GameListQuery => ({
  gameType: opt(s.gameType),
  vassalage: opt(s.vassalage),
  gameClassify: opt(s.gameClassify),
  gameName: opt(s.gameName?.trim()),
  minBet: opt(s.minBet),
  minLine: opt(s.minLine),
  isNew: s.dataType === 'NEW' ? '1' : undefined,
  pageNo: String(page),
  pageSize: String(size),
});

function pageOptions(s: GameSource, page: number, size: number, signedIn: boolean): PageOptions {
  const pageSize = String(size);
  if (s.dataType === 'HOT')
    return {
      ...hotGamesQueryOptions(),
      select: (list) => hotPage(list as GameItem[], s, page, size),
    } as PageOptions;
  if (s.dataType === 'FAV' || s.dataType === 'RECENT') {
    const where = { gameType: opt(s.gameType), vendor: opt(s.vassalage), pageSize };
    const base =
      s.dataType === 'FAV'
        ? favoriteGamesQueryOptions({ ...where, pageNo: String(page) })
        : recentGamesQueryOptions({ ...where, page: String(page) });
    return {
      ...base,
      enabled: signedIn,
      select: (p: { list: GameItem[]; totalPages: number }) => ({
        games: p.list,
        totalPages: p.totalPages,
      }),
    } as PageOptions;
  }
  return {
    ...gameListQueryOptions(catalogueQuery(s, page, size)),
    select: (p: { games: GameItem[]; totalPages: number }) => ({
      games: p.games,
      totalPages: p.totalPages,
    }),
  } as PageOptions;
}

/**
 * Pages 1..`count` of a source ('append' mode), or the one page `page` ('pages' mode), joined
 * into one list. Each page is its own cached query, so going back to a page shows it at once.
 */
export function useGamePages(source: GameSource, pages: number[], pageSize: number) {
  const signedIn = useIsSignedIn();
  const results = useQueries({
    queries: pages.map((page) => pageOptions(source, page, pageSize, signedIn)),
  });
  const last = results[results.length - 1];
  return {
    games: results.flatMap((r) => r.data?.games ?? []),
    totalPages: last?.data?.totalPages ?? 0,
    /** No page shown yet, or the newest page still coming: the skeleton's cue. */
    loading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    error: results.find((r) => r.isError)?.error ?? null,
    retry: () => results.forEach((r) => r.isError && void r.refetch()),
  };
}
