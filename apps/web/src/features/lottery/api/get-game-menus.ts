import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

/** One game with its plays (by play type) and their odds per prize mode: the game screen's base. */
export const getGameMenus = (gameId: string, signal?: AbortSignal) =>
  apiRequest(endpoints.getLotteryGameMenus, { query: { gameId }, signal });

export const gameMenusQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: lotteryKeys.menus(gameId),
    queryFn: ({ signal }) => getGameMenus(gameId, signal),
    staleTime: 5 * 60_000,
  });

export const useGameMenus = (gameId: string) => useQuery(gameMenusQueryOptions(gameId));
