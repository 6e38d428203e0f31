import type { PayoutAccount, PayoutAccountType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { payoutAccountsKey } from './get-payout-accounts';
import { withdrawInfoKey } from './get-withdraw-info';

export interface AddPayoutAccountBody {
  type: PayoutAccountType;
  holderName: string;
  accountNumber: string;
  bankName?: string;
  /** Binding is authorised like a withdrawal. */
  paymentPassword: string;
}

/** Sealed like login (the endpoint is `encrypted`): the body carries the payment password. */
export const addPayoutAccount = (body: AddPayoutAccountBody): Promise<PayoutAccount> =>
  apiRequest(endpoints.addPayoutAccount, { body });

/** Binds an account; both lists that show accounts are asked again. */
export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation<PayoutAccount, ApiError, AddPayoutAccountBody>({
    mutationFn: addPayoutAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutAccountsKey });
      void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
    },
  });
}
