import { describe, expect, it } from 'vitest';
import { fairFloat, newServerSeed } from '../../src/lottery/fair-draw.ts';
import { fastFloats } from '../../src/originals/fast-floats.ts';

// Issue 23 (spec INHOUSE): the simulations' HMAC is the scheme's HMAC, bit for bit.
describe('fast floats for simulations', () => {
  it('equal fairFloat for random seeds, client seeds of every length and cursors', () => {
    for (let n = 0; n < 300; n++) {
      const seed = n % 7 === 0 ? `short${n}` : n % 11 === 0 ? 'k'.repeat(70 + n) : newServerSeed();
      const floats = fastFloats(seed);
      const client = 'c'.repeat(n % 90);
      for (const cursor of [0, 1, 4, 12]) {
        const subject = `${client}:${n * 31}`;
        expect(floats(subject, cursor)).toBe(fairFloat(seed, subject, cursor));
      }
    }
  });
});
