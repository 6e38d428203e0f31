import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorWalletBalance,
  vendorWalletBet,
  vendorWalletRollback,
  vendorWalletWin,
} from '@app/contract';
import { AppError } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { loadMerchantIn, merchantOf } from '../merchant/merchant-context.ts';
import { declareScope } from '../platform/http/route-docs.ts';
import type { WalletAnswer, WalletCall } from './adapter.ts';
import { createSeamlessWallet } from './seamless-wallet.ts';
import { checkVendorSignature, vendorSecret } from './signing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived: what the vendor signed. */
    vendorRawBody: string | null;
  }
}

const VENDOR_CODE = /^[A-Za-z0-9_]{1,40}$/;
const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name.toLowerCase()];
  return typeof v === 'string' ? v.trim() : undefined;
};
const vendorCodeOf = (request: FastifyRequest) =>
  (request.params as { vendorCode?: string }).vendorCode ?? '';

/**
 * The seamless wallet: server-to-server calls of game vendors (contract vendor-wallet.ts). Not
 * under the players' per-IP rate limit (a vendor sends every player's rounds from a few
 * addresses); the HMAC check comes first, so an unsigned flood never reaches the database.
 */
export default async function vendorRoutes(app: FastifyInstance) {
  app.decorateRequest('vendorRawBody', null);
  // Keep the raw text: the signature covers the bytes sent, not a re-serialisation.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.vendorRawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('request.body.invalid', 'Request body is not valid JSON'), undefined);
    }
  });

  // Vendors are only ever added (the catalogue seed's insertVendors, ON CONFLICT DO NOTHING) and
  // never removed or renamed (games, rounds, bets and vendor calls reference them): a code once
  // found stays known, and an unknown one is looked up again, so one added later is found.
  const knownVendors = new Set<string>();
  app.addHook('preValidation', async (request) => {
    const code = vendorCodeOf(request);
    if (!VENDOR_CODE.test(code)) throw new AppError('vendor.unknown', 'Unknown vendor');
    const check = checkVendorSignature(
      vendorSecret(app.config, code),
      header(request, VENDOR_TIMESTAMP_HEADER),
      header(request, VENDOR_SIGNATURE_HEADER),
      {
        method: request.method,
        // The path as the vendor sent it (request.url is the raw request target), without a query.
        path: request.url.split('?', 1)[0]!,
        rawBody: request.vendorRawBody ?? '',
      },
    );
    if (check === 'invalid')
      throw new AppError('vendor.signature.invalid', 'The signature does not match');
    if (check === 'stale')
      throw new AppError('vendor.signature.stale', 'The signed timestamp is too old or too new');
    if (!knownVendors.has(code)) {
      const [known] = await app.db.query('SELECT 1 FROM game_vendors WHERE code = $1', [code]);
      if (!known) throw new AppError('vendor.unknown', 'Unknown vendor');
      knownVendors.add(code);
    }
  });
  declareScope(app, {
    errors: ['vendor.unknown', 'vendor.signature.invalid', 'vendor.signature.stale'],
    headers: [
      {
        name: VENDOR_TIMESTAMP_HEADER,
        required: true,
        description: 'Unix seconds when the call was signed.',
      },
      {
        name: VENDOR_SIGNATURE_HEADER,
        required: true,
        description:
          "Lower-case hex HMAC-SHA256, with the vendor's secret, of the signed text (contract vendor-wallet.ts).",
      },
    ],
    security: 'vendorSignature',
    internal: true,
  });
  // Server to server: the Merchant header is optional (the server's own merchant).
  loadMerchantIn(app);

  const wallet = createSeamlessWallet(
    app.db,
    app.money,
    (vendor) => vendorSecret(app.config, vendor),
    // The bet is in: a failure to extend the session must not turn its answer into an error.
    (sessionId) =>
      app.sessions
        .keepAlive(sessionId)
        .catch((err: unknown) => app.log.warn({ err, sessionId }, 'session keep-alive failed')),
  );
  const callOf = (request: FastifyRequest): WalletCall => ({
    merchant: merchantOf(request),
    vendor: vendorCodeOf(request),
  });
  /** A stored refusal is answered like a fresh one: same status, code and message. */
  const unwrap = (answer: WalletAnswer) => {
    if (answer.ok) return answer.value;
    throw new AppError(answer.errorCode as AppError['errorCode'], answer.message);
  };

  registerEndpoint(app, vendorWalletBalance, async (request) =>
    unwrap(await wallet.balance(callOf(request), request.body)),
  );
  registerEndpoint(app, vendorWalletBet, async (request) =>
    unwrap(await wallet.bet(callOf(request), request.body)),
  );
  registerEndpoint(app, vendorWalletWin, async (request) =>
    unwrap(await wallet.win(callOf(request), request.body)),
  );
  registerEndpoint(app, vendorWalletRollback, async (request) =>
    unwrap(await wallet.rollback(callOf(request), request.body)),
  );
}
