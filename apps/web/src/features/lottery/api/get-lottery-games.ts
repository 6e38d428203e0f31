import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';
import { pageAnswers } from './page-answers';

/** The merchant's lottery games with their schedules and limits (the lobby's cards). */
export const getLotteryGames = (signal?: AbortSignal) =>
  apiRequest(endpoints.getLotteryGames, { signal });

export const lotteryGamesQueryOptions = () => {
  // The lobby's page carries the answer (contract `BootData.lottery`).
  const page = pageAnswers();
  return queryOptions({
    queryKey: lotteryKeys.games,
    queryFn: ({ signal }) => getLotteryGames(signal),
    select: (value) => value.games,
    staleTime: 5 * 60_000,
    initialData: page?.lottery.games,
    initialDataUpdatedAt: page?.at,
  });
};

export const useLotteryGames = () => useQuery(lotteryGamesQueryOptions());
