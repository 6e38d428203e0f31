import { INHOUSE_VENDOR } from '@app/contract';
import type { Game, Vendor } from '../../catalogue/games-repository.ts';
import {
  cardGames,
  cardVariants,
  drawIntervals,
  fastLotteries,
  fishGames,
  houseGames,
  liveTables,
  seaLotteries,
  slotAdjectives,
  slotNouns,
  vietnamLotteries,
} from './game-names.ts';

/** A block of one vendor's games of one type; `name(i)` must be unique within the vendor. */
interface Block {
  type: string;
  count: number;
  name: (i: number) => string;
  classify?: (i: number) => string | null;
  /** The game's code when it is not `<vendor>_<NNNN>` (the in-house games: dice, slot5x3, crash). */
  gameId?: (i: number) => string;
}

interface VendorSpec {
  code: string;
  displayName: string;
  /** JL and RTG are vendor lobbies with their own routes (spec 2.1), so they are categories too. */
  categories: string[];
  blocks: Block[];
}

// 40 x 40 adjective-noun pairs, visited in a vendor-specific order: a stride coprime to 1600 makes
// the walk a permutation, so names never repeat within a vendor.
const slotName = (offset: number) => (i: number) => {
  const c = (i * 7919 + offset * 131) % (slotAdjectives.length * slotNouns.length);
  const suffix = i % 11 === 5 ? ' Megaways' : i % 13 === 7 ? ' Deluxe' : '';
  return `${slotAdjectives[c % slotAdjectives.length]} ${slotNouns[Math.floor(c / slotAdjectives.length)]}${suffix}`;
};
const cycle = (names: readonly string[]) => (i: number) =>
  i < names.length ? names[i]! : `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`;
const cardName = (i: number) =>
  `${cardGames[i % cardGames.length]} ${cardVariants[Math.floor(i / cardGames.length) % cardVariants.length]}`;

/** Spec 9 special classes: BG bingo, JP jackpot; FeatureBuy is the slot-games filter (spec 2.1). */
const slotClassify = (i: number) =>
  i % 17 === 3
    ? 'JP'
    : i % 19 === 4
      ? 'BG'
      : i % 6 === 1
        ? 'FeatureBuy'
        : (['VIDEO', 'CLASSIC', 'MEGAWAYS'] as const)[i % 3]!;
const liveClassify = (i: number) =>
  (['BACCARAT', 'ROULETTE', 'DRAGONTIGER', 'SICBO', 'BLACKJACK'] as const)[i % 5]!;

const slots = (count: number, offset: number): Block => ({
  type: 'RNG',
  count,
  name: slotName(offset),
  classify: slotClassify,
});
const fish = (count: number): Block => ({
  type: 'FISH',
  count,
  name: cycle(fishGames),
  classify: () => 'FISH',
});
const cards = (count: number): Block => ({
  type: 'PVP',
  count,
  name: cardName,
  classify: () => 'CARD',
});
const live = (count: number): Block => ({
  type: 'LIVE',
  count,
  name: cycle(liveTables),
  classify: liveClassify,
});
const lobby = (type: string, name: string): Block => ({ type, count: 1, name: () => name });

