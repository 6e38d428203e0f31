import { randomInt } from 'node:crypto';

/**
 * The demo vendor's game: a 3x3 grid, each cell drawn on its own from weighted symbols, paying
 * three of a kind on 5 lines (3 rows, 2 diagonals). A line's win is `centi / 100` times the whole
 * stake, so with stakes in whole major units (multiples of 100 minor) every win is a whole number
 * of minor units and nothing is rounded.
 *
 * Return to player, exactly: each line is three independent cells, so
 *   RTP = LINES x sum over symbols of (weight / TOTAL)^3 x centi / 100
 *       = 5 x (343x150 + 125x300 + 64x500 + 8x2000 + 1x6650 + 1x10000) / (20^3 x 100)
 *       = 5 x 153,600 / 800,000 = 0.96 (96.00 %).
 * Lines share cells, which changes how wins cluster (variance), never their expectation.
 */
export const SYMBOLS = [
  // Glyphs every phone font has (card suits, a star, a digit): no emoji font needed.
  { id: 'club', glyph: '♣', weight: 7, centi: 150 },
  { id: 'heart', glyph: '♥', weight: 5, centi: 300 },
  { id: 'spade', glyph: '♠', weight: 4, centi: 500 },
  { id: 'diamond', glyph: '♦', weight: 2, centi: 2_000 },
  { id: 'star', glyph: '★', weight: 1, centi: 6_650 },
  { id: 'seven', glyph: '7', weight: 1, centi: 10_000 },
] as const;
export type SymbolId = (typeof SYMBOLS)[number]['id'];

export const TOTAL_WEIGHT = SYMBOLS.reduce((s, x) => s + x.weight, 0);

/** Cell indexes (row-major 0..8) of each pay line. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [6, 4, 2],
];

/** Stakes on offer, minor units (1, 2, 5, 10, 20 and 50 in major units). */
export const STAKES_MINOR = [100, 200, 500, 1_000, 2_000, 5_000] as const;

/** The configured RTP as an exact fraction (numerator / denominator), from the table above. */
export function configuredRtp(): { numerator: bigint; denominator: bigint; value: number } {
  const t = BigInt(TOTAL_WEIGHT);
  const numerator = SYMBOLS.reduce(
    (s, x) => s + BigInt(LINES.length) * BigInt(x.weight) ** 3n * BigInt(x.centi),
    0n,
  );
  const denominator = t ** 3n * 100n;
  return { numerator, denominator, value: Number(numerator) / Number(denominator) };
}

/** A random integer in [0, max): the CSPRNG in play, a seeded one in tests. */
export type Rng = (max: number) => number;

/** Nine cells, row-major, drawn with the symbol weights. */
export function drawGrid(rng: Rng = randomInt): SymbolId[] {
  return Array.from({ length: 9 }, () => {
    let r = rng(TOTAL_WEIGHT);
    for (const s of SYMBOLS) {
      if (r < s.weight) return s.id;
      r -= s.weight;
    }
    throw new Error('weights do not cover the draw');
  });
}

const centiOf = new Map<SymbolId, number>(SYMBOLS.map((s) => [s.id, s.centi]));

/** What one line pays in hundredths of the stake (0 unless three of a kind). */
export function linePayCenti(cells: readonly [SymbolId, SymbolId, SymbolId]): number {
  const [a, b, c] = cells;
  return a === b && b === c ? (centiOf.get(a) ?? 0) : 0;
}

export interface Outcome {
  grid: SymbolId[];
  /** Indexes into LINES of the winning lines. */
  winningLines: number[];
  winMinor: number;
}

/** The win of a grid for a stake (minor units, a multiple of 100). */
export function evaluate(grid: readonly SymbolId[], stakeMinor: number): Outcome {
  let centi = 0;
  const winningLines: number[] = [];
  LINES.forEach((line, i) => {
    const pay = linePayCenti([grid[line[0]]!, grid[line[1]]!, grid[line[2]]!]);
    if (pay > 0) winningLines.push(i);
    centi += pay;
  });
  return { grid: [...grid], winningLines, winMinor: (stakeMinor * centi) / 100 };
}

/** One round: draw and evaluate. */
export const playRound = (stakeMinor: number, rng: Rng = randomInt): Outcome =>
  evaluate(drawGrid(rng), stakeMinor);
