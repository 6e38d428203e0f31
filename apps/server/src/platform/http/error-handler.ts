import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, ErrorEnvelope } from '@app/contract';
import { DatabaseUnavailableError } from '../db/db.ts';
import {
  AppError,
  serviceUnavailable,
  TooManyRequestsError,
  UNAVAILABLE_RETRY_SECONDS,
} from '../../errors.ts';
import { noteFailure } from './request-log.ts';
import { docsOfRoute } from './route-docs.ts';
import { apiHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * "<METHOD> <route> <errorCode>" of answers whose code the route does not declare (its
     * OpenAPI lists the declared ones): the test harness fails a test file that made one.
     */
    undeclaredErrors: Set<string>;
  }
}

interface Failure {
  statusCode: number;
  body: ErrorEnvelope;
}

const fail = (
  statusCode: number,
  errorCode: string,
  message: string,
  value?: unknown,
): Failure => ({
  statusCode,
  body: { success: false, errorCode, message, ...(value !== undefined && { value }) },
});

const contextNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'path',
  headers: 'header',
};

/** "query.types: Invalid option ..." — the client learns which field to fix. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return 'Invalid request';
  const where = contextNames[err.validationContext ?? ''] ?? err.validationContext ?? 'request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `${where}${field ? `.${field}` : ''}: ${first.message ?? 'invalid'}`;
}

const frameworkErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.body.invalid', 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.body.invalid', 'Request body is empty'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'request.body.invalid',
    'Request body does not match its length',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.body.too.large', 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.media.unsupported', 'Unsupported content type'],
  // The router's own refusals (answered through `answerFrameworkError`); the URL is not echoed.
  FST_ERR_BAD_URL: [400, 'request_param_err', 'The URL is not valid (bad percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'request_param_err', 'A path parameter is too long'],
};

/** Every failure leaves in the one envelope; only 4xx details reach the client. */
export function toFailure(err: FastifyError | Error): Failure {
  if (err instanceof DatabaseUnavailableError) return toFailure(serviceUnavailable());
  if (err instanceof AppError) return fail(err.statusCode, err.errorCode, err.message, err.value);
  const fe = err as FastifyError;
  if (fe.validation) return fail(400, 'request_param_err', validationMessage(fe));
  const known = fe.code ? frameworkErrors[fe.code] : undefined;
  if (known) return fail(...known);
  const status = fe.statusCode ?? 500;
  if (status === 429) return fail(429, 'TOO_MANY_REQUESTS', 'Too many requests');
  if (status === 404) return fail(404, 'not.found', 'Not found');
  // Fastify's own client errors (a malformed URL, a bad header) carry safe messages.
  if (status >= 400 && status < 500 && fe.code?.startsWith('FST_')) {
    return fail(status, 'request_param_err', fe.message);
  }
  return fail(500, 'unknown.error', 'Unknown error');
}

/** Answers any error in the envelope, with its headers, and notes it for the request's log line. */
function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toFailure(err);
  noteUndeclared(request, body.errorCode as ErrorCode);
  if (err instanceof TooManyRequestsError) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
  }
  const failure = { errorCode: body.errorCode, message: body.message };
  if (body.errorCode === 'service.unavailable') {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    const cause = err.cause as { message?: string; code?: string } | undefined;
    noteFailure(request, { ...failure, outage: { cause: cause?.message, code: cause?.code } });
  } else {
    // Logged with the request's one line when it completes (lib/request-log.ts).
    noteFailure(request, { ...failure, ...(statusCode >= 500 && { err }) });
  }
  return reply.status(statusCode).send(body);
}

/** Records an answer whose code its route does not declare (see `undeclaredErrors`). */
function noteUndeclared(request: FastifyRequest, code: ErrorCode) {
  const docs = docsOfRoute(request.routeOptions.config);
  const seen = request.server.undeclaredErrors;
  if (!docs || !seen || docs.errors.has(code)) return;
  const undeclared = `${request.method} ${request.routeOptions.url} ${code}`;
  if (seen.has(undeclared)) return;
  seen.add(undeclared);
  request.log.warn({ undeclared }, 'error code not declared by its route (OpenAPI)');
}

/** The JSON answers' own security headers (no HSTS: that one comes from the app's hooks). */
const JSON_HEADERS = apiHeaders([]);

/**
 * Fastify's `frameworkErrors` option (app.ts): what the router refuses before any route or error
 * handler runs (a URL with bad percent-encoding, a path parameter longer than `maxParamLength`)
 * leaves in the same envelope instead of Fastify's own JSON. No hook runs for these answers, so
 * the headers the hooks would set are set here.
 */
export function answerFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  for (const [name, value] of JSON_HEADERS) reply.header(name, value);
  if (request.server.draining.active) reply.header('connection', 'close');
  void answerError(err, request, reply);
}

async function errorHandler(app: FastifyInstance) {
  app.decorate('undeclaredErrors', new Set<string>());
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(fail(404, 'not.found', `No route ${request.method} ${request.url.split('?')[0]}`).body),
  );
}

export default fp(errorHandler, { name: 'error-handler' });
