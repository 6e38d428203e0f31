import type { GameItem, Vendor } from '@app/contract';
import { http } from 'msw';
import { useSessionStore } from '@/shared/stores/session-store';
import { ok, server } from '@/testing/server';

export function gameFixture(nodeId: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    nodeName: `Game ${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameId: `PG_${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassify: 'VIDEO',
    gameClassifyNew: 'VIDEO',
    roomId: null,
    supportPlay: 'REAL,FREE',
    isGameH5: null,
    freeplay: 1,
    isNew: false,
    minBet: 0.1,
    minLine: 20,
    lottoMode: null,
    mobileLargeIcon: `games/${nodeId}.svg`,
    mobileSmallIcon: `games/${nodeId}.svg`,
    iconUrl: `games/${nodeId}.svg`,
    imgUrl: `games/${nodeId}.svg`,
    showIcon: null,
    ...overrides,
  };
}

export const games = (from: number, count: number, overrides: Partial<GameItem> = {}) =>
  Array.from({ length: count }, (_, i) => gameFixture(from + i, overrides));

const vendor = (vassalage: string, displayName: string, classes: string[] = []): Vendor => ({
  vassalage,
  displayName,
  accountTypeName: vassalage,
  gameClassify: classes.map((key) => ({ key, displayName: `${key} class` })),
});

export const vendorsFixture = () => ({
  vendors: {
    RNG: [vendor('PG', 'PG Soft', ['VIDEO', 'CLASSIC']), vendor('JILI', 'JILI', ['FISH'])],
    LIVE: [vendor('EVO', 'Evolution', ['BACCARAT'])],
    SPORTS: [vendor('SABA', 'SABA Sports')],
    LOTT: [vendor('TCG_SEA', 'TCG SEA Lottery', ['SEA'])],
  },
  sorting: [
    { gameCategory: 'RNG', vendorNames: ['PG', 'JILI'] },
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
    { gameCategory: 'SPORTS', vendorNames: ['SABA'] },
    { gameCategory: 'LOTT', vendorNames: ['TCG_SEA'] },
  ],
});

/** Every query string the fake catalogue was asked, newest last. */
export interface Calls {
  list: URLSearchParams[];
  launch: URLSearchParams[];
  lottery: URLSearchParams[];
  favAdd: unknown[];
  favRemove: URLSearchParams[];
  hot: number;
}

/**
 * A fake catalogue of `total` RNG games answering the contract's game endpoints, paging as the
 * server does, and recording what it was asked.
 */
export function serveGames({ total = 50, favourites = [] as number[], hot = games(900, 30) } = {}) {
  const calls: Calls = { list: [], launch: [], lottery: [], favAdd: [], favRemove: [], hot: 0 };
  let favs = [...favourites];
  const page = (items: GameItem[], q: URLSearchParams, pageKey = 'pageNo') => {
    const size = Number(q.get('pageSize') ?? 21);
    const n = Number(q.get(pageKey) ?? 1);
    return {
      items: items.slice((n - 1) * size, n * size),
      pageNum: n,
      totalPages: Math.ceil(items.length / size),
      totalCount: items.length,
    };
  };
  server.use(
    http.get('*/wps/relay/GCSGAME_newGameVendor', () => ok(vendorsFixture())),
    http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.list.push(q);
      const name = q.get('gameName')?.toLowerCase() ?? '';
      const all = games(1, total).filter((g) => g.displayName.toLowerCase().includes(name));
      const { items, ...rest } = page(all, q);
      return ok({ games: items, ...rest });
    }),
    http.get('*/wps/relay/GCSGAME_hotGamesV2', () => {
      calls.hot++;
      return ok({ list: hot });
    }),
    http.get('*/wps/relay/MCSFE_getFavoriteGameIds', () => ok(favs.map(String))),
    http.get('*/wps/relay/MCSFE_getFavoriteGames', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const { items, ...rest } = page(
        favs.map((id) => gameFixture(id)),
        q,
      );
      return ok({ list: items, ...rest });
    }),
    http.post('*/wps/relay/MCSFE_addFavoriteGameV2', async ({ request }) => {
      const body = (await request.json()) as { nodeId: number };
      calls.favAdd.push(body);
      favs = [body.nodeId, ...favs.filter((f) => f !== body.nodeId)];
      return ok({ added: true });
    }),
    http.delete('*/wps/relay/MCSFE_removeFavoriteGameV2', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.favRemove.push(q);
      favs = favs.filter((f) => f !== Number(q.get('nodeId')));
      return ok({ removed: true });
    }),
    http.get('*/wps/relay/GCS_recentGame', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const { items, ...rest } = page(games(500, 3), q, 'page');
      return ok({ list: items, ...rest });
    }),
    http.get('*/wps/game/launchGame', ({ request }) => {
      calls.launch.push(new URL(request.url).searchParams);
      return ok({ gameUrl: '/demo-vendor/play?t=1', accountType: 1 });
    }),
    http.get('*/wps/game/launchLottery', ({ request }) => {
      calls.lottery.push(new URL(request.url).searchParams);
      return ok({ gameUrl: '/demo-vendor/lottery?t=1', accountType: 1 });
    }),
  );
  return calls;
}

export const signIn = (type = 0) =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type });

export const signInTrial = () => {
  useSessionStore.getState().setSession({ token: 'trial-tok', merchantCode: 'demo' });
  useSessionStore.setState({ trial: true });
};

export const lastQuery = (list: URLSearchParams[]) =>
  Object.fromEntries(list[list.length - 1] ?? new URLSearchParams());
