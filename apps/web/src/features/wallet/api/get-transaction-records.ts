import type { getTransactionRecords as TransactionsEndpoint, ValueOf } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

export type TransactionPage = ValueOf<typeof TransactionsEndpoint>;
/** The filter of the transaction record, without the cursor (the pages carry that). */
export type TransactionFilter = Omit<QueryInput<typeof TransactionsEndpoint>, 'cursor'>;

export const getTransactionRecords = (
  query: QueryInput<typeof TransactionsEndpoint>,
  signal?: AbortSignal,
) => apiRequest(endpoints.getTransactionRecords, { query, signal });

/** Issue 9: deposits, withdrawals, bonuses, free-play grants and adjustments, page by page. */
export const transactionRecordsQueryOptions = (token: string, filter: TransactionFilter) =>
  infiniteQueryOptions({
    // Under ['wallet']: member data, dropped when the member signs out (shared/api/query-keys).
    queryKey: ['wallet', 'records', 'transactions', token, filter],
    queryFn: ({ pageParam, signal }) =>
      getTransactionRecords({ ...filter, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last: TransactionPage) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export function useTransactionRecords(filter: TransactionFilter | null) {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useInfiniteQuery({
    ...transactionRecordsQueryOptions(token, filter ?? {}),
    enabled: token !== '' && filter !== null,
  });
}
