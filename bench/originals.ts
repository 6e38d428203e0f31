// Issue 23's in-house games: the return measured over 1,000,000 simulated rounds of each game,
// played from the provably fair scheme (random server seeds, a client seed, nonces 0..n), next to
// the configured return; and the chi-square of the outcomes. Pure computation, no server.
// Alone: `npm run bench -- originals` (or `npx tsx bench/originals.ts`).
import { pathToFileURL } from 'node:url';
import {
  DICE_OUTCOMES,
  DICE_RETURN_BP,
  diceWinMinor,
  diceWon,
  SLOT_LINE_COUNT,
  SLOT_REEL_LENGTH,
  SLOT_RETURN,
  slotResult,
} from '../packages/contract/src/originals-rules.ts';
import { newServerSeed } from '../apps/server/src/lottery/fair-draw.ts';
import { fastFloats } from '../apps/server/src/originals/fast-floats.ts';
import { diceRollOf, slotStopsOf } from '../apps/server/src/originals/outcomes.ts';
import { formatRows, type BenchRow } from './catalogue.ts';

const ROUNDS = Number(process.env.BENCH_ORIGINALS_ROUNDS ?? 1_000_000);
/** A new server seed every this many rounds, as a member rotating now and then. */
const PER_SEED = 10_000;

function chiSquare(counts: ArrayLike<number>) {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  const expected = total / counts.length;
  let chi = 0;
  for (let i = 0; i < counts.length; i++) chi += (counts[i]! - expected) ** 2 / expected;
  return chi;
}

/** Plays `ROUNDS` rounds; `pay(floats, nonce)` answers the round's win per stake of 1. */
function measure(pay: (floats: ReturnType<typeof fastFloats>, nonce: number) => number) {
  let won = 0;
  let sq = 0;
  let floats = fastFloats(newServerSeed());
  for (let n = 0; n < ROUNDS; n++) {
    if (n % PER_SEED === 0) floats = fastFloats(newServerSeed());
    const x = pay(floats, n % PER_SEED);
    won += x;
    sq += x * x;
  }
  const mean = won / ROUNDS;
  const se = Math.sqrt((sq / ROUNDS - mean * mean) / ROUNDS);
  return { mean, se };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export function originalsRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const started = performance.now();
  const rolls = new Uint32Array(DICE_OUTCOMES);
  // Dice: under 50.00, a stake of 100 minor units (the payout is floored to a minor unit).
  const dice = measure((floats, nonce) => {
    const roll = diceRollOf(floats, 'bench', nonce);
    rolls[roll]!++;
    return diceWon(roll, 5000, 'under') ? diceWinMinor(100, 5000, 'under') / 100 : 0;
  });
  const diceExpected = (diceWinMinor(100, 5000, 'under') / 100) * 0.5;
  rows.push([
    `dice return (under 50.00) over ${ROUNDS.toLocaleString('en')} rounds`,
    `${pct(dice.mean)} (SE ${pct(dice.se)})`,
    `${pct(diceExpected)} ± 3 SE (configured ${DICE_RETURN_BP / 100}%)`,
    Math.abs(dice.mean - diceExpected) <= 3 * dice.se,
  ]);
  const diceChi = chiSquare(rolls);
  rows.push([
    `dice rolls chi-square (9,999 df)`,
    diceChi.toFixed(0),
    `9,999 ± 4 sd (566)`,
    Math.abs(diceChi - 9_999) < 566,
  ]);
  const stops = new Uint32Array(SLOT_REEL_LENGTH);
  const slot = measure((floats, nonce) => {
    const s = slotStopsOf(floats, 'bench', nonce);
    for (const stop of s) stops[stop]!++;
    return slotResult(s, SLOT_LINE_COUNT).winMinor / SLOT_LINE_COUNT;
  });
  rows.push([
    `slot 5x3 return over ${ROUNDS.toLocaleString('en')} spins`,
    `${pct(slot.mean)} (SE ${pct(slot.se)})`,
    `${pct(SLOT_RETURN)} ± 3 SE (configured, proven by enumeration)`,
    Math.abs(slot.mean - SLOT_RETURN) <= 3 * slot.se,
  ]);
  const slotChi = chiSquare(stops);
  rows.push([
    `slot reel stops chi-square (19 df)`,
    slotChi.toFixed(1),
    '< 45.3 (p 0.0005)',
    slotChi < 45.3,
  ]);
  rows.push([
    'originals simulation time',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
    'none',
    null,
  ]);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\nissue 23 in-house games, ${day}\n`);
  console.log(formatRows(originalsRows()));
}
