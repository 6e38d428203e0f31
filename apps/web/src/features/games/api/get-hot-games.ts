import type { GameItem } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { storage, storageKeys } from '@/shared/lib/storage';
import { gamesKeys } from './keys';

/**
 * Spec 4 "Hot games cached in session storage (HOT_GAMES), written only when non-empty; a refresh
 * flag clears it." The copy spares the call on every tab switch within one browser session.
 */
export async function getHotGames(refresh = false, signal?: AbortSignal): Promise<GameItem[]> {
  if (refresh) storage.remove(storageKeys.hotGames);
  const cached = storage.get(storageKeys.hotGames) as GameItem[] | null;
  if (cached && cached.length > 0) return cached;
  const { list } = await apiRequest(endpoints.getHotGames, {
    query: { isPlatform: '2', platform: 'html5', ...(refresh ? { refresh: '1' } : {}) },
    signal,
  });
  if (list.length > 0) storage.set(storageKeys.hotGames, list);
  return list;
}

export const hotGamesQueryOptions = () =>
  queryOptions({
    queryKey: [...gamesKeys.catalogue, 'hot'],
    queryFn: ({ signal }) => getHotGames(false, signal),
    staleTime: 5 * 60_000,
  });

/** The whole hot list in rank order; screens filter it by game type (spec 4). */
export const useHotGames = () => useQuery(hotGamesQueryOptions());

/** Spec 4 refresh flag: drops the session copy and asks the server afresh (e.g. pull to refresh). */
export const refreshHotGames = (queryClient: QueryClient) =>
  queryClient.fetchQuery({
    ...hotGamesQueryOptions(),
    queryFn: ({ signal }) => getHotGames(true, signal),
    staleTime: 0,
  });
