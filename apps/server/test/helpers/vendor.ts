import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vendorWalletPath, type VendorWalletValue } from '@app/contract';
import { hashToken } from '../../src/accounts/sessions.ts';
import { createLaunchToken, type LaunchClaims } from '../../src/vendors/launch-token.ts';
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

/** A new platform session of the member, as a sign-in starts it: its token and public number. */
export async function startSession(
  app: FastifyInstance,
  memberId: number,
): Promise<{ token: string; id: number }> {
  const member = await app.repos.members.findById(memberId);
  if (!member) throw new Error(`no member ${memberId}`);
  const { token } = await app.sessions.start(member, { firstTimeLogin: false });
  const [row] = await app.db.query<{ id: string }>(
    'SELECT id FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  return { token, id: Number(row!.id) };
}

/**
 * A launch token as a game launch gives it to `vendor` (signed with its secret, wallet mode)
 * for the member's platform session `sessionId`; `claims` and `secret` alter it (a forged or
 * another's token). Its own 10 minutes do not bound bets.
 */
export function launchTokenOf(
  app: FastifyInstance,
  vendor: string,
  memberId: number,
  sessionId: number,
  o: { claims?: Partial<LaunchClaims>; secret?: string } = {},
): string {
  return createLaunchToken(o.secret ?? vendorSecret(app.config, vendor), {
    merchantCode: 'demo',
    memberId,
    vendor,
    nodeId: 10001,
    mode: 'wallet',
    language: 'EN',
    sessionId,
    ...o.claims,
  });
}

const liveTokens = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/**
 * A launch token of `vendor` for a live platform session of the member: one session per app,
 * vendor and member, started on first use and again once it has ended (a test logged out). An
 * unknown member gets a token naming no session (the wallet answers 404 first).
 */
export async function liveLaunchToken(
  app: FastifyInstance,
  vendor: string,
  memberId: number,
): Promise<string> {
  let tokens = liveTokens.get(app);
  if (!tokens) liveTokens.set(app, (tokens = new Map()));
  const key = `${vendor}:${memberId}`;
  const cached = tokens.get(key);
  if (cached) {
    const token = await cached;
    const sessionId = (
      JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
        sessionId: number;
      }
    ).sessionId;
    const live = await app.db.query('SELECT 1 FROM sessions WHERE id = $1 AND expires_at > now()', [
      sessionId,
    ]);
    if (live.length > 0 || tokens.get(key) !== cached) return tokens.get(key)!;
  }
  const made = (async () => {
    const [member] = await app.db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (!member) return launchTokenOf(app, vendor, memberId, Number.MAX_SAFE_INTEGER);
    return launchTokenOf(app, vendor, memberId, (await startSession(app, memberId)).id);
  })();
  tokens.set(key, made);
  made.catch(() => tokens.delete(key));
  return made;
}

/**
 * A seamless-wallet call as a vendor sends it: raw JSON, timestamp and HMAC headers. A bet whose
 * body has no `launchToken` key gets the member's live one (liveLaunchToken), as a vendor sends
 * it; a key set to `undefined` sends the bet without one.
 */
export async function vendorCall(
  app: FastifyInstance,
  vendor: string,
  op: WalletOp,
  body: object,
  o: SignedCallOptions = {},
): Promise<LightMyRequestResponse> {
  if (op === 'bet' && !('launchToken' in body) && 'playerId' in body) {
    const memberId = Number(body.playerId);
    if (Number.isSafeInteger(memberId) && memberId > 0) {
      body = { ...body, launchToken: await liveLaunchToken(app, vendor, memberId) };
    }
  }
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

/**
 * A real-money round the PG vendor opens now with a bet of `stakeMinor` (slot PG_0002); `settle`
 * sends its win (0: lost) later.
 */
export async function openRound(app: FastifyInstance, memberId: number, stakeMinor: number) {
  const base = { playerId: String(memberId), currency: 'BDT' };
  const roundId = uid('r');
  walletValue(
    await vendorCall(app, 'PG', 'bet', {
      ...base,
      txId: uid('b'),
      roundId,
      amountMinor: stakeMinor,
      gameId: 'PG_0002',
    }),
  );
  return {
    settle: async (winMinor: number) =>
      walletValue(
        await vendorCall(app, 'PG', 'win', {
          ...base,
          txId: uid('w'),
          roundId,
          amountMinor: winMinor,
        }),
      ),
  };
}

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
