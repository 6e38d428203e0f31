import type { getOriginalsSeeds, ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { originalsKeys } from './keys';

export type Seeds = ValueOf<typeof getOriginalsSeeds>;

/** The member's active seed hash, client seed and nonce, and the revealed seeds. */
export const getSeeds = (signal?: AbortSignal): Promise<Seeds> =>
  apiRequest(endpoints.getOriginalsSeeds, { signal });

export const seedsQueryOptions = () =>
  queryOptions({ queryKey: originalsKeys.seeds, queryFn: ({ signal }) => getSeeds(signal) });

export const useSeeds = () => useQuery(seedsQueryOptions());
