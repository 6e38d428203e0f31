// API throughput against a bare Fastify hello-world measured in the same run, so that the ratio
// says how much the product costs over the framework on this machine. Loopback only, bounded
// (BENCH_SECONDS, default 5). Run alone with `npx tsx bench/throughput.ts` (spawns its own server).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, spawnServer } from '../tools/spawn-server.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Issue 7: the settings endpoints at 50 concurrent connections. */
const API_CONNECTIONS = 50;

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
}

/** One GET under load after a 1 s warm-up; any non-2xx answer fails the bench. */
export async function measureGet(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

/** Requests per second of one GET, 10 connections, after a 1 s warm-up. Loopback only. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  return (await measureGet(url, 10, headers)).requestsPerSecond;
}

/** bench/hello-server.ts in its own process, as the real server runs in its own. */
export async function startHelloServer(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts')],
    { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' },
  );
  const stop = () => void child.kill('SIGTERM');
  const url = `http://127.0.0.1:${port}/hello`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      if (i > 100) {
        stop();
        throw new Error('hello-world server did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function helloWorldRps() {
  const hello = await startHelloServer();
  try {
    return await requestsPerSecond(hello.url);
  } finally {
    hello.stop();
  }
}

export interface ThroughputRow extends LoadFigures {
  name: string;
  /** requests/s over the hello-world's requests/s in the same run. */
  ratio: number;
}

const apiPaths = [
  ['GET /wps/system/status', '/wps/system/status'],
  ['GET /wps/system/settings/consolidated', '/wps/system/settings/consolidated'],
  ['GET /wps/system/setting/register', '/wps/system/setting/register'],
] as const;

/** Rounds of the whole set; each target's best round counts (BENCH_ROUNDS, default 3). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * The hello-world and the settings endpoints of the server at `serverUrl` at 50 connections,
 * taken in turns for several rounds, each target's best round reported: on a shared machine
 * other work only ever lowers a figure, and taking turns exposes every target to the same
 * conditions, so the ratios compare like with like. The server's API rate limit must be high
 * enough for one benchmarking client (`apiBenchEnv`); it stays on, its cost is part of every request.
 */
export async function apiThroughput(serverUrl: string): Promise<ThroughputRow[]> {
  const hello = await startHelloServer();
  const targets = [
    { name: 'bare Fastify hello-world', url: hello.url },
    ...apiPaths.map(([name, urlPath]) => ({ name, url: `${serverUrl}${urlPath}` })),
  ];
  const best = new Map<string, LoadFigures>();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const { name, url } of targets) {
        const figures = await measureGet(url, API_CONNECTIONS);
        const previous = best.get(name);
        if (!previous || figures.requestsPerSecond > previous.requestsPerSecond) {
          best.set(name, figures);
        }
      }
    }
  } finally {
    hello.stop();
  }
  const rows = targets.map(({ name }) => ({ name, ...best.get(name)! }));
  const baseline = rows[0]!.requestsPerSecond;
  return rows.map((r) => ({ ...r, ratio: r.requestsPerSecond / baseline }));
}

/** Environment for a server under this bench: the default per-IP limit would refuse it. */
export const apiBenchEnv = { RATE_LIMIT_MAX: '100000000' };

export function formatThroughput(rows: ThroughputRow[]): string {
  const width = Math.max(...rows.map((r) => r.name.length));
  return rows
    .map(
      (r) =>
        `${r.name.padEnd(width)}  ${String(r.requestsPerSecond).padStart(6)} req/s` +
        `  p99 ${String(r.p99Ms).padStart(3)} ms  ratio ${r.ratio.toFixed(2)}`,
    )
    .join('\n');
}

// Alone: `npx tsx bench/throughput.ts` spawns its own server; BENCH_SERVER_URL measures one
// already running instead (started with RATE_LIMIT_MAX high enough, see apiBenchEnv).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const external = process.env.BENCH_SERVER_URL;
  const server = external
    ? { url: external, stop: async () => {} }
    : await spawnServer({ LOG_LEVEL: 'error', ...apiBenchEnv });
  try {
    console.log(`${API_CONNECTIONS} connections, best of ${rounds} rounds of ${durationSeconds} s`);
    console.log(formatThroughput(await apiThroughput(server.url)));
  } finally {
    await server.stop();
  }
}
