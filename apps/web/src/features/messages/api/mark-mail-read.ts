import type { Mail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { spacedCalls } from '../lib/spaced-calls';
import { mailKey } from './get-inbox';
import { MARK_READ_GAP_MS } from './mark-announcement-read';

const spaced = spacedCalls(MARK_READ_GAP_MS);

interface InboxData {
  pages: { list: Mail[]; unReadCount: number }[];
}

/**
 * Mail opened is read, as announcements are (spec 4's rule): read at once here, with the unread
 * count one lower, then the call, then the inbox and the count reloaded; no alert on failure.
 */
export function useMarkMailRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (mail: Pick<Mail, 'id' | 'read'>) => {
      if (mail.read) return;
      queryClient.setQueriesData<InboxData>(
        { queryKey: [...mailKey, 'inbox'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((m) => (m.id === mail.id ? { ...m, read: true } : m)),
              unReadCount: Math.max(0, page.unReadCount - 1),
            })),
          },
      );
      queryClient.setQueriesData<{ unReadCount: number }>(
        { queryKey: [...mailKey, 'unread'] },
        (v) => v && { unReadCount: Math.max(0, v.unReadCount - 1) },
      );
      void spaced(() =>
        apiRequest(endpoints.markMailRead, {
          body: { id: mail.id, read: true },
          quietUnauthorized: true,
        }),
      )
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: mailKey }));
    },
    [queryClient],
  );
}
