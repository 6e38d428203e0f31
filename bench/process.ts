// Issue 11 figures. Start-up: milliseconds from spawning the server to its first answered request
// (/healthz) on an already seeded data directory (a restart), through tsx (before the production
// build) and compiled (`node dist/server.js`, as `npm start` runs it), in turns, the median of
// BENCH_STARTS each. Workers: the status and the game list at 50 connections with 1 and 2 workers
// (WEB_CONCURRENCY) on the PostgreSQL server named by DATABASE_URL, best of BENCH_ROUNDS rounds.
// Needs the server built (`npm run build`, which `npm run bench` runs). Alone: `npx tsx bench/process.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { spawnServer, type ServerCommand } from '../tools/spawn-server.ts';
import { formatRows, SLOT_PAGE, type BenchRow } from './catalogue.ts';
import { median } from './stats.ts';
import { apiBenchEnv, measureGet, type LoadFigures } from './throughput.ts';

const starts = Number(process.env.BENCH_STARTS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

/** Start-up to the first answer, tsx and compiled in turns on one seeded PGlite data directory. */
export async function startupRows(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mgp-bench-start-'));
  const env = { LOG_LEVEL: 'error' };
  const times: Record<'tsx' | 'compiled', number[]> = { tsx: [], compiled: [] };
  try {
    // The first start migrates and seeds: not what is measured.
    await (await spawnServer(env, { command: 'compiled', dataDir })).stop();
    for (let i = 0; i < starts; i++) {
      for (const command of ['tsx', 'compiled'] as const satisfies ServerCommand[]) {
        const server = await spawnServer(env, { command, dataDir });
        times[command].push(server.startupMs);
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const tsx = median(times.tsx);
  const compiled = median(times.compiled);
  const of = (list: number[]) => `median of ${list.length}: ${list.join(', ')} ms`;
  return [
    ['server start-up to first answer, tsx (before)', `${tsx} ms (${of(times.tsx)})`, '', null],
    [
      'server start-up to first answer, compiled (after)',
      `${compiled} ms (${of(times.compiled)}; ${Math.round((1 - compiled / tsx) * 100)}% less)`,
      '< tsx',
      compiled < tsx,
    ],
  ];
}

const targets = [
  ['GET /wps/system/status', '/wps/system/status'],
  ['GET game list (slots, page 1, 21 games)', SLOT_PAGE],
] as const;

/** Status and game list with 1 and 2 workers on PostgreSQL; none without DATABASE_URL. */
export async function workerRows(): Promise<BenchRow[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    return [['workers (WEB_CONCURRENCY)', 'DATABASE_URL not set: skipped', '', null]];
  const schema = `bench_workers_${randomBytes(4).toString('hex')}`;
  const best = new Map<string, LoadFigures>();
  try {
    for (const workers of [1, 2]) {
      const server = await spawnServer(
        {
          LOG_LEVEL: 'error',
          ...apiBenchEnv,
          DATABASE_URL: databaseUrl,
          DATABASE_SCHEMA: schema,
          WEB_CONCURRENCY: String(workers),
        },
        { command: 'compiled' },
      );
      try {
        for (let round = 0; round < rounds; round++) {
          for (const [name, urlPath] of targets) {
            const f = await measureGet(`${server.url}${urlPath}`, CONNECTIONS);
            const key = `${name}|${workers}`;
            if ((best.get(key)?.requestsPerSecond ?? -1) < f.requestsPerSecond) best.set(key, f);
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
  }
  return targets.flatMap(([name]) => {
    const one = best.get(`${name}|1`)!;
    const two = best.get(`${name}|2`)!;
    return [
      [
        `PostgreSQL: ${name}, 1 worker`,
        `${one.requestsPerSecond} req/s, p99 ${one.p99Ms} ms`,
        '',
        null,
      ],
      [
        `PostgreSQL: ${name}, 2 workers`,
        `${two.requestsPerSecond} req/s (x${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} of 1 worker), p99 ${two.p99Ms} ms`,
        '',
        null,
      ],
    ] satisfies BenchRow[];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = new Date();
  const rows = [...(await startupRows()), ...(await workerRows())];
  console.log(`\nissue 11 process figures, ${started.toISOString().slice(0, 10)}\n`);
  console.log(formatRows(rows));
}
