import type { FastifyInstance } from 'fastify';
import {
  getAnnouncements,
  getBanners,
  getHelpCenter,
  type Announcement,
  type AnnouncementType,
} from '@app/contract';
import { registerEndpoint } from '../../lib/register-endpoint.ts';
import { merchantOf } from '../../plugins/merchant-context.ts';
import { languageOf, readerOf } from '../messages/reader.ts';

export default async function contentRoutes(app: FastifyInstance) {
  const { announcements, banners, help } = app.repos;

  registerEndpoint(app, getAnnouncements, async (request) => {
    const { types, groupName } = request.query;
    // In the reader's language, read or not for the member of the token (if any).
    const reader = await readerOf(request);
    const list = await announcements.listVisible({ ...reader, types, groupName });
    // Every requested type is present, empty or not, so clients need no existence checks.
    const grouped: Partial<Record<AnnouncementType, Announcement[]>> = {};
    for (const t of types) grouped[t] = [];
    for (const a of list) grouped[a.type]?.push(a);
    // Spec 7: the footer counts the agent notices (type A) this member has not read.
    const unreadCount = await announcements.countUnread({ ...reader, types: ['A'], groupName });
    return { ...grouped, footer: { unreadCount } };
  });

  registerEndpoint(app, getBanners, async (request) => {
    const m = merchantOf(request);
    return banners.listGroup(
      m.code,
      request.query.groupName,
      languageOf(request),
      m.defaultLanguage,
    );
  });

  registerEndpoint(app, getHelpCenter, async (request) => {
    const m = merchantOf(request);
    // Spec 7: the `lang` query, then the Language header, then the merchant's default.
    const header = request.headers.language;
    const asked = request.query.lang ?? (typeof header === 'string' ? header : '');
    const lang = (asked || m.defaultLanguage).slice(0, 2).toUpperCase();
    return help.list(m.code, request.query.device, lang, m.defaultLanguage);
  });
}
