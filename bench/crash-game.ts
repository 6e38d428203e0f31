// Issue 23's crash game: the return measured over 1,000,000 simulated rounds played from one seed
// chain (a random terminal seed, each round's seed the SHA-256 of the one after it), for a few
// cash-out targets, next to the 99% the formula gives (P(crash >= x) = 0.99 / x); and the share
// of rounds that crash at 1.00x at once. Pure computation, no server.
// Alone: `npm run bench -- crash-game` (or `npx tsx bench/crash-game.ts`). (`crash` is issue 9's
// kill -9 run.)
import { pathToFileURL } from 'node:url';
import { crashWinMinor } from '../packages/contract/src/crash-rules.ts';
import { bustX100Of, newTerminalSeed } from '../apps/server/src/crash/fair.ts';
import { seedHash } from '../apps/server/src/lottery/fair-draw.ts';
import { formatRows, type BenchRow } from './catalogue.ts';

const ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 1_000_000);
/** Cash-out targets (hundredths). */
const TARGETS = [101, 150, 200, 500, 1_000, 10_000];
const STAKE = 10_000;

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export function crashGameRows(): BenchRow[] {
  const started = performance.now();
  const reached = new Float64Array(TARGETS.length);
  let instant = 0;
  // Walked from the terminal seed: h_i is round (ROUNDS - i)'s seed, as the chain is played
  // backwards; the rounds are the same whichever way they are counted.
  let seed = newTerminalSeed();
  for (let i = 0; i < ROUNDS; i++) {
    const bust = bustX100Of(seed, ROUNDS - i);
    if (bust === 100) instant++;
    for (let t = 0; t < TARGETS.length; t++) if (bust >= TARGETS[t]!) reached[t]!++;
    seed = seedHash(seed);
  }
  const rows: BenchRow[] = TARGETS.map((target, t) => {
    const p = reached[t]! / ROUNDS;
    const pays = crashWinMinor(STAKE, target) / STAKE;
    const measured = pays * p;
    const se = pays * Math.sqrt((p * (1 - p)) / ROUNDS);
    return [
      `crash return, cash-out at ${(target / 100).toFixed(2)}x, ${ROUNDS.toLocaleString('en')} rounds`,
      `${pct(measured)} (SE ${pct(se)})`,
      `99.00% ± 3 SE`,
      Math.abs(measured - 0.99) <= 3 * se,
    ];
  });
  const expectedInstant = 1 - 0.99 / 1.01;
  const instantSe = Math.sqrt((expectedInstant * (1 - expectedInstant)) / ROUNDS);
  rows.push([
    'crash rounds crashing at 1.00x',
    pct(instant / ROUNDS),
    `${pct(expectedInstant)} ± 3 SE`,
    Math.abs(instant / ROUNDS - expectedInstant) <= 3 * instantSe,
  ]);
  rows.push([
    'crash simulation time (chain and crash points)',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
    'none',
    null,
  ]);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\nissue 23 crash game, ${day}\n`);
  console.log(formatRows(crashGameRows()));
}
