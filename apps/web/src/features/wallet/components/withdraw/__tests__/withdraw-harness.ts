import type { PayoutAccount, WithdrawalOrder } from '@app/contract';
import { http, HttpResponse } from 'msw';
import type { WithdrawInfo } from '../../../api/get-withdraw-info';
import { openSealedRequest } from '@/testing/sealed';
import { fail, ok, server } from '@/testing/server';

export const account = (id: number, overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  id,
  type: 'BKASH',
  holderName: 'Rahim Uddin',
  accountNumberMasked: `*******000${id}`,
  bankName: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** The demo merchant's limits (migration 005 defaults) and a member with one account. */
export function infoFixture(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'BDT',
    currencySymbol: '৳',
    availableMinor: 3_000_000,
    heldMinor: 0,
    minMinor: 50_000,
    maxMinor: 2_500_000,
    dailyCountLimit: 5,
    dailyCountUsed: 1,
    dailySumLimitMinor: 5_000_000,
    dailySumUsedMinor: 3_000_000,
    turnoverLeftMinor: 0,
    hasPaymentPassword: true,
    paymentPasswordLocked: false,
    accounts: [account(1)],
    pending: [],
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  const { createdAt: _c, ...acc } = account(1);
  return {
    orderId: 'W00000007',
    status: 'pending',
    amountMinor: 100_000,
    account: acc,
    rejectReason: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

/** Serves GET info and payout accounts from one mutable state, so a change shows on refetch. */
export function serveWithdraw(state: { info: WithdrawInfo; payeeName: string | null }) {
  server.use(
    http.get('*/wps/transaction/withdraw/info', () => ok(state.info)),
    http.get('*/wps/member/payout-accounts', () =>
      ok({ accounts: state.info.accounts, payeeName: state.payeeName, max: 3 }),
    ),
  );
  return state;
}

/** POST withdraw: opens the sealed body (as the server does) and records it. */
export function serveWithdrawal(answers: (() => Response)[] = []) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/transaction/withdraw', async ({ request }) => {
      bodies.push((await openSealedRequest(request)) as Record<string, unknown>);
      const answer = answers[bodies.length - 1];
      return answer ? answer() : ok(withdrawalFixture());
    }),
  );
  return bodies;
}

export const refuse = (status: number, code: string) => () => fail(status, code);

/** A refusal carrying the envelope's `value`, e.g. `{ triesLeft }` after a wrong payment password. */
export const refuseWith = (status: number, errorCode: string, value: unknown) => () =>
  HttpResponse.json({ success: false, errorCode, message: '', value }, { status });
