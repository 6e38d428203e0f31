import type { ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type PayoutAccounts = ValueOf<typeof endpoints.getPayoutAccounts>;

export const payoutAccountsKey = ['wallet', 'payout-accounts'] as const;

export const getPayoutAccounts = (signal?: AbortSignal): Promise<PayoutAccounts> =>
  apiRequest(endpoints.getPayoutAccounts, { signal });

/** The bound accounts and the payee name a new account's holder must match. */
export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountsKey,
    queryFn: ({ signal }) => getPayoutAccounts(signal),
    staleTime: 0,
  });

export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());
