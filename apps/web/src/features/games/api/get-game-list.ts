import type { GamePage } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { gamesKeys } from './keys';

/** Spec 7 "Game list GET": filters as strings, the way the query string carries them. */
export type GameListQuery = QueryInput<typeof endpoints.getGameList>;

export const getGameList = (query: GameListQuery, signal?: AbortSignal): Promise<GamePage> =>
  apiRequest(endpoints.getGameList, {
    // Spec 7: the mobile site always says platform html5 and client type 2.
    query: { platform: 'html5', clientType: '2', ...query },
    signal,
  });

export const gameListQueryOptions = (query: GameListQuery) =>
  queryOptions({
    queryKey: [...gamesKeys.catalogue, 'list', query],
    queryFn: ({ signal }) => getGameList(query, signal),
    staleTime: 60_000,
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not collapse. */
export const useGameList = (query: GameListQuery, enabled = true) =>
  useQuery({ ...gameListQueryOptions(query), enabled, placeholderData: keepPreviousData });
