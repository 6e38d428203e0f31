import type { BetRecord, TransactionRecord } from '@app/contract';
import { delay, http } from 'msw';
import { useSessionStore } from '@/shared/stores/session-store';
import { fail, ok, server } from '@/testing/server';

export const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });

export function bet(id: number, overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    id,
    roundId: `R-${id}`,
    vendor: 'PG',
    vendorName: 'PG Soft',
    gameName: `Game ${id}`,
    gameId: `PG_${id}`,
    gameType: 'RNG',
    stakeMinor: 100,
    winMinor: 0,
    netMinor: -100,
    isFreePlay: false,
    settledAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

export function transaction(
  id: number,
  overrides: Partial<TransactionRecord> = {},
): TransactionRecord {
  return {
    id: `DEPOSIT:${id}`,
    type: 'DEPOSIT',
    status: 'approved',
    amountMinor: 50_000,
    feeMinor: 0,
    orderId: `D${String(id).padStart(8, '0')}`,
    channel: 'BKASH',
    note: null,
    createdAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

interface PageOptions {
  pageSize?: number;
  overlap?: boolean;
  /** Pages after the first answer this late (ms), so the loading row can be seen. */
  laterPagesDelay?: number;
}

const range = { startDate: '2026-11-20', endDate: '2026-11-20' };

/**
 * A fake records endpoint paging `items` by an index cursor (pages of `pageSize`), recording every
 * query it was asked. `overlap` repeats the last row of a page at the top of the next one, as a
 * record settling between two fetches would.
 */
function servePages<T>(
  path: string,
  items: T[],
  {
    pageSize = 20,
    overlap = false,
    laterPagesDelay = 0,
    extra = {} as Record<string, unknown>,
  } = {},
) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}`, async ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.push(q);
      const start = Number(q.get('cursor') ?? 0);
      if (start > 0 && laterPagesDelay) await delay(laterPagesDelay);
      const from = overlap && start > 0 ? start - 1 : start;
      const end = start + pageSize;
      return ok({
        list: items.slice(from, end),
        nextCursor: end < items.length ? String(end) : null,
        range,
        ...extra,
      });
    }),
  );
  return calls;
}

export const serveBets = (items: BetRecord[], options: PageOptions = {}) =>
  servePages('/wps/report/accountGameBetHistory', items, {
    ...options,
    extra: {
      totals: {
        count: items.length,
        stakeMinor: items.reduce((s, b) => s + b.stakeMinor, 0),
        winMinor: items.reduce((s, b) => s + b.winMinor, 0),
        netMinor: items.reduce((s, b) => s + b.netMinor, 0),
      },
    },
  });

export const serveTransactions = (items: TransactionRecord[], options: PageOptions = {}) =>
  servePages('/wps/report/transaction', items, options);

export const failRecords = (path: string) =>
  server.use(http.get(`*${path}`, () => fail(500, 'unknown.error')));

/** The game categories and vendors the catalogue offers (GET GCSGAME_newGameVendor). */
export const serveVendors = () =>
  server.use(
    http.get('*/wps/relay/GCSGAME_newGameVendor', () =>
      ok({
        vendors: {
          RNG: [
            { vassalage: 'PG', displayName: 'PG Soft', accountTypeName: 'PG', gameClassify: [] },
            { vassalage: 'PP', displayName: 'Pragmatic', accountTypeName: 'PP', gameClassify: [] },
          ],
          LIVE: [
            {
              vassalage: 'EVO',
              displayName: 'Evolution',
              accountTypeName: 'EVO',
              gameClassify: [],
            },
          ],
        },
        sorting: [
          { gameCategory: 'RNG', vendorNames: ['PG', 'PP'] },
          { gameCategory: 'LIVE', vendorNames: ['EVO'] },
        ],
      }),
    ),
  );

/**
 * jsdom has no layout, so the list's end never scrolls into view by itself: this observer lets a
 * test say "the end is visible now" to every element being watched.
 */
export function controllableObserver() {
  const watched = new Set<{ cb: IntersectionObserverCallback; el: Element }>();
  class FakeObserver {
    private entries: { cb: IntersectionObserverCallback; el: Element }[] = [];
    constructor(private cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      const entry = { cb: this.cb, el };
      this.entries.push(entry);
      watched.add(entry);
    }
    unobserve() {}
    disconnect() {
      for (const e of this.entries) watched.delete(e);
    }
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  return {
    /** Reports every watched element as intersecting. */
    scrollToEnd() {
      for (const { cb, el } of [...watched])
        cb(
          [{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    },
    count: () => watched.size,
    restore: () => Object.assign(globalThis, { IntersectionObserver: original }),
  };
}

export const lastQuery = (calls: URLSearchParams[]) =>
  Object.fromEntries(calls[calls.length - 1] ?? new URLSearchParams());
