import type { FastifyInstance } from 'fastify';
import { getConsolidatedSettings, getRegisterSettings, getSystemStatus } from '@app/contract';
import { registerPreSerialisedEndpoint } from '../platform/http/register-endpoint.ts';
import { callerOf, merchantSettingsOf } from './request-context.ts';
import { callerStatusBody } from './settings-payloads.ts';

// Every page load of the app asks for these: they are answered from the settings cache, validated
// and serialised when the merchant's settings last changed (plugins/settings-cache.ts).
export default async function systemRoutes(app: FastifyInstance) {
  registerPreSerialisedEndpoint(
    app,
    getSystemStatus,
    (request, reply) => {
      // Depends on the caller and on switches that flip at any time.
      reply.header('cache-control', 'no-store');
      return callerStatusBody(merchantSettingsOf(request), callerOf(request));
    },
    // Made per request: compressing it would cost more than sending it (a few KB).
    { compress: false },
  );

  registerPreSerialisedEndpoint(
    app,
    getConsolidatedSettings,
    (request) => merchantSettingsOf(request).consolidatedBody,
  );

  registerPreSerialisedEndpoint(
    app,
    getRegisterSettings,
    (request) => merchantSettingsOf(request).registerBody,
  );
}
