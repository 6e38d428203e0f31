import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  OPERATOR_KEY_HEADER,
  createDeposit,
  getWalletBalance,
  loginFreeplay,
  operatorApproveDeposit,
  submitDepositReference,
  type Endpoint,
} from '@app/contract';
import { authHeaders, call, createMember, signInAs } from '../helpers/accounts.ts';
import { okValue } from '../helpers/envelope.ts';

/** Cashier tests' app: the operator API open, and no timer approving behind the test's back. */
export const OPERATOR_KEY = 'cashier-test-operator-key-0123';
export const cashierEnv = { OPERATOR_API_KEY: OPERATOR_KEY, DEMO_AUTO_APPROVE_SECONDS: '0' };

export const key = () => `k-${randomBytes(10).toString('hex')}`;

/** A fresh real member, signed in; `call` sends an endpoint with its session. */
export async function member(app: FastifyInstance, type = 0) {
  const m = await createMember(app, { password: 'Secret123', type });
  const { token } = await signInAs(app, m.username, 'Secret123');
  const headers = authHeaders(token);
  return {
    ...m,
    token,
    call: (e: Endpoint, payload?: unknown, extra: Record<string, string> = {}) =>
      call(app, e, payload, { headers: { ...headers, ...extra } }),
    get: (url: string, extra: Record<string, string> = {}) =>
      app.inject({ url, headers: { ...headers, ...extra } }),
    /** What GET /wps/v2/wallets/balance says, in minor units. */
    balance: async () =>
      okValue(getWalletBalance, await call(app, getWalletBalance, undefined, { headers }))
        .sumBalanceMinor,
  };
}
export type TestMember = Awaited<ReturnType<typeof member>>;

/** A free-play trial session (type 4) as the login screen opens one; returns its token. */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: loginFreeplay.path });
  return okValue(loginFreeplay, res).token;
}

/** An operator call: with the key by default, or with `headers` instead. */
export function operator(
  app: FastifyInstance,
  e: Endpoint,
  payload?: unknown,
  headers: Record<string, string> = { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
): Promise<LightMyRequestResponse> {
  return call(app, e, payload, { headers });
}

/** The sum of a house account's lines (0 when it was never opened). */
export async function houseMinor(app: FastifyInstance, kind: string): Promise<number> {
  const [row] = await app.db.query<{ s: string }>(
    `SELECT COALESCE(SUM(l.amount_minor), 0)::text AS s FROM accounts a
       LEFT JOIN journal_lines l ON l.account_id = a.id
      WHERE a.owner_member_id IS NULL AND a.merchant_code = 'demo' AND a.kind = $1`,
    [kind],
  );
  return Number(row?.s ?? 0);
}

export async function journalCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.query<{ n: number }>('SELECT count(*) AS n FROM journal_entries');
  return Number(row!.n);
}

/** Opens an order (BKASH unless told) and gives it a reference: ready for the operator. */
export async function submittedOrder(
  p: Pick<TestMember, 'call'>,
  body: { channel?: string; amount?: unknown; promotionId?: number } = {},
) {
  const order = okValue(
    createDeposit,
    await p.call(createDeposit, {
      channel: 'BKASH',
      amount: '1000',
      ...body,
      idempotencyKey: key(),
    }),
  );
  return okValue(
    submitDepositReference,
    await p.call(submitDepositReference, {
      orderId: order.orderId,
      // Each order its own payment: a reference shared with another order is flagged (issue 19).
      reference: `TRX-${order.orderId}`,
    }),
  );
}

export const approve = (app: FastifyInstance, orderId: string) =>
  operator(app, operatorApproveDeposit, { orderId });
