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

export default async function contentRoutes(app: FastifyInstance) {
  const { announcements, banners, help } = app.repos;

  registerEndpoint(app, getAnnouncements, async (request) => {
    const merchantCode = merchantOf(request).code;
    const { types, groupName } = request.query;
    const now = new Date();
    const list = await announcements.listVisible({ merchantCode, types, groupName, now });
    // Every requested type is present, empty or not, so clients need no existence checks.
    const grouped: Partial<Record<AnnouncementType, Announcement[]>> = {};
    for (const t of types) grouped[t] = [];
    for (const a of list) grouped[a.type]?.push(a);
    // Agent notices (type A) are unread until read tracking arrives with sessions.
    const unreadCount = await announcements.countVisible({
      merchantCode,
      types: ['A'],
      groupName,
      now,
    });
    return { ...grouped, footer: { unreadCount } };
  });

  registerEndpoint(app, getBanners, async (request) =>
    banners.listGroup(merchantOf(request).code, request.query.groupName),
  );

  registerEndpoint(app, getHelpCenter, async (request) => {
    const m = merchantOf(request);
    // Spec 7: the `lang` query, then the Language header, then the merchant's default.
    const header = request.headers.language;
    const asked = request.query.lang ?? (typeof header === 'string' ? header : '');
    const lang = (asked || m.defaultLanguage).slice(0, 2).toUpperCase();
    return help.list(m.code, request.query.device, lang, m.defaultLanguage);
  });
}
