import type { DepositChannel, DepositOrder, DepositPromotion } from '@app/contract';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@/shared/stores/session-store';
import { consolidatedFixture } from '@/testing/account-fixtures';
import { fail, ok, server } from '@/testing/server';

export const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });

export const signInTrial = () => {
  useSessionStore.getState().setSession({ token: 'trial-tok', merchantCode: 'demo' });
  useSessionStore.setState({ trial: true });
};

const wallet = (accountNumber: string) => ({
  accountName: 'Demo Gaming Ltd',
  accountNumber,
  bankName: null,
  branch: null,
});

/** The demo merchant's channels and promotions, as apps/server/src/seed/cashier.ts seeds them. */
export const channelsFixture = (): DepositChannel[] => [
  {
    code: 'BANK',
    minMinor: 50_000,
    maxMinor: 10_000_000,
    feeBps: 0,
    quickAmountsMinor: [100_000, 500_000],
    payTo: {
      accountName: 'Demo Gaming Ltd',
      accountNumber: '1071100012345',
      bankName: 'Demo Commercial Bank',
      branch: 'Gulshan, Dhaka',
    },
  },
  {
    code: 'BKASH',
    minMinor: 10_000,
    maxMinor: 2_500_000,
    feeBps: 150,
    quickAmountsMinor: [20_000, 50_000, 100_000, 500_000],
    payTo: wallet('01700000001'),
  },
];

export const promotionsFixture = (): DepositPromotion[] => [
  {
    id: 1,
    title: '100% deposit bonus up to ৳5,000',
    description: 'Deposit ৳1,000 or more and get the same again.',
    percent: 100,
    capMinor: 500_000,
    minDepositMinor: 100_000,
    imageUrl: null,
    turnoverMultiple: 5,
    turnoverBase: 'bonus_deposit',
    forfeitAllowed: true,
    firstDepositOnly: true,
    perDayLimit: null,
    maxPerMember: null,
    unavailable: null,
  },
  {
    id: 2,
    title: '10% reload bonus up to ৳1,000',
    description: 'Get 10% extra on every deposit of ৳500 or more.',
    percent: 10,
    capMinor: 100_000,
    minDepositMinor: 50_000,
    imageUrl: null,
    turnoverMultiple: 3,
    turnoverBase: 'bonus',
    forfeitAllowed: true,
    firstDepositOnly: false,
    perDayLimit: 1,
    maxPerMember: null,
    unavailable: null,
  },
];

export function orderFixture(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderId: 'D00000042',
    channel: 'BKASH',
    status: 'awaiting_payment',
    amountMinor: 100_000,
    feeMinor: 1_500,
    creditMinor: 98_500,
    bonusMinor: 10_000,
    promotionId: 2,
    payTo: wallet('01700000001'),
    reference: null,
    rejectReason: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    expiresAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

export const serveOptions = (channels = channelsFixture(), promotions = promotionsFixture()) =>
  server.use(
    http.get('*/wps/transaction/deposit/options', () =>
      ok({ currency: 'BDT', currencySymbol: '৳', channels, promotions }),
    ),
  );

/** The merchant's deposit template (spec 4: dep_func '1' = 'new', else 'base'). */
export const serveTemplate = (depFunc: '0' | '1') => {
  const settings = consolidatedFixture();
  settings.mobileTemplate.dep_func = depFunc;
  server.use(http.get('*/wps/system/settings/consolidated', () => ok(settings)));
};

/**
 * A fake deposit endpoint: records every body; `failFirst` answers the first N requests with a
 * network failure (the order may or may not exist: the client cannot tell), then an order.
 */
export function serveCreate({ failFirst = 0, error = null as null | [number, string] } = {}) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/transaction/deposit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (bodies.length <= failFirst) return HttpResponse.error();
      if (error) return fail(error[0], error[1]);
      return ok(orderFixture({ promotionId: (body.promotionId as number | undefined) ?? null }));
    }),
  );
  return bodies;
}

/** GET order answers `states` in turn (the last one repeats), recording when each poll came. */
export function serveOrderStates(states: Partial<DepositOrder>[]) {
  const times: number[] = [];
  server.use(
    http.get('*/wps/transaction/deposit/order', () => {
      times.push(Date.now());
      const state = states[Math.min(times.length - 1, states.length - 1)];
      return ok(orderFixture(state));
    }),
  );
  return times;
}
