import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useReaderKey } from './reader-key';

/**
 * Spec 2.5 "login popup list", spec 7 "GET popular announcements": the pop-up announcements (type
 * PU of group m_home) in full, unread first. Not under the list's key: marking one read rewrites
 * and reloads the grouped lists, and this answer is a plain array shown once a session.
 */
export const popupAnnouncementsQueryOptions = (reader: readonly [string, string]) =>
  queryOptions({
    queryKey: ['messages', 'popups', ...reader],
    queryFn: ({ signal }) => apiRequest(endpoints.getPopularAnnouncements, { signal }),
    staleTime: 5 * 60_000,
    // Nothing to show is better than an error toast over the home page.
    retry: false,
  });

export const usePopupAnnouncements = (enabled: boolean) =>
  useQuery({ ...popupAnnouncementsQueryOptions(useReaderKey()), enabled });
