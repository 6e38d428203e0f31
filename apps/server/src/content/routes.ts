import type { FastifyInstance } from 'fastify';
import { getAnnouncements, getBanners, getHelpCenter } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import { announcementsAnswer } from './announcement-answer.ts';
import { readerOf } from './announcement-routes.ts';

export default async function contentRoutes(app: FastifyInstance) {
  const { announcements, banners, help } = app.repos;

  // In the reader's language, read or not for the member of the token (if any).
  registerEndpoint(app, getAnnouncements, async (request) =>
    announcementsAnswer(
      announcements,
      await readerOf(request),
      request.query.types,
      request.query.groupName,
    ),
  );

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
    const lang = (request.query.lang || languageOf(request) || m.defaultLanguage)
      .slice(0, 2)
      .toUpperCase();
    return help.list(m.code, request.query.device, lang, m.defaultLanguage);
  });
}
