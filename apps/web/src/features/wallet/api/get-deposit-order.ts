import type { DepositOrder } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export const depositOrderKey = (orderId: string) => ['wallet', 'deposit', 'order', orderId];

export const getDepositOrder = (orderId: string, signal?: AbortSignal): Promise<DepositOrder> =>
  apiRequest(endpoints.getDepositOrder, { query: { orderId }, signal });

/** One deposit order. Polling is the caller's (hooks/deposit-order-polling.ts: backoff, stop). */
export const depositOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: depositOrderKey(orderId),
    queryFn: ({ signal }) => getDepositOrder(orderId, signal),
    staleTime: 0,
  });

export const useDepositOrder = (orderId: string) => useQuery(depositOrderQueryOptions(orderId));
