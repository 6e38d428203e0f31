import { MESSAGE_LIST_SET, type Announcement, type AnnouncementType } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { ANNOUNCEMENT_PLATFORM } from '@/shared/config/constants';
import { useReaderKey } from './reader-key';

export interface AnnouncementSet {
  types: readonly AnnouncementType[];
  groupName: string;
}

/** Spec 7 "Announcements": the sets the message screens ask for. */
export const messageSets = {
  /** /m/message: B, PL, PU in group m_home (the server puts this one inline in the page). */
  message: MESSAGE_LIST_SET,
  /** /m/notice: what home's notice ticker shows (B, PL, PU, PR, H). */
  notice: { types: ['B', 'PL', 'PU', 'PR', 'H'], groupName: 'm_home' },
  /** /m/member/notice?types=A: agent notices. */
  agent: { types: ['A'], groupName: 'm_home' },
} as const satisfies Record<string, AnnouncementSet>;

export const announcementListKey = ['messages', 'announcements'] as const;

export const announcementListQueryOptions = (
  set: AnnouncementSet,
  reader: readonly [string, string],
) =>
  queryOptions({
    queryKey: [...announcementListKey, set.types.join(','), set.groupName, ...reader],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getAnnouncements, {
        query: {
          types: set.types.join(','),
          platform: ANNOUNCEMENT_PLATFORM,
          groupName: set.groupName,
        },
        signal,
      }),
    /** The grouped answer flattened in the order the types were asked for. */
    select: (value): { list: Announcement[]; unreadCount: number } => ({
      list: set.types.flatMap((type) => value[type] ?? []),
      unreadCount: value.footer.unreadCount,
    }),
  });

export function useAnnouncementList(set: AnnouncementSet) {
  const reader = useReaderKey();
  const options = announcementListQueryOptions(set, reader);
  const visitors = JSON.stringify([...options.queryKey.slice(0, -1), '']);
  return useQuery({
    ...options,
    // The page arrives with the visitors' list (the session is known only after hydration): it
    // stays on screen until the member's own answers, instead of a skeleton in between. Only the
    // visitors' list of the same set in the same language stands in, never another member's.
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey) === visitors ? previous : undefined,
  });
}
