import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { headerNames, type Endpoint, type ErrorCode } from '@app/contract';

/** The credential an operation takes (the security schemes of open-api-document.ts). */
export type RouteSecurity = 'session' | 'optionalSession' | 'operatorKey' | 'vendorSignature';

export interface HeaderDoc {
  name: string;
  required: boolean;
  description: string;
  /** The one value the header takes, when it has one (ModuleId). */
  value?: string;
}

/**
 * What the OpenAPI document says about a route beyond its schemas, kept on the route's config
 * (`config.docs`): the error codes it answers, the headers it reads, its credential, and whether
 * it belongs to the public (player) document. A route gets its own part where it is registered
 * (registerEndpoint: from the contract endpoint) and its scope's part from `declareScope` (the
 * hook that throws an error declares it beside it): the merchant lookup and rate limit of the
 * API, the operator key, the vendor signature.
 */
export interface RouteDocs {
  errors: Set<ErrorCode>;
  headers: Map<string, HeaderDoc>;
  security?: RouteSecurity;
  /** Operator, vendor and development operations: only in the operator's full document. */
  internal: boolean;
  /** The body travels sealed (`{ data }`); the route's body schema is the plaintext payload. */
  sealed: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/** What one registration or scope adds to a route's docs. */
export interface DocsPart {
  errors?: readonly ErrorCode[];
  headers?: readonly HeaderDoc[];
  security?: RouteSecurity;
  internal?: boolean;
  sealed?: boolean;
}

/** Whatever can fail anywhere: an outage (503) and a bug (500, no details). */
const ALWAYS: readonly ErrorCode[] = ['service.unavailable', 'unknown.error'];
/** A body that is not JSON, too large, or of another type (the content parsers, before the route). */
const BODY_ERRORS: readonly ErrorCode[] = [
  'request.body.invalid',
  'request.body.too.large',
  'request.media.unsupported',
];
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const header = (name: string, required: boolean, description: string): HeaderDoc => ({
  name,
  required,
  description,
});

export const headerDocs = {
  merchant: header(
    headerNames.merchant,
    false,
    "The merchant's code; without it, the server's own merchant. An unknown code is 400.",
  ),
  language: header(
    headerNames.language,
    false,
    'The reader\'s language (`BN`, `EN`; "en-US" reads as EN); else the merchant\'s default.',
  ),
  session: header(
    headerNames.authorization,
    true,
    'The session token from sign-in, as it is (no "Bearer").',
  ),
  viewer: header(
    headerNames.authorization,
    false,
    "A session token, when there is one: the answer then carries the member's own state. A token that is no longer live reads as a visitor.",
  ),
  encryption: header(
    headerNames.encryption,
    true,
    "The request's AES-256-GCM key wrapped with the server's RSA-OAEP-256 public key (`GET /wps/session/key/rsa`), base64.",
  ),
  device: header(headerNames.device, false, 'The kind of device, recorded with the session.'),
} as const;

function emptyDocs(): RouteDocs {
  return { errors: new Set(ALWAYS), headers: new Map(), internal: false, sealed: false };
}

/** Adds a part to a route's docs (made on first use). */
export function addDocs(route: Pick<RouteOptions, 'config' | 'method'>, part: DocsPart): RouteDocs {
  const config = (route.config ??= {}) as { docs?: RouteDocs };
  const docs = (config.docs ??= emptyDocs());
  const methods = ([] as HTTPMethods[]).concat(route.method);
  if (methods.some((m) => BODY_METHODS.has(m))) BODY_ERRORS.forEach((c) => docs.errors.add(c));
  part.errors?.forEach((code) => docs.errors.add(code));
  part.headers?.forEach((h) => docs.headers.set(h.name, h));
  if (part.security) docs.security = part.security;
  if (part.internal) docs.internal = true;
  if (part.sealed) docs.sealed = true;
  return docs;
}

/** The docs part of a contract endpoint: its declared errors and reads, and what its kind implies. */
export function endpointDocs(endpoint: Endpoint): DocsPart {
  const reads = new Set(endpoint.reads);
  const errors: ErrorCode[] = [...(endpoint.errors ?? [])];
  if (endpoint.query || endpoint.body) errors.push('request_param_err');
  if (endpoint.auth) errors.push('login.not.session');
  if (endpoint.encrypted) errors.push('request.encryption.invalid', 'request.replayed');
  const headers: HeaderDoc[] = [];
  if (endpoint.auth) headers.push(headerDocs.session);
  else if (reads.has('Authorization')) headers.push(headerDocs.viewer);
  if (reads.has('Language')) headers.push(headerDocs.language);
  if (reads.has('Device')) headers.push(headerDocs.device);
  if (endpoint.encrypted) headers.push(headerDocs.encryption);
  if (endpoint.moduleId) {
    headers.push({
      ...header(headerNames.moduleId, true, 'The module the call belongs to (spec 7).'),
      value: endpoint.moduleId,
    });
  }
  return {
    errors,
    headers,
    ...(endpoint.auth
      ? { security: 'session' as const }
      : reads.has('Authorization') && { security: 'optionalSession' as const }),
    ...(endpoint.encrypted && { sealed: true }),
  };
}

/**
 * Adds a part to the docs of every route registered in this scope from now on: the errors its
 * hooks answer, the headers they read, the credential they check. Call it where the hook is added.
 */
export function declareScope(app: FastifyInstance, part: DocsPart): void {
  app.addHook('onRoute', (route) => {
    // Hidden routes (pages, the demo vendor's game) are no operations of the API.
    if (!(route.schema as { hide?: boolean } | undefined)?.hide) addDocs(route, part);
  });
}

/** The docs of a route registered by hand (not from a contract endpoint), for its `config`. */
export const routeDocs = (method: HTTPMethods, part: DocsPart): RouteDocs =>
  addDocs({ method }, part);

/** The docs of the route a request reached (undefined for the 404 handler and hidden routes). */
export const docsOfRoute = (config: unknown): RouteDocs | undefined =>
  (config as { docs?: RouteDocs } | undefined)?.docs;
