import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  addPayoutAccount,
  createWithdrawal,
  getWithdrawInfo,
  operatorAdjustBalance,
  sendSms,
  setPaymentPassword,
  type Endpoint,
} from '@app/contract';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';
import { authHeaders, call, createMember, latestCode, signInAs } from '../helpers/accounts.ts';
import { okValue } from '../helpers/envelope.ts';
import { OPERATOR_KEY, cashierEnv, key, operator } from './cashier-support.ts';

export { OPERATOR_KEY, cashierEnv, key, operator };

export const PAYMENT_PASSWORD = '135790';
let mobiles = 0;

/** A real member with a mobile number, signed in; `call` sends an endpoint with its session. */
export async function mobileMember(app: FastifyInstance, o: { mobile?: boolean } = {}) {
  const mobile =
    o.mobile === false
      ? undefined
      : `18${String(process.pid % 1000).padStart(3, '0')}${String(++mobiles).padStart(5, '0')}`;
  const m = await createMember(app, { password: 'Secret123', ...(mobile && { mobile }) });
  const { token } = await signInAs(app, m.username, 'Secret123');
  const headers = authHeaders(token);
  const send = (e: Endpoint, payload?: unknown, extra: Record<string, string> = {}) =>
    call(app, e, payload, { headers: { ...headers, ...extra } });
  return {
    ...m,
    token,
    mobileFull: mobile ? `880${mobile}` : null,
    call: send,
    get: (url: string) => app.inject({ url, headers }),
    /** A fresh SMS code of the logged-in SMS call (purpose verify). */
    smsCode: async () => {
      okValue(sendSms, await send(sendSms, {}, { moduleid: 'VERIFICATION3' }));
      return latestCode(app, `880${mobile}`);
    },
    info: async () => okValue(getWithdrawInfo, await send(getWithdrawInfo)),
  };
}
export type MobileMember = Awaited<ReturnType<typeof mobileMember>>;

export async function setPassword(m: MobileMember, password = PAYMENT_PASSWORD) {
  const verificationCode = await m.smsCode();
  return m.call(setPaymentPassword, {
    verificationCode,
    newPaymentPassword: password,
    confirmPaymentPassword: password,
  });
}

/** A member that can bind payout accounts: a mobile number and the payment password set. */
export async function binder(app: FastifyInstance) {
  const m = await mobileMember(app);
  okValue(setPaymentPassword, await setPassword(m));
  return m;
}

/** Operator credit through the ledger (an adjustment), the way real money reaches a wallet. */
export async function fund(app: FastifyInstance, username: string, major: string) {
  okValue(
    operatorAdjustBalance,
    await operator(app, operatorAdjustBalance, {
      username,
      direction: 'credit',
      amount: major,
      note: 'test funds',
      idempotencyKey: key(),
    }),
  );
}

/** A member ready to withdraw: payment password set, a bKash account bound, `major` funded. */
export async function withdrawer(app: FastifyInstance, major = '10000') {
  const m = await mobileMember(app);
  okValue(setPaymentPassword, await setPassword(m));
  const account = okValue(
    addPayoutAccount,
    await m.call(addPayoutAccount, {
      type: 'BKASH',
      holderName: 'Karim Hasan',
      accountNumber: `019${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(11, '7'),
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );
  if (major !== '0') await fund(app, m.username, major);
  const withdraw = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    m.call(
      createWithdrawal,
      {
        accountId: account.id,
        amount: '1000',
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key(),
        ...body,
      },
      headers,
    );
  /** What the member has, in minor units: the wallet, the hold, the two together. */
  const money = async () => {
    const i = await m.info();
    return { available: i.availableMinor, held: i.heldMinor };
  };
  return { ...m, account, withdraw, money };
}
export type Withdrawer = Awaited<ReturnType<typeof withdrawer>>;

/** Sets the demo merchant's withdrawal rules in this test's database and drops cached copies. */
export async function setLimits(
  app: FastifyInstance,
  limits: { minMinor: number; maxMinor: number; dailyCount: number; dailySumMinor: number },
  timeZone = 'Asia/Dhaka',
) {
  await app.db.query(
    `UPDATE merchants SET withdraw_limits = $1, time_zone = $2 WHERE code = 'demo'`,
    [JSON.stringify(limits), timeZone],
  );
  await app.invalidation.publish(MERCHANT_TOPIC, 'demo');
}

export const DEFAULT_LIMITS = {
  minMinor: 50_000,
  maxMinor: 2_500_000,
  dailyCount: 5,
  dailySumMinor: 5_000_000,
};

export async function journalCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.query<{ n: number }>('SELECT count(*) AS n FROM journal_entries');
  return Number(row!.n);
}
