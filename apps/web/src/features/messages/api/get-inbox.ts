import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';
import { useReaderKey } from './reader-key';

export const mailKey = ['messages', 'mail'] as const;

export const inboxQueryOptions = (reader: readonly [string, string]) =>
  queryOptions({
    queryKey: [...mailKey, 'inbox', reader[1]],
    queryFn: ({ signal }) => apiRequest(endpoints.getInbox, { signal }),
  });

/** The newest page of platform mail (up to 50, contract MAIL_PAGE_SIZE). */
export function useInbox() {
  const signedIn = useSessionStore((s) => s.session !== null);
  return useQuery({ ...inboxQueryOptions(useReaderKey()), enabled: signedIn });
}
