import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';
import type { Merchant } from '../repositories/merchants-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant | null;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The merchant a request is for: the `Merchant` header, or the server's own merchant when the
 * header is missing (browsers opening the API directly, probes). A header naming no merchant is a
 * client error, never a silent fallback.
 */
export async function loadMerchant(request: FastifyRequest): Promise<void> {
  const header = request.headers.merchant;
  const code =
    typeof header === 'string' && header.trim() !== ''
      ? header.trim()
      : request.server.config.merchantCode;
  const merchant = MERCHANT_CODE.test(code)
    ? await request.server.repos.merchants.findCached(code)
    : null;
  if (!merchant) throw badRequest('Unknown merchant');
  request.merchant = merchant;
}

/** For handlers in a scope that runs `loadMerchant`. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('route registered outside the merchant scope');
  return request.merchant;
}

async function merchantContext(app: FastifyInstance) {
  app.decorateRequest('merchant', null);
}

export default fp(merchantContext, { name: 'merchant-context' });
