import { GATEWAY_VERSION, headerNames, type Endpoint, type ValueOf } from '@app/contract';
import type { z } from 'zod';
import { env } from '../config/env';
import { getLanguage } from '../stores/preferences-store';
import { getSessionToken } from '../stores/session-store';
import { ApiError, translateError } from './api-error';
import type { createKeyCache } from './encryption';
import { endpoints } from './endpoints';
import { notifyUnauthorized } from './unauthorized';

/**
 * The query an endpoint accepts, before the contract's transforms. `query` is an optional property
 * of `Endpoint`, so it is unwrapped from `| undefined` first.
 */
export type QueryInput<E extends Endpoint> =
  NonNullable<E['query']> extends z.ZodType ? z.input<NonNullable<E['query']>> : never;

export interface RequestOptions<E extends Endpoint> {
  query?: QueryInput<E>;
  /** JSON, or a FormData sent as multipart/form-data (the feedback's pictures). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. `Device: OTHERS` on a login from a home-screen app). */
  headers?: Record<string, string>;
  /**
   * Leave a 401 to the caller instead of sending the player to /m/login: logout treats an
   * already-expired session as done and still goes home (spec 4).
   */
  quietUnauthorized?: boolean;
}

export function buildUrl(endpoint: Endpoint, query?: Record<string, unknown>): string {
  // Always absolute: `fetch` outside a browser (tests, workers) does not resolve relative URLs.
  const base = env.apiBaseUrl || window.location.origin;
  const url = new URL(base + endpoint.path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

export function buildHeaders(endpoint: Endpoint, hasBody: boolean, isForm = false): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [headerNames.merchant]: env.merchantCode,
    [headerNames.language]: getLanguage(),
    [headerNames.gatewayVersion]: GATEWAY_VERSION,
  });
  const token = getSessionToken();
  // Raw token, no "Bearer" (API-NOTES). Sent on token-free calls too: the server may personalise.
  if (token) headers.set(headerNames.authorization, token);
  if (endpoint.moduleId) headers.set(headerNames.moduleId, endpoint.moduleId);
  // A FormData body (multipart) carries its own type with the boundary; the browser sets it.
  if (hasBody && !isForm) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The server's public key for encrypted bodies, fetched on the first encrypted call. */
let rsaKey: ReturnType<typeof createKeyCache> | null = null;

/** The sealing code loads with the first encrypted call: the first screen sends none. */
async function sealer() {
  const { createKeyCache, sealBody } = await import('./encryption');
  rsaKey ??= createKeyCache(() => apiRequest(endpoints.getRsaKey));
  return { sealBody, key: rsaKey };
}

/**
 * The one way to call the API: builds the request from a contract endpoint, unwraps the envelope
 * and turns every failure into an `ApiError` with a translated message. Bodies of endpoints marked
 * `encrypted` travel sealed (ARCHITECTURE "Security"); callers pass the plain payload.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<ValueOf<E>> {
  if (!endpoint.encrypted || options.body === undefined) return send(endpoint, options);
  try {
    return await sendSealed(endpoint, options);
  } catch (error) {
    // The server rotated its key (or restarted): fetch the new one and try once more.
    if (!(error instanceof ApiError) || error.errorCode !== 'request.encryption.invalid')
      throw error;
    rsaKey?.forget();
    return sendSealed(endpoint, options);
  }
}

async function sendSealed<E extends Endpoint>(endpoint: E, options: RequestOptions<E>) {
  const { sealBody, key } = await sealer();
  const sealed = await sealBody(endpoint.method, endpoint.path, options.body, await key.get());
  return send(endpoint, {
    ...options,
    body: sealed.body,
    headers: { ...options.headers, [headerNames.encryption]: sealed.encryption },
  });
}

async function send<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
): Promise<ValueOf<E>> {
  const hasBody = options.body !== undefined;
  const isForm = options.body instanceof FormData;
  const headers = buildHeaders(endpoint, hasBody, isForm);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(
      buildUrl(endpoint, options.query as Record<string, unknown> | undefined),
      {
        method: endpoint.method,
        headers,
        body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : null,
        signal: options.signal ?? null,
        credentials: 'include',
      },
    );
  } catch (cause) {
    if (
      cause instanceof DOMException &&
      (cause.name === 'AbortError' || cause.name === 'TimeoutError')
    )
      throw cause;
    throw new ApiError('network', 0, translateError('network'));
  }

  const payload: unknown = await response.json().catch(() => null);

  // A 401 ends the session it was sent with. One signed out (or replaced) while the request was
  // on its way is not the player's session any more: a favourites call sent just before a logout
  // came back 401 after it and sent the player from home to /m/login.
  const sentWith = headers.get(headerNames.authorization);
  if (response.status === 401 && !options.quietUnauthorized && sentWith === getSessionToken())
    notifyUnauthorized();

  if (isSuccess(payload) && response.ok) return checkValue(endpoint, payload.value);

  if (isFailure(payload)) {
    const { errorCode, message, value } = payload;
    throw new ApiError(errorCode, response.status, translateError(errorCode, message), value);
  }
  throw new ApiError('unknown.error', response.status, translateError('unknown.error'));
}

// Envelope checks by hand: the contract's zod schemas stay out of production bundles (see endpoints.ts).
const isFailure = (p: unknown): p is { errorCode: string; message?: string; value?: unknown } =>
  typeof p === 'object' &&
  p !== null &&
  (p as { success?: unknown }).success === false &&
  typeof (p as { errorCode?: unknown }).errorCode === 'string';

const isSuccess = (p: unknown): p is { success: true; value: unknown } =>
  typeof p === 'object' &&
  p !== null &&
  (p as { success?: unknown }).success === true &&
  'value' in p;

/**
 * In development a response that breaks the contract fails loudly, so drift between server and
 * client shows up at once; production trusts the server (it validates its own responses) and
 * skips the cost.
 */
function checkValue<E extends Endpoint>(endpoint: E, value: unknown): ValueOf<E> {
  // `value` is absent from production endpoint objects; the check is for development only anyway.
  if (import.meta.env.DEV && endpoint.value) {
    const parsed = endpoint.value.safeParse(value);
    if (!parsed.success) {
      console.error(
        `Contract mismatch on ${endpoint.method} ${endpoint.path}`,
        parsed.error.issues,
      );
      throw new ApiError('unknown.error', 200, translateError('unknown.error'));
    }
    return parsed.data as ValueOf<E>;
  }
  return value as ValueOf<E>;
}
