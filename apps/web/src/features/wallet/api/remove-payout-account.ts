import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { payoutAccountsKey } from './get-payout-accounts';
import { withdrawInfoKey } from './get-withdraw-info';

export const removePayoutAccount = (id: number) =>
  apiRequest(endpoints.removePayoutAccount, { query: { id: String(id) } });

/** Unbinds an account (the server refuses while a withdrawal to it is pending). */
export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation<{ removed: true }, ApiError, number>({
    mutationFn: removePayoutAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutAccountsKey });
      void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
    },
  });
}
