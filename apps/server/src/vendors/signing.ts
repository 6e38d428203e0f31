import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_SIGNATURE_MAX_SKEW_SECONDS, vendorSignedText } from '@app/contract';
import type { AppConfig } from '../config.ts';

/** What a signature covers: the call's method and path (as sent, no query) and its raw body. */
export interface SignedCall {
  method: string;
  path: string;
  rawBody: string;
}

/**
 * HMAC-SHA256 signatures of the seamless-wallet calls, over the contract's `vendorSignedText`:
 * `<timestamp>.<METHOD> <path>.<raw body>`. The operation is part of the text, so a body signed
 * for one call (a bet) is no signature for another (a win).
 */
export const signVendorCall = (secret: string, timestamp: string, call: SignedCall) =>
  createHmac('sha256', secret)
    .update(vendorSignedText(timestamp, call.method, call.path, call.rawBody))
    .digest('hex');

/**
 * A vendor's secret: VENDOR_SECRET_<CODE> when set, else derived from the seed, so that every
 * vendor has its own even in the demo (one vendor's secret signs nothing for another).
 */
export function vendorSecret(config: AppConfig, vendorCode: string): string {
  return (
    config.vendorSecrets[vendorCode.toUpperCase()] ??
    createHmac('sha256', config.vendorSecretSeed)
      .update(`vendor-wallet:${vendorCode}`)
      .digest('hex')
  );
}

export type SignatureCheck = 'ok' | 'invalid' | 'stale';

/** Checks a call's signature, then its age; compares in constant time. */
export function checkVendorSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  call: SignedCall,
  nowMs = Date.now(),
): SignatureCheck {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'invalid';
  if (!/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(signVendorCall(secret, timestamp, call), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  const skew = Math.abs(nowMs / 1000 - Number(timestamp));
  return skew > VENDOR_SIGNATURE_MAX_SKEW_SECONDS ? 'stale' : 'ok';
}
