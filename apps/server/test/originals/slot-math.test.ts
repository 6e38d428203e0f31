import { describe, expect, it } from 'vitest';
import {
  SLOT_LINE_COUNT,
  SLOT_LINES,
  SLOT_MAX_PAYS,
  SLOT_PAYTABLE,
  SLOT_REEL_LENGTH,
  SLOT_REELS,
  SLOT_RETURN,
  slotResult,
} from '@app/contract';

// Issue 23 (spec INHOUSE /m/inHouse): the 5x3 slot's return is proven by enumerating every stop
// of the reel strips (20^5 = 3,200,000 spins x 10 lines), not estimated by simulation.

/** Every spin's pays in line bets, summed; and the best spin. Integer arithmetic throughout. */
function enumerate() {
  const L = SLOT_REEL_LENGTH;
  const codes = new Map(Object.keys(SLOT_PAYTABLE).map((s, i) => [s, i]));
  const WILD = -1;
  const code = (s: string) => (s === 'W' ? WILD : codes.get(s)!);
  // cell[reel][stop * 3 + row]
  const cell = SLOT_REELS.map((strip) => {
    const out = new Int8Array(L * 3);
    for (let stop = 0; stop < L; stop++)
      for (let row = 0; row < 3; row++) out[stop * 3 + row] = code(strip[(stop + row) % L]!);
    return out;
  });
  const pays = Object.values(SLOT_PAYTABLE);
  const rows = SLOT_LINES;
  let total = 0;
  let best = 0;
  let hits = 0;
  const s = [0, 0, 0, 0, 0];
  for (s[0] = 0; s[0] < L; s[0]++)
    for (s[1] = 0; s[1] < L; s[1]++)
      for (s[2] = 0; s[2] < L; s[2]++)
        for (s[3] = 0; s[3] < L; s[3]++)
          for (s[4] = 0; s[4] < L; s[4]++) {
            let spin = 0;
            for (let l = 0; l < rows.length; l++) {
              const line = rows[l]!;
              const first = cell[0]![s[0] * 3 + line[0]!]!;
              let count = 1;
              while (count < 5) {
                const c = cell[count]![s[count]! * 3 + line[count]!]!;
                if (c !== first && c !== WILD) break;
                count++;
              }
              if (count >= 3) spin += pays[first]![count - 3]!;
            }
            total += spin;
            if (spin > best) best = spin;
            if (spin > 0) hits++;
          }
  return { total, best, hits, spins: L ** 5 };
}

describe('the 5x3 slot', () => {
  it('returns exactly the configured 95.9925% over every stop of the reels (enumeration)', () => {
    const { total, best, hits, spins } = enumerate();
    // The stake of a spin is SLOT_LINE_COUNT line bets.
    expect(total / (spins * SLOT_LINE_COUNT)).toBe(SLOT_RETURN);
    expect(total).toBe(Math.round(SLOT_RETURN * spins * SLOT_LINE_COUNT));
    // The limits reserve SLOT_MAX_PAYS: no spin pays more.
    expect(best).toBeLessThanOrEqual(SLOT_MAX_PAYS);
    // A spin wins something often enough to be a game (about one in five).
    expect(hits / spins).toBeGreaterThan(0.19);
  });

  it('pays a line left to right, the wild standing in on reels 2-4', () => {
    // Stops putting 7 7 W 7 O on the middle row: the first reel's 7 sits at index 0.
    const stops = [19, 19, 0, 19, 15];
    const { grid, lines, pays, winMinor } = slotResult(stops, 100);
    expect(grid[1]).toEqual(['7', '7', 'W', '7', 'O']);
    expect(lines.find((l) => l.line === 0)).toEqual({ line: 0, symbol: '7', count: 4, pays: 300 });
    expect(winMinor).toBe((100 / SLOT_LINE_COUNT) * pays);
  });
});
