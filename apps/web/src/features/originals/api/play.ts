import type { OriginalsPlay, playDice, spinSlot } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import type { Seeds } from './get-seeds';
import { originalsKeys } from './keys';

export type DiceBody = z.input<NonNullable<(typeof playDice)['body']>>;
export type SpinBody = z.input<NonNullable<(typeof spinSlot)['body']>>;

/** POST /wps/originals/dice: one roll, paid at once; a retry with its key plays once. */
export const playDiceRound = (body: DiceBody): Promise<OriginalsPlay> =>
  apiRequest(endpoints.playDice, { body });

/** POST /wps/originals/slot: one spin of the 5x3 slot. */
export const spinSlotRound = (body: SpinBody): Promise<OriginalsPlay> =>
  apiRequest(endpoints.spinSlot, { body });

/**
 * A round; then the seeds' nonce moves on in the cache and the balance (the wallet's queries,
 * ['wallet'] in shared/api/query-keys.ts) is read again.
 */
function usePlay<B>(fn: (body: B) => Promise<OriginalsPlay>) {
  const queryClient = useQueryClient();
  return useMutation<OriginalsPlay, ApiError, B>({
    mutationFn: fn,
    onSuccess: (played) => {
      queryClient.setQueryData<Seeds>(originalsKeys.seeds, (old) =>
        old ? { ...old, ...played.seeds } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

export const usePlayDice = () => usePlay(playDiceRound);
export const useSpinSlot = () => usePlay(spinSlotRound);
