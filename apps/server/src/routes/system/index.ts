import type { FastifyInstance } from 'fastify';
import { getConsolidatedSettings, getRegisterSettings, getSystemStatus } from '@app/contract';
import { registerEndpoint } from '../../lib/register-endpoint.ts';
import { merchantOf } from '../../plugins/merchant-context.ts';
import { isRegionRestricted, locateCaller, statusCode } from '../../services/site-status.ts';

export default async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, getSystemStatus, async (request, reply) => {
    const m = merchantOf(request);
    const location = locateCaller(request.ip, request.headers[app.config.countryHeader]);
    const regionRestriction = isRegionRestricted(m.allowedCountries, location.country);
    // Depends on the caller and on switches that flip at any time.
    reply.header('cache-control', 'no-store');
    return {
      status: statusCode(m.maintenance, regionRestriction),
      maintenance: m.maintenance,
      regionRestriction,
      location,
      info: {
        merchantCode: m.code,
        mainDomain: m.mainDomain ?? request.hostname,
        domainRoute: null,
        customerService: m.customerService,
        imageCDNs: m.imageCdns,
        resources: m.resources,
        whitelabel: m.whitelabel,
        register: m.registerSettings,
        mobileTemplate: m.mobileTemplate,
        paths: [],
      },
    };
  });

  registerEndpoint(app, getConsolidatedSettings, async (request) => {
    const m = merchantOf(request);
    return {
      whitelabel: m.whitelabel,
      mobileTemplate: m.mobileTemplate,
      currency: { code: m.currencyCode, symbol: m.currencySymbol },
      languages: m.languages,
      defaultLanguage: m.defaultLanguage,
    };
  });

  registerEndpoint(
    app,
    getRegisterSettings,
    async (request) => merchantOf(request).registerSettings,
  );
}
