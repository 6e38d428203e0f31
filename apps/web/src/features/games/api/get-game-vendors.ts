import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { gamesKeys } from './keys';

export const getGameVendors = (signal?: AbortSignal) =>
  apiRequest(endpoints.getGameVendors, { signal });

export const gameVendorsQueryOptions = () =>
  queryOptions({
    queryKey: [...gamesKeys.catalogue, 'vendors'],
    queryFn: ({ signal }) => getGameVendors(signal),
    // The vendor mapping changes with the operator's setup, not within a visit.
    staleTime: 10 * 60_000,
  });

/** Vendors per category (with their classes) and the category order (spec 3 "Vendor mapping"). */
export const useGameVendors = () => useQuery(gameVendorsQueryOptions());
