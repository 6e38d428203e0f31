import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { withdrawInfoKey } from './get-withdraw-info';

export interface SetPaymentPasswordBody {
  verificationCode: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sealed like login (the endpoint is `encrypted`); also unlocks a locked password. */
export const setPaymentPassword = (body: SetPaymentPasswordBody) =>
  apiRequest(endpoints.setPaymentPassword, { body });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation<{ set: true }, ApiError, SetPaymentPasswordBody>({
    mutationFn: setPaymentPassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: withdrawInfoKey }),
  });
}
