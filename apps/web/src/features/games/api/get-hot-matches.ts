import type { HotMatch } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { gamesKeys } from './keys';

/** Matches the hot-match view lists. */
export const HOT_MATCHES_SHOWN = 8;

export const getHotMatches = (signal?: AbortSignal): Promise<HotMatch[]> =>
  apiRequest(endpoints.getHotMatches, { query: { size: String(HOT_MATCHES_SHOWN) }, signal }).then(
    (v) => v.list,
  );

export const hotMatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...gamesKeys.catalogue, 'hot-matches'],
    queryFn: ({ signal }) => getHotMatches(signal),
    // A live match's status and the next kick-offs move by the minute.
    staleTime: 60_000,
  });

/** Spec 2.5 hot matches: live ones first, then the next to kick off. */
export const useHotMatches = () => useQuery(hotMatchesQueryOptions());
