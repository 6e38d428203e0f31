import type { ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type BonusGrants = ValueOf<typeof endpoints.getBonusGrants>;
export type BonusGrant = BonusGrants['grants'][number];

export const bonusGrantsKey = ['wallet', 'bonus-grants'] as const;

export const getBonusGrants = (signal?: AbortSignal): Promise<BonusGrants> =>
  apiRequest(endpoints.getBonusGrants, { signal });

/** The member's bonuses and the valid turnover each still needs before a withdrawal. */
export const bonusGrantsQueryOptions = () =>
  queryOptions({
    queryKey: bonusGrantsKey,
    queryFn: ({ signal }) => getBonusGrants(signal),
    staleTime: 0,
  });

export const useBonusGrants = () => useQuery(bonusGrantsQueryOptions());
