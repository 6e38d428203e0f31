import type { FastifyInstance } from 'fastify';
import { devGetHealth, devUpdateMerchant } from '@app/contract';
import { notFound } from '../../errors.ts';
import { registerEndpoint } from '../../lib/register-endpoint.ts';
import { merchantOf } from '../../plugins/merchant-context.ts';

/** Development and test switches; app.ts registers them only outside production. */
export default async function devRoutes(app: FastifyInstance) {
  registerEndpoint(app, devUpdateMerchant, async (request) => {
    const updated = await app.repos.merchants.updateAccess(merchantOf(request).code, request.body);
    if (!updated) throw notFound('Merchant not found');
    return {
      merchantCode: updated.code,
      maintenance: updated.maintenance,
      allowedCountries: updated.allowedCountries,
    };
  });

  registerEndpoint(app, devGetHealth, async (request) => ({
    status: 'ok' as const,
    engine: app.db.engine,
    nodeEnv: app.config.nodeEnv,
    uptimeSeconds: Math.round(process.uptime()),
    merchantCode: merchantOf(request).code,
  }));
}
