// The wallet bench's part 3 (bench/wallet.ts): issue 20's team fold on the money path. Part 1's
// rounds (their members TEAM_LEVELS agents deep) in a server whose fold runs every second and in
// one whose fold does not run, a process each, BENCH_FOLD_PAIRS (4) pairs in turns: calls/s of
// both, pooled, and each pair's difference.
import type pg from 'pg';
import { spawnServer } from '../tools/spawn-server.ts';
import type { BenchRow } from './catalogue.ts';
import { ms, percentile } from './stats.ts';
import type { Player } from './wallet-history.ts';
import { Vendor, playRounds, type Played } from './wallet-vendor.ts';

/** The team fold's figure: the members' agents, each the upline of the next. */
export const TEAM_LEVELS = 8;
const foldPairs = Math.max(1, Math.floor(Number(process.env.BENCH_FOLD_PAIRS ?? 4)) || 1);

/** How long each run plays, after a warm-up of its own. */
interface RoundTimes {
  seconds: number;
  warmupSeconds: number;
}

export interface Team {
  db: pg.Client;
  agent: number;
  load: Player[];
  launched: Map<number, string>;
  currency: string;
  run: string;
}

/** Several runs as one: their calls over their time, their latencies together. */
function pooled(runs: Played[]) {
  const calls = runs.reduce((n, r) => n + r.latencies.length, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    callsPerSecond: calls / seconds,
    latencies: runs.flatMap((r) => r.latencies),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

const signedPercent = (ratio: number) =>
  `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

/** Part 1's rounds in a server process of its own whose team fold runs every `foldSeconds`. */
async function roundsWithFold(
  env: Record<string, string>,
  team: Team,
  foldSeconds: number,
  { seconds, warmupSeconds }: RoundTimes,
) {
  const server = await spawnServer(
    { ...env, TEAM_FOLD_SECONDS: String(foldSeconds) },
    { command: 'compiled' },
  );
  // Rounds of a run of their own (round and transaction ids are the run's).
  const run = `${team.run}f${foldSeconds}`;
  const vendors = team.load.map(
    (p) => new Vendor(server.port, p, team.currency, run, team.launched.get(p.id)!),
  );
  try {
    await playRounds(vendors, warmupSeconds);
    const played = await playRounds(vendors, seconds);
    for (const s of played.samples) console.error(`wallet bench (fold ${foldSeconds} s): ${s}`);
    return played;
  } finally {
    for (const v of vendors) v.close();
    await server.stop();
  }
}

/**
 * Issue 20: the money path with the team fold every second (ten times its default) against the
 * same without it (its first run a minute after start), each in a server process of its own: at
 * most 10% fewer calls/s. One pair of runs told the machine more than the fold: on 2026-11-28 three
 * single pairs gave -13.4%, -10.8% and +7.1% with the same code, while the fold itself took 9-82 ms
 * a second (35 typically; timed in the server). So the figure pools BENCH_FOLD_PAIRS pairs (4: an
 * even count, so that each side goes first as often), each pair in the other order from the last,
 * and names each pair's difference.
 */
export async function foldRow(
  env: Record<string, string>,
  team: Team,
  times: RoundTimes,
): Promise<BenchRow> {
  const onRuns: Played[] = [];
  const offRuns: Played[] = [];
  const pairs: string[] = [];
  for (let i = 0; i < foldPairs; i++) {
    const first = i % 2 === 0 ? 1 : 60;
    const a = await roundsWithFold(env, team, first, times);
    const b = await roundsWithFold(env, team, first === 1 ? 60 : 1, times);
    const [on, off] = first === 1 ? [a, b] : [b, a];
    onRuns.push(on);
    offRuns.push(off);
    pairs.push(
      off.callsPerSecond ? signedPercent(on.callsPerSecond / off.callsPerSecond) : 'no calls',
    );
  }
  const on = pooled(onRuns);
  const off = pooled(offRuns);
  // The fold did run: the lowest agent's team rows hold the rounds.
  const { rows } = await team.db.query<{ bets: string }>(
    'SELECT coalesce(sum(bet_count), 0)::text AS bets FROM team_day_rollups WHERE ancestor_id = $1',
    [team.agent],
  );
  const folded = Number(rows[0]!.bets);
  const ratio = on.callsPerSecond / off.callsPerSecond;
  return [
    `PostgreSQL: the same rounds with the team fold every 1 s vs without, a process each, ${foldPairs} pair${foldPairs === 1 ? '' : 's'} of runs in turns (members ${TEAM_LEVELS} agents deep; ${folded.toLocaleString('en')} bets folded)`,
    `${Math.round(on.callsPerSecond)} vs ${Math.round(off.callsPerSecond)} calls/s (${signedPercent(ratio)}; the pairs ${pairs.join(', ')}), p99 ${ms(percentile(on.latencies, 0.99))} vs ${ms(percentile(off.latencies, 0.99))} ms` +
      (on.non2xx + off.non2xx ? `; ${on.non2xx + off.non2xx} non-2xx` : ''),
    'at most 10% fewer calls/s',
    ratio >= 0.9 && folded > 0 && on.non2xx + off.non2xx === 0,
  ];
}
