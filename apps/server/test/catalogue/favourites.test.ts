import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  loginFreeplay,
  removeFavoriteGame,
} from '@app/contract';
import { demoCatalogue } from '../../src/demo/seed/games.ts';
import { authHeaders, signInAs } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

// Spec 4 "Favourites", 3 "Favourite ids are strings", 7 "Favourites".
const seed = demoCatalogue();
const game = (vendor: string, type: string, nth = 0) =>
  seed.games.filter((g) => g.vassalage === vendor && g.gameType === type)[nth]!;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signInAs(t.app, 'player01', 'Player123'));
});
afterAll(() => t?.close());

const add = (nodeId: number | string, vendor: string, as = token) =>
  t.app.inject({
    method: 'POST',
    url: addFavoriteGame.path,
    headers: authHeaders(as),
    payload: { nodeId, vendor },
  });
const remove = (nodeId: number, vendor: string, as = token) =>
  t.app.inject({
    method: 'DELETE',
    url: `${removeFavoriteGame.path}?nodeId=${nodeId}&vendor=${vendor}`,
    headers: authHeaders(as),
  });
const listFavourites = async (query = '', as = token) =>
  okValue(
    getFavoriteGames,
    await t.app.inject({ url: `${getFavoriteGames.path}?${query}`, headers: authHeaders(as) }),
  );
const favouriteIds = async (as = token) =>
  okValue(
    getFavoriteGameIds,
    await t.app.inject({ url: getFavoriteGameIds.path, headers: authHeaders(as) }),
  );

describe('favourites', () => {
  const slot = game('PG', 'RNG');
  const fish = game('JILI', 'FISH');
  const table = game('EVO', 'LIVE');

  it('round trip: add, add again skipped, ids as strings, newest first, remove', async () => {
    expect(await favouriteIds()).toEqual([]);
    expect(okValue(addFavoriteGame, await add(slot.nodeId, 'PG'))).toEqual({ added: true });
    // Spec 4 "add skipped if already a favourite".
    expect(okValue(addFavoriteGame, await add(slot.nodeId, 'PG'))).toEqual({ added: false });
    // The node id may arrive as text, as the platforms send it.
    expect(okValue(addFavoriteGame, await add(String(fish.nodeId), 'JILI'))).toEqual({
      added: true,
    });
    expect(okValue(addFavoriteGame, await add(table.nodeId, 'EVO'))).toEqual({ added: true });

    expect(await favouriteIds()).toEqual([table, fish, slot].map((g) => String(g.nodeId)));
    const page = await listFavourites();
    expect(page.list.map((g) => g.nodeId)).toEqual([table, fish, slot].map((g) => g.nodeId));
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(page.list[0]).toMatchObject({ gameName: table.name, vassalage: 'EVO' });

    expect(okValue(removeFavoriteGame, await remove(fish.nodeId, 'JILI'))).toEqual({
      removed: true,
    });
    expect(okValue(removeFavoriteGame, await remove(fish.nodeId, 'JILI'))).toEqual({
      removed: false,
    });
    expect(await favouriteIds()).toEqual([table, slot].map((g) => String(g.nodeId)));
  });

  it('filters by game type and vendor, and pages', async () => {
    expect((await listFavourites('gameType=LIVE')).list.map((g) => g.nodeId)).toEqual([
      table.nodeId,
    ]);
    expect((await listFavourites('vendor=PG')).list.map((g) => g.nodeId)).toEqual([slot.nodeId]);
    expect((await listFavourites('vendor=NOBODY')).totalCount).toBe(0);
    const first = await listFavourites('pageSize=1');
    const second = await listFavourites('pageSize=1&pageNo=2');
    expect([first, second].map((p) => p.list[0]!.nodeId)).toEqual([table.nodeId, slot.nodeId]);
    expect(first).toMatchObject({ totalPages: 2, totalCount: 2 });
    expect(await listFavourites('pageNo=5')).toEqual({
      list: [],
      pageNum: 5,
      totalPages: 1,
      totalCount: 2,
    });
  });

  it('refuses an unknown game, or a game under another vendor, with game.not.found', async () => {
    failure(await add(999_999_999, 'PG'), 404, 'game.not.found');
    failure(await add(slot.nodeId, 'JILI'), 404, 'game.not.found');
    expect(await favouriteIds()).not.toContain(String(999_999_999));
  });

  it('refuses malformed input with a 400 envelope', async () => {
    failure(await add('abc', 'PG'), 400, 'request_param_err');
    failure(await add(-4, 'PG'), 400, 'request_param_err');
    failure(await add(1.5, 'PG'), 400, 'request_param_err');
    failure(
      await t.app.inject({
        method: 'POST',
        url: addFavoriteGame.path,
        headers: authHeaders(token),
        payload: { nodeId: slot.nodeId },
      }),
      400,
      'request_param_err',
    );
    failure(await listFavouritesRaw('pageNo=-1'), 400, 'request_param_err');
  });

  it('is per member and is never stored by caches', async () => {
    const other = await signInAs(t.app, 'agent01', 'Agent123');
    expect(await favouriteIds(other.token)).toEqual([]);
    const res = await t.app.inject({ url: getFavoriteGames.path, headers: authHeaders(token) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('works for trial sessions too', async () => {
    const trial = okValue(
      loginFreeplay,
      await t.app.inject({ method: 'POST', url: loginFreeplay.path }),
    );
    expect(okValue(addFavoriteGame, await add(slot.nodeId, 'PG', trial.token))).toEqual({
      added: true,
    });
    expect(await favouriteIds(trial.token)).toEqual([String(slot.nodeId)]);
  });

  it('needs a session: 401 login.not.session without one (spec 6)', async () => {
    const noSession = [
      t.app.inject({ url: getFavoriteGames.path }),
      t.app.inject({ url: getFavoriteGameIds.path }),
      t.app.inject({
        method: 'POST',
        url: addFavoriteGame.path,
        payload: { nodeId: slot.nodeId, vendor: 'PG' },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `${removeFavoriteGame.path}?nodeId=${slot.nodeId}&vendor=PG`,
      }),
      t.app.inject({ url: getFavoriteGameIds.path, headers: authHeaders('not-a-token') }),
    ];
    for (const res of await Promise.all(noSession)) failure(res, 401, 'login.not.session');
  });
});

function listFavouritesRaw(query: string) {
  return t.app.inject({ url: `${getFavoriteGames.path}?${query}`, headers: authHeaders(token) });
}
