import type { JackpotPool } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { gamesKeys } from './keys';

/** How often the widget reads the pool again; it counts up at the pool's pace in between. */
export const JACKPOT_POLL_MS = 30_000;

export const getJackpotPool = (signal?: AbortSignal): Promise<JackpotPool> =>
  apiRequest(endpoints.getJackpotPool, { signal });

export const jackpotPoolQueryOptions = () =>
  queryOptions({
    queryKey: [...gamesKeys.catalogue, 'jackpot'],
    queryFn: ({ signal }) => getJackpotPool(signal),
    staleTime: JACKPOT_POLL_MS,
    refetchInterval: JACKPOT_POLL_MS,
  });

/** The home's jackpot pool (spec 2.5), read again every 30 s while on screen. */
export const useJackpotPool = () => useQuery(jackpotPoolQueryOptions());
