import { randomBytes } from 'node:crypto';
import { createDeposit, launchGame, login, submitDepositReference } from '@app/contract';
import { valueOf, type HttpClient } from './http-client.ts';

/** The demo seed's player (apps/server/src/demo/seed/members.ts). */
export const DEMO_PLAYER = { username: 'player01', password: 'Player123' };

/** Signs the demo player in on a spawned server; answers the headers of its session. */
export async function playerHeaders(client: HttpClient): Promise<Record<string, string>> {
  const { token } = valueOf<{ token: string }>(
    'login',
    await client.call(login, { type: 'username', ...DEMO_PLAYER }),
  );
  return { authorization: token };
}

/** A deposit opened and given its reference: ready for an operator (or the demo approver). */
export async function submittedDeposit(client: HttpClient, auth: Record<string, string>) {
  const { orderId } = valueOf<{ orderId: string }>(
    'deposit',
    await client.call(
      createDeposit,
      { channel: 'BKASH', amount: '1000', idempotencyKey: `d-${randomBytes(8).toString('hex')}` },
      auth,
    ),
  );
  return valueOf<{ orderId: string; creditMinor: number }>(
    'reference',
    await client.call(submitDepositReference, { orderId, reference: `TRX-${orderId}` }, auth),
  );
}

/**
 * Environment for a spawned server whose test is about something other than overload (a stop):
 * database limits far above the shipped 2 s and 2.5 s, so that a burst on a machine loaded many
 * times over waits for the database instead of being answered 503 (the designed overload answer).
 */
export const OVERLOAD_PATIENCE = { DB_CONNECT_TIMEOUT_MS: '30000', DB_QUERY_TIMEOUT_MS: '30000' };

/**
 * The launch token a vendor is given when this session opens PG's first game (node 10001) for
 * real money, as the lobby launches it: what every bet of that game carries.
 */
export async function launchedToken(client: HttpClient, auth: Record<string, string>) {
  const q = new URLSearchParams({ gameCategory: 'RNG', vendor: 'PG', nodeId: '10001' });
  const { gameUrl } = valueOf<{ gameUrl: string }>(
    'launch',
    await client.send('GET', `${launchGame.path}?${q}`, auth),
  );
  return new URL(gameUrl, client.url).searchParams.get('token')!;
}
