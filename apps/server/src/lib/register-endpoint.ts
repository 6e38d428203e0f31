import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorEnvelopeSchema, okEnvelope, type Endpoint } from '@app/contract';

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

/**
 * Registers a route from its contract endpoint: the same zod schemas validate the request,
 * serialize the response and describe it in OpenAPI. The handler returns only `value`; the success
 * envelope is added here, failures become the error envelope in the one error handler.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        200: okEnvelope(endpoint.value),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => ({
      success: true as const,
      value: await handler(request as EndpointRequest<E>, reply),
    }),
  });
}
