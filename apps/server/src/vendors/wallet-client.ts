import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER, vendorWalletPath } from '@app/contract';
import type { VendorWalletValue } from '@app/contract';
import { signVendorCall } from './signing.ts';

export type WalletOp = 'balance' | 'bet' | 'win' | 'rollback';

export type ClientAnswer =
  | { ok: true; value: VendorWalletValue }
  | { ok: false; status: number; errorCode: string; message: string };

export interface WalletClientOptions {
  /** The operator's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  vendor: string;
  secret: string;
  merchantCode: string;
}

/**
 * A vendor's side of the seamless wallet: signed HTTP calls to the operator, exactly as an
 * outside vendor sends them. Network failures throw (the caller decides to retry or roll back).
 */
export function createWalletClient(o: WalletClientOptions) {
  return async function callWallet(op: WalletOp, body: object): Promise<ClientAnswer> {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const path = vendorWalletPath(o.vendor, op);
    const res = await fetch(`${o.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: o.merchantCode,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signVendorCall(o.secret, timestamp, {
          method: 'POST',
          path,
          rawBody: raw,
        }),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await res.json()) as
      | { success: true; value: VendorWalletValue }
      | { success: false; errorCode: string; message: string };
    return envelope.success
      ? { ok: true, value: envelope.value }
      : { ok: false, status: res.status, errorCode: envelope.errorCode, message: envelope.message };
  };
}

export type CallWallet = ReturnType<typeof createWalletClient>;
