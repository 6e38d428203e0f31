import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headerNames, OPERATOR_KEY_HEADER } from '@app/contract';
import { publicDocument } from './open-api-audience.ts';
import {
  finishDocument,
  securitySchemes,
  transformRoute,
  type OpenApiDocument,
} from './open-api-document.ts';

export interface OpenApiOptions {
  /** Whether a request may read the whole document (the operator key); else the player API. */
  fullDocumentFor: (request: FastifyRequest) => boolean;
}

/**
 * OpenAPI generated from the contract's zod schemas (the same ones that validate), served with
 * Swagger UI at /docs and as JSON at /docs/json (YAML at /docs/yaml). Anyone gets the player API;
 * a request with the operator key gets every operation (operator, vendor wallet, probes,
 * development routes), so a server without OPERATOR_API_KEY (production's default) publishes
 * nothing else. Swagger UI loads its scripts from /docs/static and uses inline styles only, so
 * the global CSP serves it unchanged.
 */
async function openApi(app: FastifyInstance, { fullDocumentFor }: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mobile gaming platform API',
        description:
          'Reference platform server. Success: `{ success: true, value }`; failure: `{ success: false, errorCode, message }` ' +
          `with the codes each operation lists per status. Send \`${headerNames.merchant}: <code>\` (defaults to the server's merchant). ` +
          `This document is the player API; with \`${OPERATOR_KEY_HEADER}\` it holds the operator API, the vendors' wallet and the probes too.`,
        version: '0.2.0',
      },
      components: { securitySchemes },
      tags: [
        { name: 'system', description: 'Site status and settings' },
        { name: 'content', description: 'Announcements, banners, help, mail, promotions' },
        { name: 'session', description: 'Sign-in, sessions, captcha, the body encryption key' },
        { name: 'member', description: 'Registration, member info, passwords' },
        { name: 'verification', description: 'SMS codes' },
        { name: 'wallet', description: 'Balances from the ledger' },
        { name: 'cashier', description: 'Deposits, withdrawals, payout accounts' },
        { name: 'records', description: 'Bet and transaction records' },
        { name: 'games', description: 'The catalogue, favourites, launching' },
        { name: 'support', description: 'Feedback, customer service, site content' },
        { name: 'operator', description: 'The operator API (X-Operator-Key)' },
        { name: 'vendor wallet', description: "Game vendors' signed server-to-server calls" },
        { name: 'ops', description: 'Probes' },
        { name: 'dev', description: 'Development only (absent in production)' },
      ],
    },
    transform: transformRoute,
    // Emits the schemas registered with an id (e.g. the recursive `WhitelabelNode`) as components,
    // which the routes' `$ref`s point to; then headers, sealed bodies, security schemes.
    transformObject: finishDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null },
    // A copy per request (the default clone): the public one is cut down from it.
    transformSpecification: (document, request, reply) => {
      reply.header('vary', OPERATOR_KEY_HEADER);
      if (!fullDocumentFor(request)) return publicDocument(document as OpenApiDocument);
      reply.header('cache-control', 'private, no-store');
      return document;
    },
  });
}

export default fp(openApi, { name: 'open-api' });
