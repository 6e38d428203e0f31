// The crash run's players: the demo seed's members, each signed in, with a payment password set
// by SMS code and a bound payout account, and money put in by the operator, all through the API.
// The merchant's daily withdrawal limits (five a day) are widened in SQL while the server is down:
// there is no API for them yet, and the load makes hundreds a minute.
import {
  addPayoutAccount,
  devGetOutbox,
  getDepositOptions,
  getPayoutAccounts,
  login,
  operatorAdjustBalance,
  sendSms,
  setPaymentPassword,
  type DepositChannelCode,
} from '@app/contract';
import type { Db } from '../apps/server/src/platform/db/db.ts';
import { idempotencyKey, type Answer, type Api } from './crash-client.ts';

export interface BenchMember {
  id: number;
  username: string;
  token: string;
  /** The launch token of a PG game opened in that session: every bet of the member carries it. */
  launchToken: string;
  accountId: number;
  paymentPassword: string;
  currency: string;
}

export interface DepositRange {
  channel: DepositChannelCode;
  minMinor: number;
  maxMinor: number;
}

/** The seed's players (apps/server/src/demo/seed/members.ts) and their numbers, for the SMS codes. */
const players = [
  { username: 'player01', mobile: '8801711000001' },
  ...[1, 2, 3, 4, 5].map((n) => ({ username: `downline0${n}`, mobile: `880171000010${n}` })),
];
const PASSWORD = 'Player123';
const PAYMENT_PASSWORD = '135790';

export async function widenWithdrawLimits(db: Db) {
  await db.query(`UPDATE merchants SET withdraw_limits = $1`, [
    JSON.stringify({
      minMinor: 100,
      maxMinor: 100_000_000,
      dailyCount: 100_000_000,
      dailySumMinor: 1_000_000_000_000,
    }),
  ]);
}

function must<T>(what: string, a: Answer): T {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body!.value as T;
}

async function prepare(api: Api, p: (typeof players)[number]): Promise<BenchMember> {
  const session = must<{ token: string; id: number }>(
    `login ${p.username}`,
    await api.call(login, { type: 'username', username: p.username, password: PASSWORD }),
  );
  const { token } = session;
  must('sms', await api.call(sendSms, {}, token));
  const [sms] = must<{ code: string | null }[]>(
    'outbox',
    await api.call(devGetOutbox, undefined, undefined, { to: p.mobile }),
  );
  must(
    'payment password',
    await api.call(
      setPaymentPassword,
      {
        verificationCode: sms?.code ?? '',
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
      token,
    ),
  );
  const bound = must<{ accounts: { id: number }[]; payeeName: string | null }>(
    'payout accounts',
    await api.call(getPayoutAccounts, undefined, token),
  );
  const accountId =
    bound.accounts[0]?.id ??
    must<{ id: number }>(
      'bind payout account',
      await api.call(
        addPayoutAccount,
        {
          type: 'BKASH',
          holderName: bound.payeeName ?? 'Crash Bench Player',
          accountNumber: `017${p.mobile.slice(-8)}`,
          // Binding asks the payment password, as a withdrawal does (sealed by api.call).
          paymentPassword: PAYMENT_PASSWORD,
        },
        token,
      ),
    ).id;
  must(
    'top-up',
    await api.operator(operatorAdjustBalance, {
      username: p.username,
      direction: 'credit',
      amount: '50000.00',
      note: 'crash bench opening balance',
      idempotencyKey: idempotencyKey(),
    }),
  );
  return {
    id: session.id,
    username: p.username,
    token,
    launchToken: await api.launchToken(token),
    accountId,
    paymentPassword: PAYMENT_PASSWORD,
    currency: 'BDT',
  };
}

export async function prepareMembers(api: Api) {
  await api.refreshKey();
  const members: BenchMember[] = [];
  for (const p of players) members.push(await prepare(api, p));
  const options = must<{
    currency: string;
    channels: { code: DepositChannelCode; minMinor: number; maxMinor: number }[];
  }>('deposit options', await api.call(getDepositOptions, undefined, members[0]!.token));
  const channel = options.channels.find((c) => c.code === 'BKASH') ?? options.channels[0];
  if (!channel) throw new Error('the merchant offers no deposit channel');
  for (const m of members) m.currency = options.currency;
  const deposit: DepositRange = {
    channel: channel.code,
    minMinor: channel.minMinor,
    maxMinor: Math.min(channel.maxMinor, channel.minMinor * 10),
  };
  return { members, deposit };
}
