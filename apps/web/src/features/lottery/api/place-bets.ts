import type { placeLotteryBets, ValueOf } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

export type PlaceBetsBody = z.input<NonNullable<(typeof placeLotteryBets)['body']>>;
export type PlacedBets = ValueOf<typeof placeLotteryBets>;

/** POST /lgw/orders/betting: priced, checked and paid at once; a retry with its key pays once. */
export const placeBets = (body: PlaceBetsBody): Promise<PlacedBets> =>
  apiRequest(endpoints.placeLotteryBets, { body });

/**
 * Places a bet; then the orders and the balance (the wallet's queries, ['wallet'] in
 * shared/api/query-keys.ts) are read again.
 */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation<PlacedBets, ApiError, PlaceBetsBody>({
    mutationFn: placeBets,
    onSuccess: (_placed, body) => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(body.gameId) });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
