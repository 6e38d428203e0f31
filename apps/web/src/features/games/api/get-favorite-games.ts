import type { GameListPage } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { gamesKeys } from './keys';

export type FavoriteGamesQuery = QueryInput<typeof endpoints.getFavoriteGames>;

export const getFavoriteGames = (query: FavoriteGamesQuery, signal?: AbortSignal) =>
  apiRequest(endpoints.getFavoriteGames, { query, signal }) as Promise<GameListPage>;

export const favoriteGamesKey = [...gamesKeys.member, 'favourites'] as const;

export const favoriteGamesQueryOptions = (query: FavoriteGamesQuery) =>
  queryOptions({
    queryKey: [...favoriteGamesKey, query],
    queryFn: ({ signal }) => getFavoriteGames(query, signal),
    staleTime: 30_000,
  });

/** A member's favourites page; a visitor has none (the screen sends them to /m/login, spec 6). */
export function useFavoriteGames(query: FavoriteGamesQuery, enabled = true) {
  const signedIn = useIsSignedIn();
  return useQuery({
    ...favoriteGamesQueryOptions(query),
    enabled: enabled && signedIn,
    placeholderData: keepPreviousData,
  });
}
