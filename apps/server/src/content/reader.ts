import type { FastifyRequest } from 'fastify';
import { headerNames } from '@app/contract';
import type { Reader } from './announcements-repository.ts';
import { merchantOf } from '../merchant/merchant-context.ts';

/**
 * Who reads an announcement (its language version and read state). The announcement calls are
 * token-free (spec 7): a token is optional, and one that is no longer live reads as a visitor
 * instead of failing the list.
 */
export async function readerOf(request: FastifyRequest): Promise<Reader> {
  const m = merchantOf(request);
  const header = request.headers[headerNames.authorization.toLowerCase()];
  const token = typeof header === 'string' ? header.trim() : '';
  const session =
    request.session ?? (token ? await request.server.sessions.authenticate(token, m.code) : null);
  return {
    merchantCode: m.code,
    language: languageOf(request),
    fallback: m.defaultLanguage,
    memberId: session?.memberId ?? null,
    now: new Date(),
  };
}

/** The `Language` header's language code, if it names one. */
export function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers[headerNames.language.toLowerCase()];
  return typeof header === 'string' && /^[A-Za-z]{2}/.test(header)
    ? header.slice(0, 2).toUpperCase()
    : undefined;
}
