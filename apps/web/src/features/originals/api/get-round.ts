import type { getOriginalsRound, ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { originalsKeys } from './keys';

export type Round = ValueOf<typeof getOriginalsRound>;

/** One round, public: its outcome, and its server seed once the member rotated. */
export const getRound = (ref: string, signal?: AbortSignal): Promise<Round> =>
  apiRequest(endpoints.getOriginalsRound, { query: { ref }, signal });

export const roundQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: originalsKeys.round(ref),
    queryFn: ({ signal }) => getRound(ref, signal),
    retry: false,
  });

export const useRound = (ref: string) =>
  useQuery({ ...roundQueryOptions(ref), enabled: ref !== '' });
