import type { LotteryDraw, LotteryGame, LotteryOrder, LotteryPlay } from '@app/contract';
import { http } from 'msw';
import { useSessionStore } from '@/shared/stores/session-store';
import { ok, server } from '@/testing/server';

/** The reference server's 1-minute game and some of its plays (apps/server lottery/games.ts). */
export const ssc1: LotteryGame = {
  gameId: 'SSC1',
  name: 'Lucky 5 (1 min)',
  vendor: 'TCG',
  gameType: 'ELOTT',
  digits: 5,
  drawEverySeconds: 60,
  closeSeconds: 10,
  unitsMinor: [100, 10, 1],
  maxMultiplier: 1000,
  maxOrderMinor: 1_000_000,
};
const odds = (elott: number) => ({ Elott: elott, Lott: elott - 100, ZY: elott - 200 });
export const plays: LotteryPlay[] = [
  {
    code: '5D_STRAIGHT',
    playType: 'trad',
    kind: 'straight',
    positions: [0, 1, 2, 3, 4],
    oddsMilli: odds(98_000_000),
  },
  { code: 'L2_GROUP', playType: 'trad', kind: 'group', positions: [3, 4], oddsMilli: odds(49_000) },
  {
    code: 'POS_FIXED',
    playType: 'trad',
    kind: 'fixed',
    positions: [0, 1, 2, 3, 4],
    oddsMilli: odds(9_800),
  },
  {
    code: 'SUM_BSOE',
    playType: 'ent',
    kind: 'sumBsoe',
    positions: [0, 1, 2, 3, 4],
    oddsMilli: odds(1_960),
  },
];

const iso = (ms: number) => new Date(ms).toISOString();
export function issue(drawAt: number, overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameId: 'SSC1',
    issueNo: '20261127-0361',
    state: 'open',
    closeAt: iso(drawAt - 10_000),
    drawAt: iso(drawAt),
    seedHash: 'ab'.repeat(32),
    serverSeed: null,
    result: null,
    ...overrides,
  };
}

/** Now: issue 0361 takes bets for 40 more seconds; 0360 was drawn 3 1 4 1 5. */
export function nearNow() {
  const now = Date.now();
  return {
    serverTime: iso(now),
    current: issue(now + 50_000),
    next: issue(now + 110_000, { issueNo: '20261127-0362' }),
    drawing: null,
    latest: issue(now - 10_000, {
      issueNo: '20261127-0360',
      state: 'settled',
      serverSeed: 'cd'.repeat(32),
      result: [3, 1, 4, 1, 5],
    }),
  };
}

export function orderFixture(overrides: Partial<LotteryOrder> = {}): LotteryOrder {
  return {
    orderNo: 'L0000000001',
    gameId: 'SSC1',
    issueNo: '20261127-0361',
    playCode: 'POS_FIXED',
    picks: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []],
    prizeMode: 'Elott',
    unitMinor: 100,
    multiplier: 1,
    combinations: 10,
    amountMinor: 1000,
    state: 'pending',
    winMinor: 0,
    chaseNo: null,
    createdAt: iso(Date.now()),
    settledAt: null,
    ...overrides,
  };
}

/** The lottery's answers; returns the bodies of the bets placed. */
export function serveLottery() {
  const bets: unknown[] = [];
  server.use(
    http.get('*/lgw/games', () => ok({ games: [ssc1] })),
    http.get('*/lgw/games/game_menus', () => ok({ game: ssc1, plays })),
    http.get('*/lgw/numeros/near', () => ok(nearNow())),
    http.get('*/lgw/draw', () => ok({ draws: [nearNow().latest], page: 1, more: false })),
    http.get('*/lgw/orders', () => ok({ orders: [], page: 1, more: false })),
    http.post('*/lgw/orders/betting', async ({ request }) => {
      bets.push(await request.json());
      return ok({ orders: [orderFixture()], balanceMinor: 124_050 });
    }),
  );
  return bets;
}

export const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });
