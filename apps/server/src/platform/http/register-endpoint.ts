import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  preValidationHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema, okEnvelope, type Endpoint } from '@app/contract';
import { requireSession } from '../../accounts/auth-plugin.ts';
import { compressedOnce, preferredCoding } from './compressed-bytes.ts';
import { openEncryptedBody } from '../sealed-bodies/body-encryption.ts';
import { operationIdOf } from './operation-ids.ts';
import { endpointDocs, routeDocs } from './route-docs.ts';

// `query?: Q` makes E['query'] include undefined; strip it, and map "no schema" to undefined.
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

/** The request as the endpoint's schemas leave it: query and body already validated and parsed. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.output<E['value']>>;

const AUTH_NOTE = 'Needs `Authorization: <session token>` (no "Bearer").';

/**
 * Registers a route from its contract endpoint: the same zod schemas validate the request,
 * serialize the response and describe it in OpenAPI. The handler returns only `value`; the success
 * envelope is added here, failures become the error envelope in the one error handler.
 *
 * `auth` endpoints first need a live session (401 otherwise); `encrypted` ones get their body
 * opened before the body schema validates it. Both run after the scope's merchant lookup.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    ...routeOptions(endpoint),
    handler: async (request, reply) => ({
      success: true as const,
      value: await handler(request as EndpointRequest<E>, reply),
    }),
  });
}

/**
 * Returns the whole success envelope as JSON already validated against `endpoint.value` and
 * serialised (a string or the bytes of one): the settings cache does that once per change instead
 * of once per request. Synchronous when the answer is at hand (the settings, a catalogue cache
 * hit); a promise only when it has to be loaded first (a catalogue cache miss).
 */
export type PreSerialisedHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => string | Buffer | Promise<string | Buffer>;

const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * registerEndpoint for answers that are served pre-serialised. Same route schema, so requests are
 * validated, errors serialised and OpenAPI written as for every other endpoint; only the 200 body
 * skips the per-request encoding (Fastify sends a string or Buffer with a JSON type as it is).
 */
export function registerPreSerialisedEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: PreSerialisedHandler<E>,
  { compress = true }: { compress?: boolean } = {},
): void {
  const send = compress ? sendJson : sendJsonAsIs;
  app.route({
    ...routeOptions(endpoint),
    // The same few pages are asked for over and over: each query string is validated once.
    ...(endpoint.query && { validatorCompiler: memoisedQueryValidator }),
    handler(request, reply) {
      const body = handler(request as EndpointRequest<E>, reply);
      // A hit is sent without a promise in between; Fastify awaits the returned one otherwise.
      if (typeof body === 'string' || Buffer.isBuffer(body)) return send(request, reply, body);
      return body.then((loaded) => send(request, reply, loaded));
    },
  });
}

/** Query strings whose parsed values are remembered, per route; any can be sent. */
const MAX_QUERIES = 1_000;

/**
 * The app's (zod) validator, remembering for the querystring what it made of each query it
 * accepted: the same parsed query always validates to the same value, so a page asked for again
 * skips the schema. The value is frozen, since requests share it; refusals are not remembered.
 */
export const memoisedQueryValidator: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const accepted = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = accepted.get(key);
    if (known) return known;
    // zod's validator answers synchronously, with { value } or { error }.
    const result = validate(data) as {
      value?: unknown;
      error?: Error | FastifySchemaValidationError[];
    };
    if (!result.error && result.value !== null && typeof result.value === 'object') {
      Object.freeze(result.value);
      if (accepted.size >= MAX_QUERIES) accepted.clear();
      accepted.set(key, { value: result.value });
    }
    return result;
  };
};

/** Cached answers this large go compressed (a game page is ~10 KB, the hot list ~120 KB). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends pre-serialised JSON. A cached Buffer of some size goes brotli- or gzip-compressed, made
 * once per cached answer (lib/compressed-bytes.ts), so a hit costs no compression.
 */
function sendJson(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  reply.type(JSON_UTF8);
  if (!Buffer.isBuffer(body) || body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(body);
  const bytes = compressedOnce(body, coding);
  reply.header('content-encoding', coding);
  return Buffer.isBuffer(bytes) ? reply.send(bytes) : bytes.then((b) => reply.send(b));
}

/** Sends pre-serialised JSON uncompressed (answers made per request). */
function sendJsonAsIs(_request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  return reply.type(JSON_UTF8).send(body);
}

function routeOptions(endpoint: Endpoint) {
  const preValidation: preValidationHookHandler[] = [];
  if (endpoint.auth) preValidation.push(requireSession);
  if (endpoint.encrypted) preValidation.push(openEncryptedBody);
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(preValidation.length > 0 && { preValidation }),
    // What OpenAPI says beyond the schemas (its scope adds the rest), and what the tests hold
    // the route's answers to.
    config: { docs: routeDocs(endpoint.method, endpointDocs(endpoint)) },
    schema: {
      operationId: operationIdOf(endpoint),
      summary: endpoint.summary,
      ...(endpoint.auth && { description: AUTH_NOTE }),
      tags: [...endpoint.tags],
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        200: okEnvelope(endpoint.value),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
  };
}
