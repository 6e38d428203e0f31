import type { DepositChannelCode, DepositOrder } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { depositOrderKey } from './get-deposit-order';

export interface CreateDepositBody {
  channel: DepositChannelCode;
  /** Major units as typed, at most 2 decimals ("500", "1250.50"); the contract makes them minor. */
  amount: string;
  promotionId?: number;
  idempotencyKey: string;
}

export const createDeposit = (body: CreateDepositBody): Promise<DepositOrder> =>
  apiRequest(endpoints.createDeposit, { body });

/**
 * Opens a deposit order; the answer seeds the order's query so the order view draws at once. An
 * order with a promotion counts against its per-member limits, and a refusal names one: either
 * way the options (which say what this member may still choose) are asked again.
 */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation<DepositOrder, ApiError, CreateDepositBody>({
    mutationFn: createDeposit,
    onSuccess: (order) => queryClient.setQueryData(depositOrderKey(order.orderId), order),
    onSettled: (_order, _error, body) => {
      if (body.promotionId !== undefined)
        void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposit', 'options'] });
    },
  });
}
