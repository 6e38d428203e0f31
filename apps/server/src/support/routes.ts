import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getChatLaunch, getCustomerService, getSupportContent, languageCodes } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import { addFeedbackRoutes } from './feedback-routes.ts';
import { addSupportPage } from './support-page-routes.ts';
import { ownSupportPage, resolveServiceEntries } from './service-link.ts';

/**
 * The merchant's entries (its settings, the status answer's source too), the support page in the
 * caller's language when the page has it (BN, EN), else the merchant's default.
 */
const serviceEntries = (request: FastifyRequest) => {
  const merchant = merchantOf(request);
  const lang = languageOf(request, languageCodes) ?? merchant.defaultLanguage;
  return resolveServiceEntries(
    merchant.customerService,
    ownSupportPage(request.server.config.publicUrl, lang),
  );
};

/**
 * Issue 10, support: feedback (spec 5), customer-service entries and the chat launch (spec 3 and
 * 7), join-us, sponsor, agreement, terms and policy, and the demo's support page.
 */
export default async function supportRoutes(app: FastifyInstance) {
  const { support } = app;
  await addFeedbackRoutes(app);
  addSupportPage(app);

  registerEndpoint(app, getCustomerService, async (request) => serviceEntries(request));

  registerEndpoint(app, getChatLaunch, async (request) => {
    const service = serviceEntries(request).find((e) => e.type === '3');
    return {
      chatUrl:
        service?.url ||
        ownSupportPage(
          app.config.publicUrl,
          languageOf(request, languageCodes) ?? merchantOf(request).defaultLanguage,
        ),
    };
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
