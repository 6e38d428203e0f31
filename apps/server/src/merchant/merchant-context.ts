import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';
import { declareScope, headerDocs } from '../platform/http/route-docs.ts';
import type { Merchant } from './merchants-repository.ts';
import type { CachedMerchantSettings } from './settings-payloads.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant | null;
    merchantSettings: CachedMerchantSettings | null;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function adopt(request: FastifyRequest, settings: CachedMerchantSettings | null) {
  if (!settings) return badRequest('Unknown merchant');
  request.merchant = settings.merchant;
  request.merchantSettings = settings;
  return undefined;
}

/**
 * The merchant a request is for: the `Merchant` header, or the server's own merchant when the
 * header is missing (browsers opening the API directly, probes). A header naming no merchant is a
 * client error, never a silent fallback. Read through the settings cache, which a change drops at
 * once (plugins/settings-cache.ts). A callback hook rather than an async one: with the cache warm
 * (nearly always) it finishes without a promise, on the hottest path of the API.
 */
export function loadMerchant(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const header = request.headers.merchant;
  const code =
    typeof header === 'string' && header.trim() !== ''
      ? header.trim()
      : request.server.config.merchantCode;
  if (!MERCHANT_CODE.test(code)) return done(badRequest('Unknown merchant'));
  const cache = request.server.settingsCache;
  const warm = cache.peek(code);
  if (warm !== undefined) return done(adopt(request, warm));
  cache.get(code).then(
    (settings) => done(adopt(request, settings)),
    (err: Error) => done(err),
  );
}

/**
 * Resolves the merchant of every request to the routes of this scope (a preValidation hook), and
 * says so in their docs: they read `Merchant` and answer 400 for an unknown one.
 */
export function loadMerchantIn(app: FastifyInstance): void {
  app.addHook('preValidation', loadMerchant);
  declareScope(app, { errors: ['request_param_err'], headers: [headerDocs.merchant] });
}

/** For handlers in a scope that runs `loadMerchant`. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('route registered outside the merchant scope');
  return request.merchant;
}

/** The merchant's cached, pre-serialised settings, for handlers in the same scope. */
export function merchantSettingsOf(request: FastifyRequest): CachedMerchantSettings {
  if (!request.merchantSettings) throw new Error('route registered outside the merchant scope');
  return request.merchantSettings;
}

async function merchantContext(app: FastifyInstance) {
  app.decorateRequest('merchant', null);
  app.decorateRequest('merchantSettings', null);
}

export default fp(merchantContext, { name: 'merchant-context' });
