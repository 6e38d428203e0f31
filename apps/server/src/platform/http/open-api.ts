import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas (the same ones that validate), served with
 * Swagger UI at /docs and as JSON at /docs/json. Swagger UI loads its scripts from /docs/static and
 * uses inline styles only, so the global CSP serves it unchanged.
 */
async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mobile gaming platform API',
        description:
          "Reference platform server. Success: `{ success: true, value }`; failure: `{ success: false, errorCode, message }`. Send `Merchant: <code>` (defaults to the server's merchant).",
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Site status and settings' },
        { name: 'content', description: 'Announcements, banners, help' },
        { name: 'session', description: 'Sign-in, sessions, captcha, the body encryption key' },
        { name: 'member', description: 'Registration, member info, passwords' },
        { name: 'verification', description: 'SMS codes' },
        { name: 'wallet', description: 'Balances from the ledger' },
        { name: 'ops', description: 'Probes' },
        { name: 'dev', description: 'Development only (absent in production)' },
      ],
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (e.g. the recursive `WhitelabelNode`) as components,
    // which the routes' `$ref`s point to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
}

export default fp(openApi, { name: 'open-api' });
