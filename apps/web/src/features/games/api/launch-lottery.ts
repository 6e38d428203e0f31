import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type LaunchLotteryQuery = QueryInput<typeof endpoints.launchLottery>;

/** A lottery lobby or game URL with its prize mode and play type (spec 4, 7). */
export const launchLottery = (query: LaunchLotteryQuery) =>
  apiRequest(endpoints.launchLottery, { query });

/**
 * The lottery launch page (/m/launchGame) asks once per visit: no caching and no retry, since a
 * launch URL is single-use.
 */
export const launchLotteryQueryOptions = (query: LaunchLotteryQuery) =>
  queryOptions({
    queryKey: ['games', 'launchLottery', query],
    queryFn: () => launchLottery(query),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

export const useLaunchLottery = (query: LaunchLotteryQuery, enabled: boolean) =>
  useQuery({ ...launchLotteryQueryOptions(query), enabled });
