import type { Game, Vendor } from '../../catalogue/games-repository.ts';
import { slotAdjectives, slotNouns } from './game-names.ts';

// prettier-ignore
const editions = [
  'Deluxe', 'Megaways', 'Reloaded', 'Gold', 'Max', 'Xtreme', 'Classic', 'Rising', 'Returns', 'Unleashed',
  'Supreme', 'Frenzy', 'Hold and Win', 'Link', 'Power', 'Express', 'Infinity', 'Origins', 'Nights', 'Dream',
] as const;

const combos = slotAdjectives.length * slotNouns.length * editions.length;

/** Distinct three-word names for the first 32,000; a number tells later rounds apart. */
function grownName(k: number): string {
  const c = (k * 7919) % combos;
  const adjective = slotAdjectives[c % slotAdjectives.length]!;
  const rest = Math.floor(c / slotAdjectives.length);
  const noun = slotNouns[rest % slotNouns.length]!;
  const edition = editions[Math.floor(rest / slotNouns.length)]!;
  const round = Math.floor(k / combos);
  return `${adjective} ${noun} ${edition}${round > 0 ? ` ${round + 1}` : ''}`;
}

const classes = ['VIDEO', 'CLASSIC', 'MEGAWAYS'] as const;
const bets = ['0.10', '0.20', '0.50', '1.00'] as const;
const lines = [1, 5, 9, 10, 20, 25, 40, 50, 243] as const;

/**
 * SEED_GAMES: the demo catalogue grown to `total` games with generated slots spread over the slot
 * vendors, for the name-search benchmark (100,000 games). The extra games come after each vendor's
 * own (sort order from 1,000), are neither hot nor new, and carry node ids from 1,000,000 so they
 * never meet the seed's. Deterministic, like the rest of the seed.
 */
export function growCatalogue(
  base: { vendors: Vendor[]; games: Game[] },
  total: number | undefined,
): { vendors: Vendor[]; games: Game[] } {
  const extra = (total ?? 0) - base.games.length;
  if (extra <= 0) return base;
  const slotVendors = base.vendors.filter((v) => v.categories.includes('RNG'));
  const games = [...base.games];
  for (let k = 0; k < extra; k++) {
    const vendor = slotVendors[k % slotVendors.length]!;
    const nodeId = 1_000_000 + k;
    const freeplay = k % 4 === 0 ? 0 : 1;
    const classify = k % 6 === 1 ? 'FeatureBuy' : classes[k % classes.length]!;
    games.push({
      nodeId,
      gameId: `${vendor.code}_X${String(k + 1).padStart(6, '0')}`,
      vassalage: vendor.code,
      name: grownName(k),
      gameType: 'RNG',
      gameClassify: classify,
      gameClassifyNew: classify,
      isNew: false,
      isHot: false,
      hotRank: null,
      minBet: bets[k % bets.length]!,
      minLine: lines[k % lines.length]!,
      freeplay,
      supportPlay: freeplay ? 'REAL,FREE' : 'REAL',
      isGameH5: null,
      icon: `/games/${nodeId}.png`,
      sortOrder: 1_000 + Math.floor(k / slotVendors.length),
    });
  }
  return { vendors: base.vendors, games };
}
