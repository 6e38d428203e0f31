import type { DepositOrder } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { depositOrderKey } from './get-deposit-order';

export const submitDepositReference = (body: {
  orderId: string;
  reference: string;
}): Promise<DepositOrder> => apiRequest(endpoints.submitDepositReference, { body });

/** Gives the order the payer's number or reference; the answer is the order's new state. */
export function useSubmitDepositReference() {
  const queryClient = useQueryClient();
  return useMutation<DepositOrder, ApiError, { orderId: string; reference: string }>({
    mutationFn: submitDepositReference,
    onSuccess: (order) => queryClient.setQueryData(depositOrderKey(order.orderId), order),
  });
}