// One vendor per line reads as a table.
// prettier-ignore
export const vendorSpecs: VendorSpec[] = [
  { code: 'PG', displayName: 'PG Soft', categories: ['RNG'], blocks: [slots(320, 1)] },
  { code: 'PP', displayName: 'Pragmatic Play', categories: ['RNG', 'LIVE'], blocks: [slots(400, 2), live(30)] },
  { code: 'JILI', displayName: 'JILI', categories: ['JL', 'RNG', 'FISH', 'PVP'], blocks: [slots(160, 3), fish(20), cards(40)] },
  { code: 'RTG', displayName: 'Real Time Gaming', categories: ['RTG', 'RNG'], blocks: [slots(220, 4)] },
  { code: 'JDB', displayName: 'JDB', categories: ['RNG', 'FISH'], blocks: [slots(180, 5), fish(16)] },
  { code: 'CQ9', displayName: 'CQ9', categories: ['RNG', 'FISH'], blocks: [slots(200, 6), fish(12)] },
  { code: 'FC', displayName: 'Fa Chai', categories: ['RNG', 'FISH'], blocks: [slots(120, 7), fish(10)] },
  { code: 'KA', displayName: 'KA Gaming', categories: ['RNG'], blocks: [slots(260, 8)] },
  { code: 'SPADE', displayName: 'Spadegaming', categories: ['RNG', 'FISH'], blocks: [slots(150, 9), fish(10)] },
  { code: 'HABANERO', displayName: 'Habanero', categories: ['RNG'], blocks: [slots(200, 10)] },
  { code: 'YGG', displayName: 'Yggdrasil', categories: ['RNG'], blocks: [slots(180, 11)] },
  { code: 'PLAYSTAR', displayName: 'PlayStar', categories: ['RNG'], blocks: [slots(100, 12)] },
  { code: 'BNG', displayName: 'Booongo', categories: ['RNG'], blocks: [slots(120, 13)] },
  { code: 'KM', displayName: 'Kingmaker', categories: ['PVP'], blocks: [cards(60)] },
  { code: 'V8', displayName: 'V8 Poker', categories: ['PVP'], blocks: [cards(50)] },
  { code: 'EVO', displayName: 'Evolution', categories: ['LIVE'], blocks: [live(80)] },
  { code: 'SEXY', displayName: 'AE Sexy', categories: ['LIVE'], blocks: [live(24)] },
  { code: 'DG', displayName: 'Dream Gaming', categories: ['LIVE'], blocks: [live(20)] },
  { code: 'WM', displayName: 'WM Casino', categories: ['LIVE'], blocks: [live(24)] },
  { code: 'SA', displayName: 'SA Gaming', categories: ['LIVE'], blocks: [live(24)] },
  { code: 'SABA', displayName: 'SABA Sports', categories: ['SPORTS'], blocks: [lobby('SPORTS', 'SABA Sports')] },
  { code: 'CMD', displayName: 'CMD368', categories: ['SPORTS'], blocks: [lobby('SPORTS', 'CMD368 Sportsbook')] },
  { code: 'BTI', displayName: 'BTi Sports', categories: ['SPORTS'], blocks: [lobby('SPORTS', 'BTi Sportsbook')] },
  { code: 'TF', displayName: 'TF Gaming', categories: ['ESPORTS'], blocks: [lobby('ESPORTS', 'TF E-sports')] },
  { code: 'IA', displayName: 'IA E-sports', categories: ['ESPORTS'], blocks: [lobby('ESPORTS', 'IA E-sports')] },
  { code: 'SV388', displayName: 'SV388', categories: ['COCKFIGHT'], blocks: [{ type: 'COCKFIGHT', count: 2, name: cycle(['SV388 Cockfight', 'SV388 Derby']) }] },
  { code: 'WS168', displayName: 'WS168', categories: ['COCKFIGHT'], blocks: [lobby('COCKFIGHT', 'WS168 Cockfight')] },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lottery', categories: ['LOTT'], blocks: [{ type: 'LOTT', count: vietnamLotteries.length, name: cycle(vietnamLotteries), classify: () => 'VN' }] },
  { code: 'TCG_SEA', displayName: 'TCG SEA Lottery', categories: ['LOTT'], blocks: [{ type: 'LOTT', count: seaLotteries.length, name: cycle(seaLotteries), classify: () => 'SEA' }] },
  { code: 'TCG', displayName: 'TCG Lottery', categories: ['ELOTT'], blocks: [{ type: 'ELOTT', count: fastLotteries.length * drawIntervals.length, name: (i) => `${fastLotteries[i % fastLotteries.length]} (${drawIntervals[Math.floor(i / fastLotteries.length)]})`, classify: () => 'FAST' }] },
  // Issue 23: the platform's own provably fair games, played inside the app (/m/inHouse/...).
  { code: INHOUSE_VENDOR, displayName: 'House Originals', categories: ['INHOUSE'], blocks: [{ type: 'INHOUSE', count: houseGames.length, name: (i) => houseGames[i]!.name, gameId: (i) => houseGames[i]!.code, classify: () => 'ORIGINALS' }] },
];

// prettier-ignore
const classLabels: Record<string, string> = {
  VIDEO: 'Video slots', CLASSIC: 'Classic', MEGAWAYS: 'Megaways', FeatureBuy: 'Feature buy', JP: 'Jackpot',
  BG: 'Bingo', FISH: 'Fishing', CARD: 'Card games', BACCARAT: 'Baccarat', ROULETTE: 'Roulette',
  DRAGONTIGER: 'Dragon Tiger', SICBO: 'Sic Bo', BLACKJACK: 'Blackjack', VN: 'Vietnam', SEA: 'South-east Asia',
  FAST: 'Fast draws', ORIGINALS: 'Originals',
};

// prettier-ignore
const minBets: Record<string, readonly string[]> = {
  RNG: ['0.10', '0.20', '0.50', '1.00'], FISH: ['0.10', '1.00'], PVP: ['1.00', '5.00', '10.00'],
  LIVE: ['5.00', '10.00', '20.00'], LOTT: ['1.00'], ELOTT: ['1.00'], INHOUSE: ['0.10'],
};
const slotLines = [1, 5, 9, 10, 20, 25, 40, 50, 243];

/** The whole demo catalogue, the same on every run: ids, names and flags follow from positions. */
export function demoCatalogue(): { vendors: Vendor[]; games: Game[] } {
  const vendors: Vendor[] = [];
  const games: Game[] = [];
  let hotRank = 0;
  vendorSpecs.forEach((spec, v) => {
    const classes = new Set<string>();
    let i = 0;
    for (const block of spec.blocks) {
      for (let b = 0; b < block.count; b++, i++) {
        const nodeId = (v + 1) * 10_000 + i + 1;
        const classify = block.classify?.(b) ?? null;
        if (classify) classes.add(classify);
        const isHot = (b + v) % 12 === 0 || (block.count === 1 && v % 2 === 0);
        const freeplay = block.type === 'RNG' && b % 4 !== 0 ? 1 : 0;
        const bets = minBets[block.type] ?? ['0.00'];
        games.push({
          nodeId,
          gameId: block.gameId?.(b) ?? `${spec.code}_${String(i + 1).padStart(4, '0')}`,
          vassalage: spec.code,
          name: block.name(b),
          gameType: block.type,
          gameClassify: classify,
          gameClassifyNew: classify,
          isNew: (b + 2 * v) % 9 === 0,
          isHot,
          hotRank: isHot ? ++hotRank : null,
          minBet: bets[b % bets.length]!,
          minLine: block.type === 'RNG' ? slotLines[b % slotLines.length]! : 0,
          freeplay,
          supportPlay: freeplay ? 'REAL,FREE' : 'REAL',
          isGameH5: null,
          icon: `/games/${nodeId}.png`,
          sortOrder: i,
        });
      }
    }
    vendors.push({
      code: spec.code,
      displayName: spec.displayName,
      categories: spec.categories,
      classifies: [...classes].map((key) => ({ key, displayName: classLabels[key] ?? key })),
      sortOrder: v,
    });
  });
  return { vendors, games };
}
