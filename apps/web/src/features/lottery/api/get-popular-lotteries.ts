import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

/** The games most bet on, each with its latest result (the home's lottery history). */
export const getPopularLotteries = (signal?: AbortSignal) =>
  apiRequest(endpoints.getPopularLotteries, { signal });

export const popularLotteriesQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.popular,
    queryFn: ({ signal }) => getPopularLotteries(signal),
    select: (value) => value.games,
    // A one-minute game draws every minute: the widget follows it.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const usePopularLotteries = () => useQuery(popularLotteriesQueryOptions());
