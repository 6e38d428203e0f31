import type { FastifyRequest } from 'fastify';
import { headerNames, LANGUAGE_COOKIE } from '@app/contract';
import type { Session } from '../accounts/sessions.ts';
import { merchantOf } from './merchant-context.ts';
import type { Caller } from './settings-payloads.ts';

/**
 * What a route needs to know about its caller, read from the request in this one place: the
 * merchant (the `loadMerchant` hook resolved it), the language, the optional viewer and the
 * caller's address. Routes read these and hand plain values to the services; no service sees a
 * request.
 */
export { merchantOf, merchantSettingsOf } from './merchant-context.ts';

const LANGUAGE_CODE = /^[A-Z]{2}$/;

/**
 * The caller's language: the `Language` header's first two letters, upper-cased ("en-US" is EN),
 * else undefined; never a default, so each caller says its own fallback (usually the merchant's
 * default language, which the content queries also fall back to). `among`: only these languages,
 * for a caller that can serve no others (the support page, a game's interface), else undefined.
 */
export function languageOf(request: FastifyRequest, among?: readonly string[]): string | undefined {
  const header = request.headers.language;
  if (typeof header !== 'string') return undefined;
  const code = header.trim().slice(0, 2).toUpperCase();
  if (!LANGUAGE_CODE.test(code)) return undefined;
  return among && !among.includes(code) ? undefined : code;
}

const languageCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z]{2})(?:;|$)`);

/**
 * The language of a rendered /m/ page: the `language` cookie the app writes beside its storage
 * key (a page load carries no Language header), else undefined (the renderer's default, BN).
 */
export const pageLanguageOf = (request: FastifyRequest): string | undefined =>
  languageCookie.exec(request.headers.cookie ?? '')?.[1]?.toUpperCase();

const viewers = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The member behind an optional `Authorization` header, for token-free endpoints that answer a
 * member more (read state, promotion state): the session of an `auth` endpoint, else the live
 * session of the token, else null (no token, or one no longer live: a visitor, never a 401).
 * Looked up once per request.
 */
export function viewerOf(request: FastifyRequest): Promise<Session | null> {
  if (request.session) return Promise.resolve(request.session);
  let viewer = viewers.get(request);
  if (!viewer) {
    const header = request.headers[headerNames.authorization.toLowerCase()];
    const token = typeof header === 'string' ? header.trim() : '';
    viewer = token
      ? request.server.sessions.authenticate(token, merchantOf(request).code)
      : Promise.resolve(null);
    viewers.set(request, viewer);
  }
  return viewer;
}

/** The caller of a request, as the status answer sees it. */
export const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  countryHeader: request.headers[request.server.config.countryHeader],
  hostname: request.hostname,
});

/** The merchant and the client's address, for the services that limit or record by address. */
export const clientOf = (request: FastifyRequest) => ({
  merchant: merchantOf(request),
  ip: request.ip,
});
