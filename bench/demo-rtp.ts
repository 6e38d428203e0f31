// The demo vendor's slot: its return to player measured over many rounds of the real outcome
// function (CSPRNG draws, no HTTP), next to the value the paytable configures exactly.
// `npx tsx bench/demo-rtp.ts [rounds]` alone, or as part of `npm run bench`.
import {
  configuredRtp,
  playRound,
  STAKES_MINOR,
} from '../apps/server/src/vendors/demo/slot-math.ts';

export interface RtpFigures {
  rounds: number;
  configured: number;
  measured: number;
  /** One standard error of the measured figure (from the rounds' own spread). */
  standardError: number;
  hitRate: number;
  ms: number;
}

export function measureDemoRtp(rounds = 1_000_000): RtpFigures {
  const stake = STAKES_MINOR[0];
  const started = performance.now();
  let won = 0;
  let squares = 0;
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const ratio = playRound(stake).winMinor / stake;
    won += ratio;
    squares += ratio * ratio;
    if (ratio > 0) hits++;
  }
  const mean = won / rounds;
  return {
    rounds,
    configured: configuredRtp().value,
    measured: mean,
    standardError: Math.sqrt((squares / rounds - mean * mean) / rounds),
    hitRate: hits / rounds,
    ms: Math.round(performance.now() - started),
  };
}

export const formatRtp = (f: RtpFigures) =>
  `${(f.measured * 100).toFixed(2)}% ± ${(f.standardError * 100).toFixed(2)} over ${f.rounds.toLocaleString('en')} rounds (configured ${(f.configured * 100).toFixed(2)}%, hit rate ${(f.hitRate * 100).toFixed(1)}%, ${f.ms} ms)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv[2] ?? 1_000_000);
  console.log(`demo slot RTP: ${formatRtp(measureDemoRtp(rounds))}`);
}
