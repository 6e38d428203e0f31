import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vendorWalletPath, type VendorWalletValue } from '@app/contract';
import { signVendorCall, vendorSecret } from '../../src/vendors/signing.ts';

export interface SignedCallOptions {
  /** Unix seconds; now by default. */
  timestamp?: number;
  /** Another secret than the vendor's (a forged call). */
  secret?: string;
  /** Sign this body but send `body` (a tampered call). */
  signedText?: string;
  /** Sign this path but send the call to the operation's own (a replay at another operation). */
  signedPath?: string;
  /** Sign this method instead of POST. */
  signedMethod?: string;
  /** Send the call to this path instead of the operation's (e.g. with a query). */
  url?: string;
  headers?: Record<string, string>;
}

export type WalletOp = 'balance' | 'bet' | 'win' | 'rollback';

/**
 * The signature headers a vendor sends with the wallet call `op` whose raw JSON body is `raw`:
 * the timestamp and the HMAC of `<timestamp>.POST <path>.<raw body>`.
 */
export function vendorSignatureHeaders(
  app: FastifyInstance,
  vendor: string,
  op: WalletOp,
  raw: string,
  o: Pick<
    SignedCallOptions,
    'timestamp' | 'secret' | 'signedText' | 'signedPath' | 'signedMethod'
  > = {},
): { 'x-vendor-timestamp': string; 'x-vendor-signature': string } {
  const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const secret = o.secret ?? vendorSecret(app.config, vendor);
  return {
    'x-vendor-timestamp': timestamp,
    'x-vendor-signature': signVendorCall(secret, timestamp, {
      method: o.signedMethod ?? 'POST',
      path: o.signedPath ?? vendorWalletPath(vendor, op),
      rawBody: o.signedText ?? raw,
    }),
  };
}

/** A seamless-wallet call as a vendor sends it: raw JSON, timestamp and HMAC headers. */
export function vendorCall(
  app: FastifyInstance,
  vendor: string,
  op: WalletOp,
  body: object,
  o: SignedCallOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: o.url ?? vendorWalletPath(vendor, op),
    headers: {
      'content-type': 'application/json',
      ...vendorSignatureHeaders(app, vendor, op, raw, o),
      ...o.headers,
    },
    payload: raw,
  });
}

export const walletValue = (res: LightMyRequestResponse): VendorWalletValue => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (JSON.parse(res.body) as { value: VendorWalletValue }).value;
};

/** Sum of the member's wallet lines: the ledger's own figure. */
export async function walletMinor(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ s: string }>(
    `SELECT COALESCE(SUM(l.amount_minor), 0)::text AS s FROM journal_lines l
       JOIN accounts a ON a.id = l.account_id
      WHERE a.owner_member_id = $1 AND a.kind = 'member_wallet'`,
    [memberId],
  );
  return Number(row!.s);
}

/** Funds a member's wallet from the house (a test's opening balance). */
export async function fund(app: FastifyInstance, memberId: number, minor: number) {
  const ref = { merchantCode: 'demo', currency: 'BDT' };
  const house = await app.money.account({ ...ref, ownerMemberId: null, kind: 'house_cash' });
  const wallet = await app.money.account({
    ...ref,
    ownerMemberId: memberId,
    kind: 'member_wallet',
  });
  await app.money.post({
    kind: 'funding',
    idempotencyKey: `test:fund:${memberId}:${minor}:${Math.random()}`,
    memo: 'test funding',
    lines: [
      { accountId: house, amountMinor: -minor },
      { accountId: wallet, amountMinor: minor },
    ],
  });
}

let n = 0;
/** A transaction or round id unique in this run. */
export const uid = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++n}`;
