import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';
import { useReaderKey } from './reader-key';

export const mailKey = ['messages', 'mail'] as const;

export const inboxQueryOptions = (reader: readonly [string, string]) =>
  infiniteQueryOptions({
    queryKey: [...mailKey, 'inbox', reader[1]],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(endpoints.getInbox, { query: { pageNo: String(pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

/** Platform mail, newest first, a page (contract MAIL_PAGE_SIZE) at a time. */
export function useInbox() {
  const signedIn = useSessionStore((s) => s.session !== null);
  return useInfiniteQuery({ ...inboxQueryOptions(useReaderKey()), enabled: signedIn });
}
