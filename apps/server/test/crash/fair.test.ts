import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashDurationMs, crashMultiplierX100, CRASH_MAX_BUST_X100 } from '@app/contract';
import { bustX100Of, chainCommitment, chainSeed } from '../../src/crash/fair.ts';

// Issue 23 "Tests": crash bust points reproduce from their seeds (the README's formula, checked
// against values computed apart with Python's hmac), chain links verify, and 1,000,000 bust
// points follow P(bust >= x) = 0.99 / x (chi-square).

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('crash bust points', () => {
  it('reproduce from the seed and the round number', () => {
    const seed = '0f'.repeat(32);
    expect([1, 2, 3, 42].map((n) => bustX100Of(seed, n))).toEqual([215, 4190, 135, 6183]);
  });

  it('come from a chain whose every seed hashes to the one before, the first to the commitment', () => {
    const terminal = 'ab'.repeat(32);
    const length = 20;
    const commitment = chainCommitment(terminal, length);
    let previous = commitment;
    for (let k = 1; k <= length; k++) {
      const { seed, previousHash } = chainSeed(terminal, length, k);
      expect(previousHash).toBe(previous);
      expect(sha256(seed)).toBe(previous);
      previous = seed;
    }
    expect(previous).toBe(terminal);
    expect(() => chainSeed(terminal, length, length + 1)).toThrow(RangeError);
  });

  it('follow P(bust >= x) = 0.99 / x over 1,000,000 rounds (chi-square), a 99% return', () => {
    const seed = sha256('issue 23 distribution');
    const N = 1_000_000;
    // Bins by bust point (hundredths): [100, 101), [101, 150), ..., [10000, max].
    const edges = [100, 101, 150, 200, 300, 500, 1_000, 2_000, 10_000, CRASH_MAX_BUST_X100 + 1];
    const counts = new Array<number>(edges.length - 1).fill(0);
    let atLeast2 = 0;
    let atLeast10 = 0;
    for (let n = 1; n <= N; n++) {
      const b = bustX100Of(seed, n);
      let i = 0;
      while (b >= edges[i + 1]!) i++;
      counts[i]!++;
      if (b >= 200) atLeast2++;
      if (b >= 1_000) atLeast10++;
    }
    const tail = (x100: number) => (x100 <= 100 ? 1 : x100 > CRASH_MAX_BUST_X100 ? 0 : 99 / x100);
    let chi2 = 0;
    for (let i = 0; i < counts.length; i++) {
      const expected = N * (tail(edges[i]!) - tail(edges[i + 1]!));
      chi2 += (counts[i]! - expected) ** 2 / expected;
    }
    // 8 degrees of freedom: 26.12 is the 0.1% critical value.
    expect(chi2).toBeLessThan(26.12);
    // Cashing out at 2x or 10x returns 99% of the stake, within sampling error.
    expect((2 * atLeast2) / N).toBeCloseTo(0.99, 2);
    expect((10 * atLeast10) / N).toBeGreaterThan(0.97);
    expect((10 * atLeast10) / N).toBeLessThan(1.01);
  });

  it('are reached by the curve at the documented time', () => {
    expect(crashMultiplierX100(0)).toBe(100);
    expect(crashDurationMs(200)).toBe(11_553);
    expect(crashMultiplierX100(11_553)).toBe(200);
    expect(crashMultiplierX100(11_552)).toBe(199);
    for (const b of [101, 150, 4190, CRASH_MAX_BUST_X100])
      expect(crashMultiplierX100(crashDurationMs(b))).toBeGreaterThanOrEqual(b);
  });
});
