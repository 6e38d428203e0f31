import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CSP and the usual security headers on every response. The Vite build emits module scripts and
 * CSS files from 'self'; inline style attributes (React, Swagger UI) need 'unsafe-inline' for
 * styles only. Scripts stay 'self' without inline or eval.
 */
async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The customer-service page embeds the operator's chat provider, which can be anywhere.
        frameSrc: ['*'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // No upgrade-insecure-requests: phones on the LAN open http://<host>:8080/m/, and upgrading
        // every asset to https there would break the page.
      },
    },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
