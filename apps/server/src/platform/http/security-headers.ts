import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CSP and the usual security headers on every response. The Vite build emits module scripts and
 * CSS files from 'self'; inline style attributes (React, Swagger UI) need 'unsafe-inline' for
 * styles only. Scripts stay 'self' without inline or eval.
 */
export const helmetOptions: FastifyHelmetOptions = {
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
};

type HeaderList = [name: string, value: string | number | string[]][];

/**
 * The headers helmet sets with these options, taken from one request to a throw-away instance.
 * @fastify/helmet builds helmet's middleware again on every request (options parsed, CSP
 * directives validated and joined; measured here, that halved a bare route's requests per
 * second), although with fixed options (no nonces) the result never changes. So it runs once,
 * here, and helmet stays the one that decides the headers and their values.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, { ...options, global: true });
    const headers: HeaderList = [];
    // After helmet's own onRequest hooks: what they left on the response is what helmet sets.
    probe.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
        if (value !== undefined) headers.push([name, value]);
      }
      done();
    });
    probe.get('/', (_request, reply) => reply.send(''));
    await probe.inject('/');
    if (headers.length === 0) throw new Error('helmet set no headers');
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * The API's JSON answers are never rendered as documents, so the headers that govern a document
 * (its script and style sources, its window, DNS prefetching, old IE and Flash behaviour) do
 * nothing there; what does is the OWASP REST set: no sniffing, no framing, no referrer, HTTPS only,
 * not readable cross-origin, and a CSP that allows nothing should one be opened anyway. Half the
 * header bytes on the hottest routes (every page load asks for status and settings).
 */
export function apiHeaders(documentHeaders: HeaderList): HeaderList {
  const hsts = documentHeaders.find(([name]) => name === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...(hsts ? [hsts] : []),
  ];
}

/** The API's routes: JSON answers only (the contract's /wps and /lgw prefixes, vendor wallet). */
const isApi = (url: string) =>
  url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/vendor/');

async function securityHeaders(app: FastifyInstance) {
  const headers = await helmetHeaders(helmetOptions);
  const forApi = apiHeaders(headers);
  // Among the reply's own headers rather than on the raw response as helmet does: Node then takes
  // them in one pass when the head is written, instead of each through setHeader first (the
  // headers validated and stored twice). A route's later reply.header() still overrides one (the
  // icons' cross-origin-resource-policy), and Fastify keeps them on error answers.
  app.addHook('onRequest', (request, reply, done) => {
    const list = isApi(request.url) ? forApi : headers;
    for (let i = 0; i < list.length; i++) reply.header(list[i]![0], list[i]![1]);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
