import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAnnouncementDetail,
  getNotices,
  getPopularAnnouncements,
  markAnnouncementRead,
} from '@app/contract';
import { AppError } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { TRIAL_TYPE, sessionOf } from '../accounts/auth-plugin.ts';
import { languageOf, merchantOf, viewerOf } from '../merchant/request-context.ts';
import { readerFor } from './reader.ts';

export const announcementNotFound = () =>
  new AppError('announcement.not.found', 'No such announcement');

/** The reader of a token-free announcement call: the merchant, the language, the optional viewer. */
export const readerOf = async (request: FastifyRequest) =>
  readerFor(merchantOf(request), languageOf(request), (await viewerOf(request))?.memberId ?? null);

/** Spec 7: the notice ticker's types (home's set), and pop-ups. */
const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Detail, mark read (spec 4), pop-ups and ticker titles; the list is in routes/content. */
export default async function announcementRoutes(app: FastifyInstance) {
  const { announcements } = app.repos;

  registerEndpoint(app, getAnnouncementDetail, async (request) => {
    const found = await announcements.findVisible(await readerOf(request), request.query.id);
    if (!found) throw announcementNotFound();
    return found;
  });

  registerEndpoint(app, markAnnouncementRead, async (request) => {
    const session = sessionOf(request);
    // Spec 6: "Session type 4 cannot mark announcements read".
    if (session.type === TRIAL_TYPE)
      throw new AppError('trial.restricted', 'Trial accounts cannot mark announcements read');
    const reader = { ...(await readerOf(request)), memberId: session.memberId };
    const { announcementId } = request.body;
    if (!(await announcements.markRead(reader, announcementId))) throw announcementNotFound();
    return { announcementId, read: true as const };
  });

  registerEndpoint(app, getPopularAnnouncements, async (request) => {
    const list = await announcements.listVisible({
      ...(await readerOf(request)),
      types: ['PU'],
      groupName: 'm_home',
    });
    return [...list.filter((a) => !a.read), ...list.filter((a) => a.read)];
  });

  registerEndpoint(app, getNotices, async (request) => {
    const list = await announcements.listVisible({
      ...(await readerOf(request)),
      types: NOTICE_TYPES,
      groupName: 'm_home',
    });
    return list.map(({ id, type, title, startDate, read }) => ({
      id,
      type,
      title,
      startDate,
      read,
    }));
  });
}
