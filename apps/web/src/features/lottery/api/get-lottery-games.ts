import { queryOptions, useQuery } from '@tanstack/react-query';
import { readBootData } from '@/shared/api/boot-data';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

/** The merchant's lottery games with their schedules and limits (the lobby's cards). */
export const getLotteryGames = (signal?: AbortSignal) =>
  apiRequest(endpoints.getLotteryGames, { signal });

export const lotteryGamesQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.games,
    queryFn: ({ signal }) => getLotteryGames(signal),
    select: (value) => value.games,
    staleTime: 5 * 60_000,
    // The lobby's page carries the answer (contract `BootData.lottery`).
    initialData: () => readBootData()?.lottery?.games,
  });

export const useLotteryGames = () => useQuery(lotteryGamesQueryOptions());
