import type { ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type WithdrawInfo = ValueOf<typeof endpoints.getWithdrawInfo>;

export const withdrawInfoKey = ['wallet', 'withdraw', 'info'] as const;

export const getWithdrawInfo = (signal?: AbortSignal): Promise<WithdrawInfo> =>
  apiRequest(endpoints.getWithdrawInfo, { signal });

/** Balances, limits, accounts, the payment password's state and pending withdrawals. */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: withdrawInfoKey,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 0,
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());
