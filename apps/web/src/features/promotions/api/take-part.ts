import type { Promotion } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { promotionsKeys } from './get-promotions';

export type TakePart =
  | { action: 'apply'; promotionId: number; comment?: string }
  | { action: 'claim'; promotionId: number };

export const takePart = (input: TakePart): Promise<Promotion> =>
  input.action === 'apply'
    ? apiRequest(endpoints.applyPromotion, {
        body: { promotionId: input.promotionId, comment: input.comment || undefined },
      })
    : apiRequest(endpoints.claimPromotion, { body: { promotionId: input.promotionId } });

/**
 * Apply (or join) and claim. The answer is the promotion with the member's new state, put into
 * every cached list and detail; a claim moved money, so the wallet (header balance) reloads.
 */
export function useTakePart() {
  const queryClient = useQueryClient();
  return useMutation<Promotion, ApiError, TakePart>({
    mutationFn: takePart,
    onSuccess: (promotion, input) => {
      queryClient.setQueriesData<Promotion[]>(
        { queryKey: [...promotionsKeys.all, 'list'] },
        (list) => list?.map((p) => (p.id === promotion.id ? { ...p, ...stateOf(promotion) } : p)),
      );
      queryClient.setQueriesData<Promotion>(
        { queryKey: [...promotionsKeys.all, 'detail', promotion.id] },
        (p) => p && { ...p, ...stateOf(promotion) },
      );
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.all });
      if (input.action === 'claim') void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

/** Only the state: the cached texts keep their own language. */
const stateOf = (p: Promotion) => ({ activityState: p.activityState, closed: p.closed });
