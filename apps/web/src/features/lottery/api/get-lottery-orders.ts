import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';
import { lotteryKeys } from './keys';

const PAGE_SIZE = 20;
/** Orders of a drawn issue are settled a moment after the draw: asked again until they are. */
const SETTLING_POLL_MS = 3000;

export const getLotteryOrders = (
  query: { gameId: string; page: number; size: number },
  signal?: AbortSignal,
) =>
  apiRequest(endpoints.getLotteryOrders, {
    query: { gameId: query.gameId, page: String(query.page), size: String(query.size) },
    signal,
  });

/**
 * The member's orders of one game, newest first. `settledThrough` is the latest drawn issue: a
 * pending order of that issue or an earlier one is about to be settled, so the list polls.
 */
export function useOrderPages(gameId: string, settledThrough: string | null) {
  const signedIn = useSessionStore((s) => s.session !== null);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: lotteryKeys.orders(gameId),
      queryFn: ({ pageParam, signal }) =>
        getLotteryOrders({ gameId, page: pageParam, size: PAGE_SIZE }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.more ? last.page + 1 : undefined),
      staleTime: 10_000,
    }),
    enabled: signedIn,
    refetchInterval: (query) =>
      settledThrough !== null &&
      query.state.data?.pages.some((p) =>
        p.orders.some((o) => o.state === 'pending' && o.issueNo <= settledThrough),
      )
        ? SETTLING_POLL_MS
        : false,
  });
}
