import type { GameListPage } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { gamesKeys } from './keys';

export type RecentGamesQuery = QueryInput<typeof endpoints.getRecentGames>;

export const getRecentGames = (query: RecentGamesQuery, signal?: AbortSignal) =>
  apiRequest(endpoints.getRecentGames, {
    query: { clientType: '2', ...query },
    signal,
  }) as Promise<GameListPage>;

export const recentGamesKey = [...gamesKeys.member, 'recent'] as const;

export const recentGamesQueryOptions = (query: RecentGamesQuery) =>
  queryOptions({
    queryKey: [...recentGamesKey, query],
    queryFn: ({ signal }) => getRecentGames(query, signal),
    staleTime: 30_000,
  });

/** Games the member launched, newest first; the server writes them at launch. */
export function useRecentGames(query: RecentGamesQuery, enabled = true) {
  const signedIn = useIsSignedIn();
  return useQuery({
    ...recentGamesQueryOptions(query),
    enabled: enabled && signedIn,
    placeholderData: keepPreviousData,
  });
}
