import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import type { Seeds } from './get-seeds';
import { originalsKeys } from './keys';

/** POST /wps/originals/seeds/client: the client seed of the next rounds. */
export const setClientSeed = (clientSeed: string): Promise<Seeds> =>
  apiRequest(endpoints.setOriginalsClientSeed, { body: { clientSeed } });

/** POST /wps/originals/seeds/rotate: reveals the active server seed and starts a new one. */
export const rotateSeed = (): Promise<Seeds> => apiRequest(endpoints.rotateOriginalsSeed, {});

/** Either change answers the new seeds, which replace the cached ones; revealed rounds change. */
function useSeedsChange<V>(fn: (value: V) => Promise<Seeds>) {
  const queryClient = useQueryClient();
  return useMutation<Seeds, ApiError, V>({
    mutationFn: fn,
    onSuccess: (seeds) => {
      queryClient.setQueryData(originalsKeys.seeds, seeds);
      void queryClient.invalidateQueries({ queryKey: ['originals', 'round'] });
    },
  });
}

export const useSetClientSeed = () => useSeedsChange(setClientSeed);
export const useRotateSeed = () => useSeedsChange<void>(() => rotateSeed());
