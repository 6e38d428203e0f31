import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getChatLaunch, getCustomerService, getSupportContent, languageCodes } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import { addFeedbackRoutes } from './feedback-routes.ts';
import { addSupportPage } from './support-page-routes.ts';
import { SUPPORT_PAGE_PATH } from './support-page.ts';

/**
 * This server's own support page, in the caller's language when the page has it (BN, EN), else
 * the merchant's default: at PUBLIC_URL when it is set, else a path on the site the caller is on.
 * Never built from the request's Host header, which anyone can forge: a cached or relayed answer
 * would send members to another site.
 */
const supportPageUrl = (request: FastifyRequest) =>
  `${request.server.config.publicUrl ?? ''}${SUPPORT_PAGE_PATH}?lang=${
    languageOf(request, languageCodes) ?? merchantOf(request).defaultLanguage
  }`;

/**
 * Issue 10, support: feedback (spec 5), customer-service entries and the chat launch (spec 3 and
 * 7), join-us, sponsor, agreement, terms and policy, and the demo's support page.
 */
export default async function supportRoutes(app: FastifyInstance) {
  const { support } = app;
  await addFeedbackRoutes(app);
  addSupportPage(app);

  registerEndpoint(app, getCustomerService, async (request) => {
    const entries = await support.customerService(merchantOf(request).code);
    // A type '3' entry without its own url is the demo's support page on this server.
    return entries.map((e) =>
      e.type === '3' && e.url === '' ? { ...e, url: supportPageUrl(request) } : e,
    );
  });

  registerEndpoint(app, getChatLaunch, async (request) => {
    const entries = await support.customerService(merchantOf(request).code);
    const service = entries.find((e) => e.type === '3');
    return { chatUrl: service?.url || supportPageUrl(request) };
  });

  registerEndpoint(app, getSupportContent, async (request) => {
    const m = merchantOf(request);
    const language = languageOf(request) ?? m.defaultLanguage;
    return support.documents(m.code, request.query.kinds, language, m.defaultLanguage);
  });

  // The messages left on the support page, for tests and a look in the demo (demo mode only).
  if (app.config.demo) {
    app.get('/dev/support/messages', { schema: { hide: true } }, async (request) => ({
      success: true,
      value: await support.recentMessages(merchantOf(request).code),
    }));
  }
}
