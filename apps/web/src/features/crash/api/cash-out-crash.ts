import type { cashOutCrash, ValueOf } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { crashKeys } from './keys';

export type CashedOut = ValueOf<typeof cashOutCrash>;

/** POST /wps/crash/cashout: the server's clock decides the multiplier (or that it is too late). */
export const cashOutCrashRequest = (roundNo: number): Promise<CashedOut> =>
  apiRequest(endpoints.cashOutCrash, { body: { roundNo } });

export function useCashOutCrash() {
  const queryClient = useQueryClient();
  return useMutation<CashedOut, ApiError, number>({
    mutationFn: cashOutCrashRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: crashKeys.bets });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
