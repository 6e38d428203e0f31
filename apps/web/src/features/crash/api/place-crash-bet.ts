import type { placeCrashBet, ValueOf } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { crashKeys } from './keys';

export type CrashBetBody = z.input<NonNullable<(typeof placeCrashBet)['body']>>;
export type PlacedCrashBet = ValueOf<typeof placeCrashBet>;

/** POST /wps/crash/bet: the stake leaves the wallet at once; a retry with its key pays once. */
export const placeCrashBetRequest = (body: CrashBetBody): Promise<PlacedCrashBet> =>
  apiRequest(endpoints.placeCrashBet, { body });

/** Places a bet; then the bets and the balance (['wallet']) are read again. */
export function usePlaceCrashBet() {
  const queryClient = useQueryClient();
  return useMutation<PlacedCrashBet, ApiError, CrashBetBody>({
    mutationFn: placeCrashBetRequest,
    onSuccess: (placed) => {
      queryClient.setQueryData(crashKeys.bets, (old: { bets: unknown[] } | undefined) => ({
        bets: [placed.bet, ...(old?.bets ?? [])],
      }));
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
