import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { bonusGrantsKey, type BonusGrant } from './get-bonus-grants';
import { withdrawInfoKey } from './get-withdraw-info';

export interface ForfeitBody {
  grantId: number;
  idempotencyKey: string;
}

export const forfeitBonusGrant = (body: ForfeitBody): Promise<BonusGrant> =>
  apiRequest(endpoints.forfeitBonusGrant, { body });

/**
 * Gives a bonus up: the bonus and its winnings leave the wallet, so the grants, what can be
 * withdrawn and the balance are asked again.
 */
export function useForfeitBonusGrant() {
  const queryClient = useQueryClient();
  return useMutation<BonusGrant, ApiError, ForfeitBody>({
    mutationFn: forfeitBonusGrant,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bonusGrantsKey });
      void queryClient.invalidateQueries({ queryKey: withdrawInfoKey });
      void queryClient.invalidateQueries(
        { queryKey: ['wallet', 'balance'] },
        { cancelRefetch: false },
      );
    },
  });
}
