import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { announcementListKey } from './get-announcement-list';
import { useReaderKey } from './reader-key';

// Under the list's key, so that a mark-read reload refreshes the detail too.
export const announcementDetailQueryOptions = (id: number, reader: readonly [string, string]) =>
  queryOptions({
    queryKey: [...announcementListKey, 'detail', id, ...reader],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getAnnouncementDetail, { query: { id: String(id) }, signal }),
    // An unknown announcement stays unknown: no retries of a 404.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });

/** Spec 2.10 detail; `id` null (a missing or malformed ?id=) asks nothing. */
export function useAnnouncementDetail(id: number | null) {
  const reader = useReaderKey();
  return useQuery({
    ...announcementDetailQueryOptions(id ?? 0, reader),
    enabled: id !== null,
  });
}
