import type { WithdrawalOrder } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { withdrawInfoKey } from './get-withdraw-info';
import { withdrawalOrderKey } from './get-withdrawal-order';

export interface CreateWithdrawalBody {
  accountId: number;
  /** Major units, at most 2 decimals. */
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
}

/** Sealed like login (the endpoint is `encrypted`): the body carries the payment password. */
export const createWithdrawal = (body: CreateWithdrawalBody): Promise<WithdrawalOrder> =>
  apiRequest(endpoints.createWithdrawal, { body });

/**
 * Requests a withdrawal. The amount is held at once, so the limits, the pending list and the
 * balance (spec 4: one refresh at a time, joining one already running) are asked again.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation<WithdrawalOrder, ApiError, CreateWithdrawalBody>({
    mutationFn: createWithdrawal,
    onSuccess: (order) => {
      queryClient.setQueryData(withdrawalOrderKey(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
      void queryClient.invalidateQueries(
        { queryKey: ['wallet', 'balance'] },
        { cancelRefetch: false },
      );
    },
  });
}
