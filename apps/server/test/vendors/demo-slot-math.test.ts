import { describe, expect, it } from 'vitest';
import {
  configuredRtp,
  drawGrid,
  evaluate,
  LINES,
  linePayCenti,
  playRound,
  STAKES_MINOR,
  SYMBOLS,
  TOTAL_WEIGHT,
  type SymbolId,
} from '../../src/vendors/demo/slot-math.ts';

describe('demo slot: the paytable and its return to player', () => {
  it('returns exactly 96% by enumerating every line outcome with its weight', () => {
    // Expectation is linear over lines, and each line is three independent cells: summing the
    // line pay of all 6^3 symbol triples, weighted, gives the exact RTP of the whole game.
    let paid = 0n;
    for (const a of SYMBOLS)
      for (const b of SYMBOLS)
        for (const c of SYMBOLS) {
          const weight = BigInt(a.weight * b.weight * c.weight);
          paid += weight * BigInt(linePayCenti([a.id, b.id, c.id]));
        }
    const numerator = BigInt(LINES.length) * paid;
    const denominator = BigInt(TOTAL_WEIGHT) ** 3n * 100n;
    expect(numerator * 100n).toBe(96n * denominator);
    expect(configuredRtp()).toEqual({ numerator, denominator, value: 0.96 });
  });

  it('pays three of a kind on rows and diagonals, in whole minor units for every stake', () => {
    const grid: SymbolId[] = [
      'diamond',
      'club',
      'diamond',
      'heart',
      'diamond',
      'spade',
      'diamond',
      'star',
      'seven',
    ];
    // Diagonal 6-4-2 is diamond-diamond-diamond: 20x the stake.
    const o = evaluate(grid, 100);
    expect(o.winningLines).toEqual([4]);
    expect(o.winMinor).toBe(2_000);
    for (const stake of STAKES_MINOR) {
      for (const s of SYMBOLS) {
        const all = evaluate(Array<SymbolId>(9).fill(s.id), stake);
        expect(all.winningLines).toHaveLength(5);
        expect(Number.isInteger(all.winMinor)).toBe(true);
        expect(all.winMinor).toBe((5 * stake * s.centi) / 100);
      }
    }
    expect(
      evaluate(['club', 'heart', 'spade', 'spade', 'club', 'heart', 'club', 'spade', 'heart'], 100)
        .winMinor,
    ).toBe(0);
  });

  it('draws each symbol with its weight', () => {
    // Every draw value once: each symbol owns as many values as its weight.
    const counts = new Map<string, number>();
    for (let n = 0; n < TOTAL_WEIGHT; n++) {
      const [first] = drawGrid(() => n);
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    for (const s of SYMBOLS) expect(counts.get(s.id)).toBe(s.weight);
  });

  it('measures close to the configured RTP over 200,000 CSPRNG rounds', () => {
    let staked = 0;
    let won = 0;
    for (let r = 0; r < 200_000; r++) {
      staked += 100;
      won += playRound(100).winMinor;
    }
    // Standard error is about 0.9 points at this count; 4 points is far outside chance.
    expect(Math.abs(won / staked - 0.96)).toBeLessThan(0.04);
  });
});
