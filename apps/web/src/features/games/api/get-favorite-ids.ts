import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { gamesKeys } from './keys';

export const getFavoriteIds = (signal?: AbortSignal): Promise<string[]> =>
  apiRequest(endpoints.getFavoriteGameIds, { signal });

export const favoriteIdsKey = [...gamesKeys.member, 'favouriteIds'] as const;

export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => getFavoriteIds(signal),
    staleTime: 60_000,
  });

/** Node ids (strings, spec 3) of the member's favourites: which tiles show a filled heart. */
export function useFavoriteIds() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: signedIn });
}
