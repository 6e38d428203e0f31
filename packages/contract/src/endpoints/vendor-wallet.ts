import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import type { ErrorCode } from '../error-codes.ts';

/**
 * The seamless wallet (ours; ARCHITECTURE "Vendors"): the calls a game vendor's server makes back
 * to the operator while a member plays. Server to server, never from a browser:
 *
 * - Path `/vendor/:vendorCode/wallet/...`; `Merchant` header optional (the server's own merchant).
 * - Signed: `X-Vendor-Timestamp` (unix seconds) and `X-Vendor-Signature`, the lower-case hex
 *   HMAC-SHA256 with the vendor's secret of `vendorSignedText`: `<timestamp>.<METHOD> <path>.<raw
 *   JSON body>`, e.g. `1795545054.POST /vendor/PG/wallet/bet.{"playerId":"7",...}` (the path as
 *   sent, without the query). The operation is signed with the body, so a body signed for `bet`
 *   is refused at `win`. A bad signature is 401 vendor.signature.invalid; a timestamp more than 5
 *   minutes off is 401 vendor.signature.stale.
 * - Idempotent by `txId` per vendor: a repeat answers what the first call answered (its refusals
 *   too) and moves nothing; the same `txId` with another body is 409 vendor.transaction.conflict.
 * - Amounts are integer minor units of the merchant's currency.
 */
export const VENDOR_TIMESTAMP_HEADER = 'X-Vendor-Timestamp';
export const VENDOR_SIGNATURE_HEADER = 'X-Vendor-Signature';
/** How far a signed call's timestamp may be from the server's clock. */
export const VENDOR_SIGNATURE_MAX_SKEW_SECONDS = 300;

/**
 * The text a vendor signs: the timestamp, the method and path of the call (as sent, without the
 * query), and the raw body exactly as sent, so nothing has to be re-serialised to check it.
 */
export const vendorSignedText = (
  timestamp: string,
  method: string,
  path: string,
  rawBody: string,
): string => `${timestamp}.${method.toUpperCase()} ${path}.${rawBody}`;

const id = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : -')
    .min(1)
    .max(max);
/** The member as the operator named it at launch: the member id, as text. */
const playerId = z.string().regex(/^[1-9]\d{0,14}$/, 'a member id');
const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code');

export const vendorBalanceBody = z.strictObject({ playerId, currency });

/**
 * A stake is taken only within the player's platform session: `launchToken` is the token the
 * launch URL carried (signed by the operator with this vendor's secret), sent on every bet of the
 * game it opened. Its own 10 minutes only open the game; the bet is refused (401
 * vendor.session.ended) once the platform session that launched the game has ended (logout, a
 * password change, expiry). Wins and rollbacks need no token: a round in play still settles.
 */
export const vendorBetBody = z.strictObject({
  playerId,
  currency,
  txId: id(100),
  roundId: id(100),
  amountMinor: minor.min(1),
  /** The vendor's own game code (games.game_id), when the round belongs to one game. */
  gameId: id(64).optional(),
  launchToken: z.string().min(1).max(1_000),
});

/** A win of 0 still closes the round (and settles its bet record). */
export const vendorWinBody = z.strictObject({
  playerId,
  currency,
  txId: id(100),
  roundId: id(100),
  amountMinor: minor,
});

/** Refunds the bet `betTxId`; a bet never seen is recorded as cancelled and later refused. */
export const vendorRollbackBody = z.strictObject({
  playerId,
  currency,
  txId: id(100),
  roundId: id(100),
  betTxId: id(100),
  amountMinor: minor.min(1),
});

export const vendorWalletValue = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** The member's balance after the call, in minor units. */
  balanceMinor: z.number().int(),
  /** The same in major units with 2 decimals, for display. */
  balance: z.number(),
  /** Echo of the call's transaction and round (absent for balance). */
  txId: z.string().optional(),
  roundId: z.string().optional(),
});
export type VendorWalletValue = z.infer<typeof vendorWalletValue>;
export type VendorBetBody = z.infer<typeof vendorBetBody>;
export type VendorWinBody = z.infer<typeof vendorWinBody>;
export type VendorRollbackBody = z.infer<typeof vendorRollbackBody>;

/** Every call names a player of the merchant, in its currency (else 404 / 400). */
const endpoint = <B extends z.ZodType>(
  op: string,
  summary: string,
  body: B,
  errors: readonly ErrorCode[] = [],
) =>
  defineEndpoint({
    method: 'POST',
    path: `/vendor/:vendorCode/wallet/${op}`,
    summary,
    tags: ['vendor wallet'],
    body,
    value: vendorWalletValue,
    auth: false,
    errors: ['not.found', ...errors],
  });

/** A txId sent again with other details, a round of another player or already settled. */
const roundErrors: readonly ErrorCode[] = [
  'vendor.transaction.conflict',
  'vendor.round.unknown',
  'vendor.round.closed',
];

export const vendorWalletBalance = endpoint(
  'balance',
  "Signed vendor call: the member's balance",
  vendorBalanceBody,
);
export const vendorWalletBet = endpoint(
  'bet',
  'Signed vendor call: debits a stake and opens (or adds to) a round, within the platform session that launched the game; 409 wallet.insufficient.funds',
  vendorBetBody,
  [
    ...roundErrors,
    'vendor.transaction.rolledback',
    'member.disabled',
    'wallet.insufficient.funds',
    'vendor.token.invalid',
    'vendor.session.ended',
  ],
);
export const vendorWalletWin = endpoint(
  'win',
  'Signed vendor call: credits a win (0 allowed) and closes the round',
  vendorWinBody,
  roundErrors,
);
export const vendorWalletRollback = endpoint(
  'rollback',
  'Signed vendor call: refunds a bet; a rollback before its bet makes that bet refused',
  vendorRollbackBody,
  ['vendor.transaction.conflict', 'vendor.round.closed'],
);

/** Server-to-server: not part of `endpoints` (the player API), registered in their own scope. */
export const vendorWalletEndpoints = {
  vendorWalletBalance,
  vendorWalletBet,
  vendorWalletWin,
  vendorWalletRollback,
} as const;

/** A vendor wallet path for one vendor. */
export const vendorWalletPath = (vendorCode: string, op: 'balance' | 'bet' | 'win' | 'rollback') =>
  `/vendor/${encodeURIComponent(vendorCode)}/wallet/${op}`;
