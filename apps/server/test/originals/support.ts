import type { FastifyInstance } from 'fastify';
import { playDice, spinSlot } from '@app/contract';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { fund } from '../helpers/vendor.ts';

let keys = 0;
/** An idempotency key unique in this run. */
export const roundKey = () => `org${process.pid}x${Date.now()}x${++keys}`;

/** A signed-in member with `minor` in the wallet. */
export async function player(app: FastifyInstance, minor: number) {
  const m = await createMember(app, { password: 'Secret123' });
  if (minor) await fund(app, m.id, minor);
  const { token } = await signInAs(app, m.username, 'Secret123');
  return { id: m.id, token };
}

export const post = (app: FastifyInstance, url: string, token: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? authHeaders(token) : {},
    payload: payload as object,
  });

export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ url, headers: token ? authHeaders(token) : {} });

export const dice = (app: FastifyInstance, token: string, body: Record<string, unknown> = {}) =>
  post(app, playDice.path, token, {
    stakeMinor: 100,
    target: 5000,
    direction: 'under',
    idempotencyKey: roundKey(),
    ...body,
  });

export const spin = (app: FastifyInstance, token: string, body: Record<string, unknown> = {}) =>
  post(app, spinSlot.path, token, { stakeMinor: 100, idempotencyKey: roundKey(), ...body });

/** The wallet's balance (one row). */
export async function walletOf(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ b: string }>(
    `SELECT balance_minor::text AS b FROM accounts
      WHERE owner_member_id = $1 AND kind = 'member_wallet'`,
    [memberId],
  );
  return Number(row?.b ?? 0);
}
