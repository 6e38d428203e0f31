import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devUpdateGame, getGameList, type GameItem } from '@app/contract';
import type { Game } from '../../src/catalogue/games-repository.ts';
import { demoCatalogue } from '../../src/demo/seed/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

// Spec 2.12 "Reusable game list" and 7 "Game list": every query parameter, against the seeded
// catalogue. The oracle is the seed itself, filtered in JavaScript.
const seed = demoCatalogue();
const vendorOrder = new Map(seed.vendors.map((v, i) => [v.code, i]));
/** The list order: each vendor's own ranking interleaved, vendors in order, node id last. */
const listOrder = (a: Game, b: Game) =>
  a.sortOrder - b.sortOrder ||
  vendorOrder.get(a.vassalage)! - vendorOrder.get(b.vassalage)! ||
  a.nodeId - b.nodeId;
const expected = (keep: (g: Game) => boolean) => seed.games.filter(keep).sort(listOrder);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const list = async (query: string) =>
  okValue(getGameList, await t.app.inject({ url: `${getGameList.path}?${query}` }));
const ids = (games: GameItem[]) => games.map((g) => g.nodeId);

describe('game list: filters (spec 2.12, 7 "Game list")', () => {
  it('without filters pages the whole catalogue, 21 a page (spec 9)', async () => {
    const page = await list('');
    const all = expected(() => true);
    expect(page.totalCount).toBe(3_131);
    expect(page.totalCount).toBe(all.length);
    expect(page.pageNum).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(3_131 / 21));
    expect(ids(page.games)).toEqual(all.slice(0, 21).map((g) => g.nodeId));
  });

  it('answers the contract game item, icons as CDN paths (spec 3 "Game item")', async () => {
    const [first] = (await list('gameType=RNG&vassalage=PG&pageSize=1')).games;
    const g = seed.games.find((x) => x.nodeId === first!.nodeId)!;
    expect(first).toMatchObject({
      nodeName: g.name,
      gameName: g.name,
      gameId: g.gameId,
      gameType: 'RNG',
      vassalage: 'PG',
      minBet: Number(g.minBet),
      iconUrl: `games/${g.nodeId}.png`,
    });
  });

  it.each([
    ['gameType=RNG', (g: Game) => g.gameType === 'RNG'],
    ['gameType=LIVE', (g: Game) => g.gameType === 'LIVE'],
    ['vassalage=JILI', (g: Game) => g.vassalage === 'JILI'],
    ['gameType=FISH&vassalage=JILI', (g: Game) => g.gameType === 'FISH' && g.vassalage === 'JILI'],
    // Spec 2.1 FEATURE: slot games with gameClassify=FeatureBuy; spec 9: BG bingo, JP jackpot.
    [
      'gameType=RNG&gameClassify=FeatureBuy',
      (g: Game) => g.gameType === 'RNG' && g.gameClassify === 'FeatureBuy',
    ],
    ['gameClassify=BG', (g: Game) => g.gameClassify === 'BG'],
    ['gameClassify=JP', (g: Game) => g.gameClassify === 'JP'],
    ['isNew=1', (g: Game) => g.isNew],
    ['isNew=0', () => true],
    // minBet and minLine are floors: games whose own minimum is at least that much.
    ['minBet=1', (g: Game) => Number(g.minBet) >= 1],
    ['minBet=0.5&gameType=RNG', (g: Game) => g.gameType === 'RNG' && Number(g.minBet) >= 0.5],
    ['minLine=25', (g: Game) => g.minLine >= 25],
    // The vendor lobbies of spec 2.1 are categories no game has as its type.
    ['gameType=JL', (g: Game) => g.vassalage === 'JILI'],
    ['gameType=RTG', (g: Game) => g.vassalage === 'RTG'],
  ])('%s', async (query, keep) => {
    const want = expected(keep);
    expect(want.length).toBeGreaterThan(0);
    const page = await list(`${query}&pageSize=200`);
    expect(page.totalCount).toBe(want.length);
    expect(page.totalPages).toBe(Math.ceil(want.length / 200));
    expect(ids(page.games)).toEqual(want.slice(0, 200).map((g) => g.nodeId));
  });

  it('an unknown game type, vendor or class is an empty page, not an error', async () => {
    for (const query of ['gameType=NOPE', 'vassalage=NOBODY', 'gameClassify=NOTHING']) {
      expect(await list(query)).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    }
  });

  it('pages follow one another without overlap or gap, in a stable order', async () => {
    const want = expected((g) => g.gameType === 'RNG').map((g) => g.nodeId);
    const pages = await Promise.all([1, 2, 3].map((n) => list(`gameType=RNG&pageNo=${n}`)));
    expect(pages.flatMap((p) => ids(p.games))).toEqual(want.slice(0, 63));
    expect(pages.map((p) => p.pageNum)).toEqual([1, 2, 3]);
  });

  it('a page past the end is empty with the real totals', async () => {
    const page = await list('gameType=LIVE&pageNo=99');
    const total = expected((g) => g.gameType === 'LIVE').length;
    expect(page).toEqual({
      games: [],
      pageNum: 99,
      totalPages: Math.ceil(total / 21),
      totalCount: total,
    });
    // The largest page the contract lets through: still an empty page, not an error.
    const far = await list('pageNo=999999999&pageSize=200');
    expect(far).toEqual({ games: [], pageNum: 999_999_999, totalPages: 16, totalCount: 3_131 });
  });

  it('ignores the client context the platforms send (spec 7)', async () => {
    const plain = await list('gameType=PVP');
    const withContext = await list(
      'gameType=PVP&merchant=demo&platform=html5&language=EN&clientType=2&pageSize=21',
    );
    expect(withContext).toEqual(plain);
  });
});

