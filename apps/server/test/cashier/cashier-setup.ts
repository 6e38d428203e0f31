import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  OPERATOR_KEY_HEADER,
  addPayoutAccount,
  createDeposit,
  createWithdrawal,
  operatorApproveDeposit,
  operatorApproveWithdrawal,
  operatorRejectDeposit,
  operatorRejectWithdrawal,
  sendSms,
  setPaymentPassword,
  submitDepositReference,
} from '@app/contract';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';
import { authHeaders, call, createMember, latestCode, signInAs } from '../helpers/accounts.ts';
import { okValue } from '../helpers/envelope.ts';

/** What a reliability test's app needs: the operator API open, nobody approving on its own. */
export const OPERATOR_KEY = 'reliability-operator-key-0123456789';
export const cashierEnv = {
  OPERATOR_API_KEY: OPERATOR_KEY,
  DEMO_AUTO_APPROVE_SECONDS: '0',
  // A thousand requests from one address in a few seconds are the test, not an abuse.
  RATE_LIMIT_MAX: '1000000',
};

export const PAYMENT_PASSWORD = '246810';
export const idempotencyKey = () => `rel-${randomBytes(12).toString('hex')}`;

/**
 * Withdrawal limits wide enough for hundreds of requests in one day (the merchant's own would
 * refuse the sixth), in this test's own database; every cached copy of the merchant is dropped.
 */
export async function widenWithdrawLimits(app: FastifyInstance) {
  await app.db.query(`UPDATE merchants SET withdraw_limits = $1 WHERE code = 'demo'`, [
    JSON.stringify({
      minMinor: 100,
      maxMinor: 100_000_000,
      dailyCount: 1_000_000,
      dailySumMinor: 1_000_000_000_000,
    }),
  ]);
  await app.invalidation.publish(MERCHANT_TOPIC, 'demo');
}

let mobiles = 0;

/**
 * A member ready to withdraw: signed in, a payment password set with an SMS code, a bKash payout
 * account bound. Returns its session token and the account's id.
 */
export async function withdrawingMember(app: FastifyInstance) {
  const mobile = `17${String(process.pid % 1000).padStart(3, '0')}${String(++mobiles).padStart(5, '0')}`;
  const m = await createMember(app, { password: 'Secret123', mobile });
  const { token } = await signInAs(app, m.username, 'Secret123');
  const headers = { ...authHeaders(token), moduleid: 'VERIFICATION3' };
  okValue(sendSms, await call(app, sendSms, {}, { headers }));
  const verificationCode = await latestCode(app, `880${mobile}`);
  okValue(
    setPaymentPassword,
    await call(
      app,
      setPaymentPassword,
      {
        verificationCode,
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
      { headers },
    ),
  );
  const account = okValue(
    addPayoutAccount,
    await call(
      app,
      addPayoutAccount,
      {
        type: 'BKASH',
        holderName: 'Reliability Tester',
        accountNumber: `017${mobile.slice(2)}`,
        paymentPassword: PAYMENT_PASSWORD,
      },
      { headers: authHeaders(token) },
    ),
  );
  return { ...m, token, accountId: account.id };
}

export type WithdrawingMember = Awaited<ReturnType<typeof withdrawingMember>>;

export const withdraw = (
  app: FastifyInstance,
  m: WithdrawingMember,
  amountMinor: number,
  key = idempotencyKey(),
) =>
  call(
    app,
    createWithdrawal,
    {
      accountId: m.accountId,
      amount: (amountMinor / 100).toFixed(2),
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key,
    },
    { headers: authHeaders(m.token) },
  );

/** A deposit order created and given its reference: submitted, waiting for the operator. */
export async function submittedDeposit(
  app: FastifyInstance,
  token: string,
  amountMinor: number,
): Promise<string> {
  const order = okValue(
    createDeposit,
    await call(
      app,
      createDeposit,
      {
        channel: 'BKASH',
        amount: (amountMinor / 100).toFixed(2),
        idempotencyKey: idempotencyKey(),
      },
      { headers: authHeaders(token) },
    ),
  );
  okValue(
    submitDepositReference,
    await call(
      app,
      submitDepositReference,
      { orderId: order.orderId, reference: `TRX-${order.orderId}` },
      { headers: authHeaders(token) },
    ),
  );
  return order.orderId;
}

const operatorHeaders = { [OPERATOR_KEY_HEADER.toLowerCase()]: OPERATOR_KEY };
const decisions = {
  deposit: { approve: operatorApproveDeposit, reject: operatorRejectDeposit },
  withdrawal: { approve: operatorApproveWithdrawal, reject: operatorRejectWithdrawal },
};

/** The operator approves or rejects an order. */
export const decide = (
  app: FastifyInstance,
  what: 'deposit' | 'withdrawal',
  decision: 'approve' | 'reject',
  orderId: string,
): Promise<LightMyRequestResponse> =>
  call(
    app,
    decisions[what][decision],
    decision === 'approve' ? { orderId } : { orderId, reason: 'Reliability test rejection' },
    { headers: operatorHeaders },
  );

/** The journal entries whose keys start with `prefix`, with the amount they moved per account. */
export async function entriesLike(app: FastifyInstance, prefix: string) {
  return app.db.query<{ key: string; lines: number; total: string }>(
    `SELECT e.idempotency_key AS key, count(l.id)::int AS lines,
            SUM(ABS(l.amount_minor))::text AS total
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
      WHERE e.idempotency_key LIKE $1 GROUP BY e.id ORDER BY e.id`,
    [`${prefix}%`],
  );
}

/** Sum of the lines of the member's account of this kind. */
export async function accountMinor(
  app: FastifyInstance,
  memberId: number,
  kind: 'member_wallet' | 'member_withdraw_hold',
): Promise<number> {
  const [row] = await app.db.query<{ s: string }>(
    `SELECT COALESCE(SUM(l.amount_minor), 0)::text AS s FROM journal_lines l
       JOIN accounts a ON a.id = l.account_id
      WHERE a.owner_member_id = $1 AND a.kind = $2`,
    [memberId, kind],
  );
  return Number(row!.s);
}

/** The lowest the account ever stood, line after line in the order they were written. */
export async function lowestMinor(
  app: FastifyInstance,
  memberId: number,
  kind: 'member_wallet' | 'member_withdraw_hold',
): Promise<number> {
  const [row] = await app.db.query<{ min: string | null }>(
    `SELECT MIN(running)::text AS min FROM (
       SELECT SUM(l.amount_minor) OVER (ORDER BY l.id) AS running FROM journal_lines l
         JOIN accounts a ON a.id = l.account_id
        WHERE a.owner_member_id = $1 AND a.kind = $2) s`,
    [memberId, kind],
  );
  return Number(row?.min ?? 0);
}
