import { MESSAGE_LIST_SET, type BootData } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { announcementsAnswer } from '../content/announcement-answer.ts';
import { readerFor } from '../content/reader.ts';
import { createPageAnswer } from './page-answer.ts';

/**
 * /m/message (spec 2.10) with its announcement list inline (contract `BootData.messages`), as a
 * visitor reads it: the list is the page's content and largest element.
 */
export function createMessagesBoot(app: FastifyInstance) {
  return createPageAnswer('/m/message', 'messages', async (merchant, language) => {
    const reader = readerFor(merchant, language, null);
    const { types, groupName } = MESSAGE_LIST_SET;
    const value = await announcementsAnswer(app.repos.announcements, reader, types, groupName);
    return { language, value } satisfies BootData['messages'];
  });
}
