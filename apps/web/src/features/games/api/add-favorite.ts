import type { GameItem } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import type { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { favoriteGamesKey } from './get-favorite-games';
import { favoriteIdsKey } from './get-favorite-ids';

export const addFavorite = (game: Pick<GameItem, 'nodeId' | 'vassalage'>) =>
  apiRequest(endpoints.addFavoriteGame, {
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });

/**
 * Adds a favourite (spec 4: skipped when it already is one). The heart fills at once; a failure
 * puts the id list back and says why.
 */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onMutate: async (game) => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsKey });
      const before = queryClient.getQueryData<string[]>(favoriteIdsKey);
      const id = String(game.nodeId);
      if (before && !before.includes(id))
        queryClient.setQueryData<string[]>(favoriteIdsKey, [id, ...before]);
      return { before };
    },
    onError: (error: ApiError, _game, context) => {
      if (context?.before) queryClient.setQueryData(favoriteIdsKey, context.before);
      toast.error(error.message);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoriteIdsKey });
      void queryClient.invalidateQueries({ queryKey: favoriteGamesKey });
    },
  });
}
