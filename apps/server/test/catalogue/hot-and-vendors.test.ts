import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGameVendors, getHotGames, getVendorGameTypes } from '@app/contract';
import { demoCatalogue } from '../../src/demo/seed/games.ts';
import { CATEGORY_ORDER } from '../../src/catalogue/vendor-mapping.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

const seed = demoCatalogue();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('hot games (spec 4 "Hot games", 7)', () => {
  it('lists the hot games in rank order', async () => {
    const want = seed.games
      .filter((g) => g.isHot)
      .sort((a, b) => a.hotRank! - b.hotRank!)
      .map((g) => g.nodeId);
    const { list } = okValue(getHotGames, await get(getHotGames.path));
    expect(list.map((g) => g.nodeId)).toEqual(want);
    // Spec 4: the client filters the one list by game type, so every type it shows is there.
    expect(new Set(list.map((g) => g.gameType))).toEqual(
      new Set(seed.games.filter((g) => g.isHot).map((g) => g.gameType)),
    );
  });

  it('accepts the query the mobile site sends, refresh flag included', async () => {
    const plain = okValue(getHotGames, await get(getHotGames.path));
    const query = 'merchantCode=demo&isPlatform=2&language=EN&platform=html5&refresh=true';
    expect(okValue(getHotGames, await get(`${getHotGames.path}?${query}`))).toEqual(plain);
    failure(await get(`${getHotGames.path}?refresh=maybe`), 400, 'request_param_err');
  });
});

describe('vendors per category (spec 3 "Vendor mapping")', () => {
  it('maps each category to its vendors in display order, with their classify lists', async () => {
    const value = okValue(getGameVendors, await get(getGameVendors.path));
    const categories = Object.keys(value.vendors);
    // Every category some vendor has, sorted as the tab bar shows them.
    expect(new Set(categories)).toEqual(new Set(seed.vendors.flatMap((v) => v.categories)));
    expect(value.sorting.map((s) => s.gameCategory)).toEqual(
      CATEGORY_ORDER.filter((c) => categories.includes(c)),
    );
    for (const { gameCategory, vendorNames } of value.sorting) {
      const want = seed.vendors.filter((v) => v.categories.includes(gameCategory));
      expect(vendorNames).toEqual(want.map((v) => v.code));
      expect(value.vendors[gameCategory]!.map((v) => v.vassalage)).toEqual(vendorNames);
    }
  });

  it('gives a vendor the classes its games of that category have', async () => {
    const { vendors } = okValue(getGameVendors, await get(getGameVendors.path));
    const jiliFish = vendors.FISH!.find((v) => v.vassalage === 'JILI')!;
    expect(jiliFish).toEqual({
      vassalage: 'JILI',
      displayName: 'JILI',
      accountTypeName: 'JILI',
      gameClassify: [{ key: 'FISH', displayName: 'Fishing' }],
    });
    const pgSlots = vendors.RNG!.find((v) => v.vassalage === 'PG')!;
    expect(pgSlots.displayName).toBe('PG Soft');
    expect(pgSlots.gameClassify.map((c) => c.key).sort()).toEqual(
      ['BG', 'CLASSIC', 'FeatureBuy', 'JP', 'MEGAWAYS', 'VIDEO'].sort(),
    );
    // The JILI lobby (spec 2.1 JL) offers every class of JILI's games.
    const jiliLobby = vendors.JL!.find((v) => v.vassalage === 'JILI')!;
    expect(jiliLobby.gameClassify.map((c) => c.key)).toEqual(
      seed.vendors.find((v) => v.code === 'JILI')!.classifies.map((c) => c.key),
    );
    // Sports lobbies have no classes: an empty list, not a missing one.
    expect(vendors.SPORTS!.every((v) => v.gameClassify.length === 0)).toBe(true);
  });
});

describe('vendor game types (API-NOTES "Games")', () => {
  it('maps type -> vendor -> class keys', async () => {
    const { content } = okValue(getVendorGameTypes, await get(getVendorGameTypes.path));
    expect(Object.keys(content)).toEqual(
      CATEGORY_ORDER.filter((c) => Object.keys(content).includes(c)),
    );
    expect(Object.keys(content.LIVE!)).toEqual(['PP', 'EVO', 'SEXY', 'DG', 'WM', 'SA']);
    expect(content.FISH!.JILI).toEqual(['FISH']);
    expect(content.PVP!.KM).toEqual(['CARD']);
    expect(content.SPORTS!.SABA).toEqual([]);
    expect(content.RNG!.PG).toEqual(expect.arrayContaining(['FeatureBuy', 'JP', 'BG']));
  });

  it('keeps one type with typeId, and an unknown one is empty', async () => {
    const all = okValue(getVendorGameTypes, await get(getVendorGameTypes.path));
    const live = okValue(
      getVendorGameTypes,
      await get(`${getVendorGameTypes.path}?typeId=LIVE&merchant_code=demo`),
    );
    expect(live).toEqual({ content: { LIVE: all.content.LIVE } });
    const none = okValue(getVendorGameTypes, await get(`${getVendorGameTypes.path}?typeId=NOPE`));
    expect(none).toEqual({ content: {} });
  });
});
