import type { Announcement, AnnouncementType, getAnnouncements } from '@app/contract';
import type { z } from 'zod';
import type { AnnouncementsRepository, Reader } from './announcements-repository.ts';

type AnnouncementsAnswer = z.input<typeof getAnnouncements.value>;

/**
 * The announcement list's answer (spec 7): the reader's announcements of the asked types grouped
 * by type, every asked type present (empty or not, so clients need no existence checks), and the
 * footer's count of the agent notices (type A) this reader has not read. The API route and the
 * /m/message page's inline answer are both this.
 */
export async function announcementsAnswer(
  announcements: AnnouncementsRepository,
  reader: Reader,
  types: readonly AnnouncementType[],
  groupName: string | undefined,
): Promise<AnnouncementsAnswer> {
  const list = await announcements.listVisible({ ...reader, types, groupName });
  const grouped: Partial<Record<AnnouncementType, Announcement[]>> = {};
  for (const t of types) grouped[t] = [];
  for (const a of list) grouped[a.type]?.push(a);
  const unreadCount = await announcements.countUnread({ ...reader, types: ['A'], groupName });
  return { ...grouped, footer: { unreadCount } };
}
