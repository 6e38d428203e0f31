import type { Announcement } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { spacedCalls } from '../lib/spaced-calls';
import { announcementListKey } from './get-announcement-list';
import { useCanMarkRead } from './reader-key';

/** Spec 7: "POST mark read with announcementId and read true (throttled 150 ms)". */
export const MARK_READ_GAP_MS = 150;
const spaced = spacedCalls(MARK_READ_GAP_MS);

type Cached = Record<string, unknown>;

const readIfSame = (value: unknown, id: number) =>
  value && typeof value === 'object' && (value as Announcement).id === id
    ? { ...(value as Announcement), read: true }
    : value;

/** The cached answer with this announcement read: a list answer (grouped by type) or a detail. */
function withRead(data: Cached | undefined, id: number): Cached | undefined {
  if (!data) return data;
  if (typeof data.id === 'number') return readIfSame(data, id) as Cached;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((a) => readIfSame(a, id)) : value,
    ]),
  );
}

/**
 * Spec 4: "Announcements marked read when opened, only when a session exists and type is not 4:
 * set read locally at once, call mark-read, reload announcements"; spec 7: alerts are disabled on
 * failure (a failed call only leaves the reload to show it unread again).
 */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  const allowed = useCanMarkRead();
  return useCallback(
    (announcement: Pick<Announcement, 'id' | 'read'>) => {
      if (!allowed || announcement.read) return;
      queryClient.setQueriesData<Cached>({ queryKey: announcementListKey }, (data) =>
        withRead(data, announcement.id),
      );
      void spaced(() =>
        apiRequest(endpoints.markAnnouncementRead, {
          body: { announcementId: announcement.id, read: true },
          quietUnauthorized: true,
        }),
      )
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: announcementListKey }));
    },
    [allowed, queryClient],
  );
}
