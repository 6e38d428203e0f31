import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getChatLaunch, getCustomerService, getSupportContent, languageCodes } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createSupportRepository } from './support-repository.ts';
import { addFeedbackRoutes } from './feedback-routes.ts';
import { addSupportPage, SUPPORT_PAGE_PATH } from './support-page.ts';

/** The `Language` header's language when the server knows it, else the merchant's default. */
function languageOf(request: FastifyRequest): string {
  const header = request.headers.language;
  const code = typeof header === 'string' ? header.trim().slice(0, 2).toUpperCase() : '';
  return (languageCodes as readonly string[]).includes(code)
    ? code
    : merchantOf(request).defaultLanguage;
}

/** This server's own support page, as the caller reaches this server, in the caller's language. */
const supportPageUrl = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${SUPPORT_PAGE_PATH}?lang=${languageOf(request)}`;

/**
 * Issue 10, support: feedback (spec 5), customer-service entries and the chat launch (spec 3 and
 * 7), join-us, sponsor, agreement, terms and policy, and the demo's support page.
 */
export default async function supportRoutes(app: FastifyInstance) {
  const support = createSupportRepository(app.db);
  addFeedbackRoutes(app, support);
  addSupportPage(app, support);

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
    return support.documents(m.code, request.query.kinds, languageOf(request), m.defaultLanguage);
  });

  // The messages left on the support page, for tests and a look in development.
  if (!app.config.isProduction) {
    app.get('/dev/support/messages', { schema: { hide: true } }, async (request) => ({
      success: true,
      value: await support.recentMessages(merchantOf(request).code),
    }));
  }
}