describe('game list: name search (spec 2.12)', () => {
  it('is a case-insensitive substring', async () => {
    const want = expected((g) => g.name.toLowerCase().includes('dragon'));
    expect(want.length).toBeGreaterThan(0);
    for (const term of ['dragon', 'DRAGON', 'DrAgOn']) {
      const page = await list(`gameName=${term}&pageSize=200`);
      expect(page.totalCount).toBe(want.length);
      expect(ids(page.games)).toEqual(want.slice(0, 200).map((g) => g.nodeId));
    }
  });

  it("'dragon' finds 'Golden Dragon', also in the middle of a word", async () => {
    const nodeId = seed.games.find((g) => g.vassalage === 'PG')!.nodeId;
    const res = await t.app.inject({
      method: 'PUT',
      url: devUpdateGame.path,
      payload: { nodeId, name: 'Golden Dragon' },
    });
    okValue(devUpdateGame, res);
    for (const term of ['dragon', 'en drag', 'GOLDEN DRAGON']) {
      const { games } = await list(`gameName=${encodeURIComponent(term)}&pageSize=200`);
      expect(games.map((g) => g.gameName)).toContain('Golden Dragon');
    }
  });

  it('treats % and _ as themselves, not as wildcards', async () => {
    for (const term of ['%', '_', 'Golden%Fortune', 'a_c', '\\']) {
      expect((await list(`gameName=${encodeURIComponent(term)}`)).totalCount).toBe(0);
    }
  });

  it('trims the term and combines it with the other filters', async () => {
    const want = expected((g) => g.vassalage === 'PP' && g.name.toLowerCase().includes('lucky'));
    const page = await list(`gameName=${encodeURIComponent('  lucky ')}&vassalage=PP&pageSize=200`);
    expect(page.totalCount).toBe(want.length);
    expect(ids(page.games)).toEqual(want.map((g) => g.nodeId));
  });
});

describe('game list: bad values (contract validation)', () => {
  it('caps pageSize at 200', async () => {
    const page = await list('pageSize=10000');
    expect(page.games).toHaveLength(200);
    expect(page.totalPages).toBe(Math.ceil(3_131 / 200));
  });

  it.each([
    'pageNo=-1',
    'pageNo=0',
    'pageNo=abc',
    'pageSize=0',
    'pageSize=1.5',
    'minBet=0.125',
    'minBet=-1',
    'minBet=ten',
    'minLine=x',
    'minLine=-5',
    'isNew=yes',
    `gameName=${'x'.repeat(101)}`,
    `vassalage=${'V'.repeat(65)}`,
  ])('%s is a 400 envelope', async (query) => {
    failure(await t.app.inject({ url: `${getGameList.path}?${query}` }), 400, 'request_param_err');
  });
});
