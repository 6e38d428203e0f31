import type { GameItem, GameListPage } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import type { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/stores/toast-store';
import { favoriteGamesKey } from './get-favorite-games';
import { favoriteIdsKey } from './get-favorite-ids';

export const removeFavorite = (game: Pick<GameItem, 'nodeId' | 'vassalage'>) =>
  apiRequest(endpoints.removeFavoriteGame, {
    query: { nodeId: String(game.nodeId), vendor: game.vassalage },
  });

/**
 * Spec 4: "remove drops from id list and page immediately, then calls the server". On failure
 * both are put back as they were.
 */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (game) => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsKey });
      await queryClient.cancelQueries({ queryKey: favoriteGamesKey });
      const ids = queryClient.getQueryData<string[]>(favoriteIdsKey);
      const pages = queryClient.getQueriesData<GameListPage>({ queryKey: favoriteGamesKey });
      if (ids)
        queryClient.setQueryData<string[]>(
          favoriteIdsKey,
          ids.filter((id) => id !== String(game.nodeId)),
        );
      for (const [key, page] of pages)
        if (page)
          queryClient.setQueryData<GameListPage>(key, {
            ...page,
            list: page.list.filter((g) => g.nodeId !== game.nodeId),
          });
      return { ids, pages };
    },
    onError: (error: ApiError, _game, context) => {
      if (context?.ids) queryClient.setQueryData(favoriteIdsKey, context.ids);
      for (const [key, page] of context?.pages ?? []) queryClient.setQueryData(key, page);
      toast.error(error.message);
    },
    // Refetching the pages refills the one the removal shortened from the next page.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoriteIdsKey });
      void queryClient.invalidateQueries({ queryKey: favoriteGamesKey });
    },
  });
}
