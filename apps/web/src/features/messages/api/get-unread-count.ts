import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';
import { mailKey } from './get-inbox';

/** Spec 6: "Unread message count loads only when flag CBS3 is on and member type is 0, 1 or 2". */
const COUNTED_TYPES: readonly number[] = [0, 1, 2];

export const unreadCountQueryOptions = (member: string) =>
  queryOptions({
    queryKey: [...mailKey, 'unread', member],
    queryFn: ({ signal }) => apiRequest(endpoints.getUnreadCount, { signal }),
    select: (v) => v.unReadCount,
  });

/** The unread platform-mail count, or undefined where the spec says it is not loaded. */
export function useUnreadMailCount(cbs3: boolean) {
  const session = useSessionStore((s) => s.session);
  const counted =
    cbs3 && session !== null && session.type !== undefined && COUNTED_TYPES.includes(session.type);
  return useQuery({
    ...unreadCountQueryOptions(session?.userName ?? ''),
    enabled: counted,
  }).data;
}
