// Issue 9's crash run: the real server under 50 connections of deposits, operator decisions,
// withdrawals and game rounds, killed with SIGKILL at a random moment, started again on the same
// data, and held to every operation it acknowledged and to the ledger's invariants; 10 cycles per
// engine (PGlite on a directory on disk; PostgreSQL when DATABASE_URL is set, in a schema of its
// own). Alone: `npx tsx bench/crash.ts`, or `npm run bench -- crash`; `npm run bench` adds its
// rows to the table. CRASH_CYCLES and CRASH_CONNECTIONS change the run's size, CRASH_ENGINES
// (pglite, postgres) picks the engines.
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './catalogue.ts';
import { formatRows } from './catalogue.ts';
import { Api } from './crash-client.ts';
import { checkDatabase, checkRestarted, ledgerWallets, logMark } from './crash-check.ts';
import { newAckLog, runLoad } from './crash-load.ts';
import {
  pgliteEngine,
  postgresEngine,
  startServer,
  type CrashEngine,
  type CrashServer,
} from './crash-server.ts';
import { prepareMembers, widenWithdrawLimits } from './crash-setup.ts';
import { median, percentile } from './stats.ts';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 10);
const CONNECTIONS = Number(process.env.CRASH_CONNECTIONS ?? 50);
/** The kill comes this long after the load starts: somewhere in the middle of everything. */
const KILL_AFTER_MS: [number, number] = [1_000, 4_000];

interface EngineFigures {
  acknowledged: number;
  lost: string[];
  violations: string[];
  unexpected: Map<string, number>;
  postings: number;
  loadSeconds: number;
  latencies: number[];
  restartMs: number[];
}

async function crashEngine(engine: CrashEngine): Promise<EngineFigures> {
  const figures: EngineFigures = {
    acknowledged: 0,
    lost: [],
    violations: [],
    unexpected: new Map(),
    postings: 0,
    loadSeconds: 0,
    latencies: [],
    restartMs: [],
  };
  // Set-up: migrations and the demo seed, then the limits while the server is down.
  await (await startServer(engine)).stop();
  const data = await engine.openData();
  await widenWithdrawLimits(data).finally(() => data.close());
  let server: CrashServer = await startServer(engine);
  try {
    const { members, deposit } = await prepareMembers(new Api(server.url));
    const log = newAckLog();
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const api = new Api(server.url);
      await api.refreshKey();
      const mark = logMark(log);
      const until = { stopped: false };
      const started = performance.now();
      const load = runLoad(api, members, deposit, log, CONNECTIONS, until);
      await new Promise((r) => setTimeout(r, randomInt(...KILL_AFTER_MS)));
      until.stopped = true;
      await server.kill();
      const loadSeconds = (performance.now() - started) / 1000;
      figures.loadSeconds += loadSeconds;
      const done = await load;
      figures.acknowledged += done.acknowledged;
      figures.postings += done.postings;
      figures.latencies.push(...done.postingLatenciesMs);
      for (const [k, n] of done.unexpected)
        figures.unexpected.set(k, (figures.unexpected.get(k) ?? 0) + n);

      // The crash image is checked while the server recovers its own data and starts again.
      const image = await engine.openCrashImage();
      const restarting = startServer(engine);
      let wallets: Map<number, number>;
      try {
        const found = await checkDatabase(image.db, log);
        figures.lost.push(...found.lost.map((s) => `cycle ${cycle}: ${s}`));
        figures.violations.push(...found.violations.map((s) => `cycle ${cycle}: ${s}`));
        wallets = await ledgerWallets(image.db, members);
      } finally {
        await image.dispose();
      }
      server = await restarting;
      figures.restartMs.push(server.startMs);
      const answered = await checkRestarted(new Api(server.url), log, mark, members, wallets);
      figures.lost.push(...answered.lost.map((s) => `cycle ${cycle}: ${s}`));
      figures.violations.push(...answered.violations.map((s) => `cycle ${cycle}: ${s}`));
      console.error(
        `crash ${engine.name} cycle ${cycle}/${CYCLES}: ${done.acknowledged} acknowledged, killed after ${loadSeconds.toFixed(1)} s, restarted in ${server.startMs} ms; lost ${figures.lost.length}, violations ${figures.violations.length} so far`,
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}

function rowsOf(name: string, f: EngineFigures): BenchRow[] {
  for (const s of [...f.lost, ...f.violations].slice(0, 20)) console.error(`  ${name}: ${s}`);
  const unexpected = [...f.unexpected].map(([k, n]) => `${n}x ${k}`).join(', ');
  return [
    [
      `${name}: crash run, ${CYCLES} x SIGKILL at ${CONNECTIONS} connections`,
      `${f.acknowledged} operations acknowledged, ${f.lost.length} lost, ${f.violations.length} invariant violations`,
      '0 lost, 0 violations',
      f.lost.length === 0 && f.violations.length === 0,
    ],
    [
      `${name}: ledger postings under the crash load`,
      `${Math.round(f.postings / f.loadSeconds)} postings/s, p99 ${Math.round(percentile(f.latencies, 0.99))} ms; restart after the kill ${(median(f.restartMs) / 1000).toFixed(1)} s (median)`,
      '',
      null,
    ],
    [
      `${name}: answers other than 2xx or insufficient funds before the kill`,
      unexpected || 'none',
      'none',
      unexpected === '',
    ],
  ];
}

export async function crashRows(): Promise<BenchRow[]> {
  // CRASH_ENGINES=postgres (or pglite) runs one of them.
  const only = process.env.CRASH_ENGINES;
  const engines: CrashEngine[] = [];
  if (!only || only.includes('pglite')) engines.push(await pgliteEngine());
  if (process.env.DATABASE_URL && (!only || only.includes('postgres')))
    engines.push(postgresEngine(process.env.DATABASE_URL));
  const rows: BenchRow[] = [];
  for (const engine of engines) {
    try {
      rows.push(...rowsOf(engine.name, await crashEngine(engine)));
    } finally {
      await engine.cleanup();
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = new Date();
  const rows = await crashRows();
  console.log(`\nissue 9 crash run, ${started.toISOString().slice(0, 10)}\n`);
  console.log(formatRows(rows));
}
