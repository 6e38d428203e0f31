import type { Announcement, AnnouncementType } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ANNOUNCEMENT_PLATFORM } from '@/shared/config/constants';

export interface AnnouncementsParams {
  types: readonly AnnouncementType[];
  groupName?: string;
}

/** Spec 7 "Announcements": the type sets and groups each screen asks for. */
export const announcementSets = {
  home: { types: ['B', 'PL', 'PU', 'PR', 'H'], groupName: 'm_home' },
  messageList: { types: ['B', 'PL', 'PU'], groupName: 'm_home' },
  register: { types: ['B'], groupName: 'm_reg' },
  agent: { types: ['A'], groupName: 'm_home' },
} as const satisfies Record<string, AnnouncementsParams>;

export const getAnnouncements = ({ types, groupName }: AnnouncementsParams, signal?: AbortSignal) =>
  apiRequest(endpoints.getAnnouncements, {
    query: { types: types.join(','), platform: ANNOUNCEMENT_PLATFORM, groupName },
    signal,
  });

export const announcementsQueryOptions = (params: AnnouncementsParams) =>
  queryOptions({
    queryKey: ['content', 'announcements', params.types.join(','), params.groupName ?? ''],
    queryFn: ({ signal }) => getAnnouncements(params, signal),
  });

export const useAnnouncements = (params: AnnouncementsParams) =>
  useQuery(announcementsQueryOptions(params));

/** The grouped value flattened in the order the types were asked for. */
export function flattenAnnouncements(
  value: Partial<Record<AnnouncementType, Announcement[]>> | undefined,
  types: readonly AnnouncementType[],
): Announcement[] {
  return types.flatMap((type) => value?.[type] ?? []);
}
