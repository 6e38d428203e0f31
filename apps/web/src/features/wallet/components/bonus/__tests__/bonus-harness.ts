import { http, HttpResponse, delay } from 'msw';
import type { BonusGrant, BonusGrants } from '../../../api/get-bonus-grants';
import { fail, ok, server } from '@/testing/server';

/** A deposit bonus of ৳500 with 2x (deposit + bonus): ৳3,000 of turnover, ৳1,200 played. */
export function grantFixture(overrides: Partial<BonusGrant> = {}): BonusGrant {
  return {
    id: 7,
    source: 'deposit',
    title: '100% deposit bonus up to ৳5,000',
    bonusMinor: 50_000,
    depositMinor: 100_000,
    turnoverMultiple: 2,
    turnoverBase: 'bonus_deposit',
    requiredMinor: 300_000,
    progressMinor: 120_000,
    remainingMinor: 180_000,
    state: 'active',
    forfeitAllowed: true,
    forfeitedMinor: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    metAt: null,
    forfeitedAt: null,
    lostAt: null,
    ...overrides,
  };
}

export const grantsFixture = (grants: BonusGrant[] = [grantFixture()]): BonusGrants => ({
  currency: 'BDT',
  currencySymbol: '৳',
  turnoverLeftMinor: grants.reduce((s, g) => s + (g.state === 'active' ? g.remainingMinor : 0), 0),
  grants,
});

/** GET grants from a mutable state (a forfeit shows on refetch); `slow` holds the answer back. */
export function serveGrants(state: { value: BonusGrants; slow?: boolean; failures?: number }) {
  let calls = 0;
  server.use(
    http.get('*/wps/member/bonus-grants', async () => {
      calls++;
      if (state.slow) await delay('infinite');
      if (calls <= (state.failures ?? 0)) return fail(500, 'unknown.error');
      return ok(state.value);
    }),
  );
  return state;
}

/** POST forfeit: records each body and answers the grant forfeited (or the given failure). */
export function serveForfeit(answer: () => Response = () => ok(null)) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/member/bonus-grants/forfeit', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

export const forfeited = (g: BonusGrant, minor: number) => () =>
  HttpResponse.json({
    success: true,
    value: {
      ...g,
      state: 'forfeited',
      progressMinor: 0,
      remainingMinor: 0,
      forfeitedMinor: minor,
      forfeitedAt: '2026-11-23T09:00:00.000Z',
    },
  });
