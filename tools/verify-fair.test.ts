import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SLOT_REELS } from '../packages/contract/src/originals-rules.ts';
import { fairFloat, newServerSeed } from '../apps/server/src/lottery/fair-draw.ts';
import { diceRollOf, seedFloats, slotStopsOf } from '../apps/server/src/originals/outcomes.ts';
import { diceRoll, float, slotStops } from './verify-fair.mjs';

// Issue 23 (spec INHOUSE /m/inHouse; README "In-house games, provably fair"): the README's
// dependency-free script recomputes the rounds exactly as the server settles them.
describe('tools/verify-fair.mjs', () => {
  it('agrees with the server on floats, dice rolls and slot stops', () => {
    expect(SLOT_REELS.map((r) => r.join(' '))).toEqual([
      '7 B B C C C P P P P L L L L O O O O O O',
      ...Array(3).fill('7 W B B C C C P P P P L L L L O O O O O'),
      '7 B B C C C P P P P L L L L O O O O O O',
    ]);
    for (let n = 0; n < 50; n++) {
      const seed = newServerSeed();
      const client = `client-${n}`;
      expect(float(seed, client, n, 3)).toBe(fairFloat(seed, `${client}:${n}`, 3));
      expect(diceRoll(seed, client, n)).toBe(diceRollOf(seedFloats(seed), client, n));
      expect(slotStops(seed, client, n).stops).toEqual(slotStopsOf(seedFloats(seed), client, n));
    }
  });

  it('prints a round from the command line', () => {
    const seed = 'a'.repeat(64);
    const out = execFileSync('node', ['tools/verify-fair.mjs', 'dice', seed, 'abc', '7'], {
      cwd: new URL('..', import.meta.url).pathname,
      encoding: 'utf8',
    });
    const roll = diceRollOf(seedFloats(seed), 'abc', 7);
    expect(out).toContain(`roll: ${(roll / 100).toFixed(2)} (${roll})`);
  });
});
