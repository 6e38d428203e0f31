import type { WithdrawalOrder } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export const withdrawalOrderKey = (orderId: string) => ['wallet', 'withdraw', 'order', orderId];

export const getWithdrawalOrder = (orderId: string, signal?: AbortSignal) =>
  apiRequest(endpoints.getWithdrawalOrder, { query: { orderId }, signal });

/** One withdrawal; polled by the caller until it is decided (hooks/cashier-polling.ts). */
export const withdrawalOrderQueryOptions = (orderId: string) =>
  queryOptions<WithdrawalOrder>({
    queryKey: withdrawalOrderKey(orderId),
    queryFn: ({ signal }) => getWithdrawalOrder(orderId, signal),
    staleTime: 0,
  });

export const useWithdrawalOrder = (orderId: string) =>
  useQuery(withdrawalOrderQueryOptions(orderId));
