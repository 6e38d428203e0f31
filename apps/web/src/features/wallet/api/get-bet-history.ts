import type { getBetHistory as BetHistoryEndpoint, ValueOf } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

export type BetHistoryPage = ValueOf<typeof BetHistoryEndpoint>;
/** The filter of the betting record, without the cursor (the pages carry that). */
export type BetHistoryFilter = Omit<QueryInput<typeof BetHistoryEndpoint>, 'cursor'>;

export const getBetHistory = (query: QueryInput<typeof BetHistoryEndpoint>, signal?: AbortSignal) =>
  apiRequest(endpoints.getBetHistory, { query, signal });

/** Issue 9: settled rounds page by page; every page repeats the totals of the whole filter. */
export const betHistoryQueryOptions = (token: string, filter: BetHistoryFilter) =>
  infiniteQueryOptions({
    // Under ['wallet']: member data, dropped when the member signs out (shared/api/query-keys).
    queryKey: ['wallet', 'records', 'bets', token, filter],
    queryFn: ({ pageParam, signal }) =>
      getBetHistory({ ...filter, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last: BetHistoryPage) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export function useBetHistory(filter: BetHistoryFilter) {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useInfiniteQuery({ ...betHistoryQueryOptions(token, filter), enabled: token !== '' });
}
