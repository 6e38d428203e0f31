// Issue 8 figures: the game list at 50 connections next to a bare Fastify hello-world (same run,
// taking turns, best round of each), and the name search on a catalogue grown to 100,000 games
// (SEED_GAMES), on embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL server (in a
// schema of its own, dropped afterwards). Each engine gets servers of its own (tools/spawn-server).
// Alone: `npx tsx bench/catalogue.ts`; `npm run bench` adds the rows to its table.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer, type RunningServer } from '../tools/spawn-server.ts';
import { apiBenchEnv, measureGet, startHelloServer, type LoadFigures } from './throughput.ts';

export type BenchRow = [figure: string, value: string, target: string, met: boolean | null];

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const searchGames = Number(process.env.BENCH_SEARCH_GAMES ?? 100_000);
const CONNECTIONS = 50;

const LIST = '/wps/relay/GCSGAME_gameList';
/** The slot-games screen's first page as the web app asks for it (spec 7 "Game list"). */
export const SLOT_PAGE = `${LIST}?gameType=RNG&pageNo=1&pageSize=21&platform=html5&clientType=2&language=EN`;

interface Engine {
  name: string;
  env: Record<string, string>;
  /** Drops what the engine's servers left behind. */
  cleanup(): Promise<void>;
}

function engines(): Engine[] {
  const list: Engine[] = [{ name: 'PGlite', env: {}, cleanup: async () => {} }];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const schema = `bench_catalogue_${randomBytes(4).toString('hex')}`;
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      async cleanup() {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin
          .query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_big" CASCADE`)
          .finally(() => admin.end());
      },
    });
  }
  return list;
}

async function withServer<T>(env: Record<string, string>, run: (s: RunningServer) => Promise<T>) {
  const server = await spawnServer({ LOG_LEVEL: 'error', ...apiBenchEnv, ...env });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** The hello-world and the slot page in turns, each one's best round (see apiThroughput). */
async function listThroughput(serverUrl: string) {
  const hello = await startHelloServer();
  const best = { hello: null as LoadFigures | null, list: null as LoadFigures | null };
  const keep = (prev: LoadFigures | null, f: LoadFigures) =>
    !prev || f.requestsPerSecond > prev.requestsPerSecond ? f : prev;
  try {
    for (let round = 0; round < rounds; round++) {
      best.hello = keep(best.hello, await measureGet(hello.url, CONNECTIONS));
      best.list = keep(best.list, await measureGet(`${serverUrl}${SLOT_PAGE}`, CONNECTIONS));
    }
  } finally {
    hello.stop();
  }
  return { hello: best.hello!, list: best.list! };
}

// Words and fragments of the generated names, as a player types them.
// prettier-ignore
const terms = [
  'dragon', 'fortune', 'lucky', 'gold', 'tiger', 'wild', 'royal', 'jade', 'panda', 'mega', 'stars',
  'moon', 'fishing', 'baccarat', 'temple', 'gems', 'phoenix', 'heist', 'deluxe', 'megaways', 'koi',
  'dra', 'for', 'luc', 'tig', 'pal', 'ric', 'sun', 'ace', 'zzz', 'golden fortune', 'hold and win',
  'viking', 'aztec', 'samurai', 'pirate', 'sweet', 'frozen', 'neon', 'crystal',
];

/** One and two letters: too short for a trigram, so the whole table is read. */
// prettier-ignore
const shortTerms = ['a', 'e', 'o', 'r', 'n', 'i', 'go', 'dr', 'ti', 'es'];

/**
 * Search requests that the catalogue cache cannot answer: each term x 21 page sizes x 10 pages,
 * visited in a cycle, is more than the 2,000 parameter sets the cache keeps, so every request is
 * a query. The cost of a search is the same for any of these page sizes and pages.
 */
function uncachedSearches(list: readonly string[]): () => string {
  let i = 0;
  return () => {
    const n = i++;
    const term = list[n % list.length]!;
    const pageSize = 10 + (Math.floor(n / list.length) % 21);
    const pageNo = 1 + (Math.floor(n / (list.length * 21)) % 10);
    return `${LIST}?gameName=${encodeURIComponent(term)}&pageNo=${pageNo}&pageSize=${pageSize}`;
  };
}

async function searchLatency(
  serverUrl: string,
  connections: number,
  list: readonly string[],
): Promise<LoadFigures> {
  const next = uncachedSearches(list);
  const requests = [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next() }) }];
  await autocannon({ url: serverUrl, connections, duration: 1, requests });
  const r = await autocannon({ url: serverUrl, connections, duration: durationSeconds, requests });
  if (r.errors > 0 || r.non2xx > 0)
    throw new Error(`search: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { requestsPerSecond: Math.round(r.requests.average), p99Ms: r.latency.p99 };
}

/** `search: false` measures the game list only (BENCH_ONLY=throughput), not the grown catalogue. */
export async function catalogueRows({ search = true } = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const engine of engines()) {
    try {
      const { hello, list } = await withServer(engine.env, (s) => listThroughput(s.url));
      const ratio = list.requestsPerSecond / hello.requestsPerSecond;
      rows.push([
        `${engine.name}: bare Fastify hello-world`,
        `${hello.requestsPerSecond} req/s, p99 ${hello.p99Ms} ms`,
        '',
        null,
      ]);
      rows.push([
        `${engine.name}: GET game list (slots, page 1, 21 games)`,
        `${list.requestsPerSecond} req/s (${(ratio * 100).toFixed(0)}% of hello-world), p99 ${list.p99Ms} ms`,
        '>= 50%, p99 < 20 ms',
        ratio >= 0.5 && list.p99Ms < 20,
      ]);
      if (!search) continue;
      // A schema of its own for the grown catalogue: the seed only ever adds games.
      const grownEnv = {
        ...engine.env,
        SEED_GAMES: String(searchGames),
        ...(engine.env.DATABASE_SCHEMA && { DATABASE_SCHEMA: `${engine.env.DATABASE_SCHEMA}_big` }),
      };
      const games = `${searchGames.toLocaleString('en')} games`;
      await withServer(grownEnv, async (s) => {
        // The target: one player's searches as they type (spec 9: 500 ms debounce).
        const one = await searchLatency(s.url, 1, terms);
        rows.push([
          `${engine.name}: name search, ${games}, uncached, 1 connection`,
          `${one.requestsPerSecond} req/s, p99 ${one.p99Ms} ms`,
          'p99 < 50 ms',
          one.p99Ms < 50,
        ]);
        // For the record: ten at once queue (PGlite runs one query at a time), and terms under
        // three letters have no trigram to look up.
        const ten = await searchLatency(s.url, 10, terms);
        rows.push([
          `${engine.name}: name search, ${games}, uncached, 10 connections`,
          `${ten.requestsPerSecond} req/s, p99 ${ten.p99Ms} ms`,
          '',
          null,
        ]);
        const short = await searchLatency(s.url, 1, shortTerms);
        rows.push([
          `${engine.name}: name search, ${games}, 1-2 letters, uncached, 1 connection`,
          `${short.requestsPerSecond} req/s, p99 ${short.p99Ms} ms`,
          '',
          null,
        ]);
      });
    } finally {
      await engine.cleanup();
    }
  }
  return rows;
}

export function formatRows(rows: BenchRow[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| figure | value | target | met |',
    '|---|---|---|---|',
    ...rows.map(
      ([figure, value, target, met]) =>
        `| ${cell(figure)} | ${cell(value)} | ${cell(target)} | ${met === null ? '' : met ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = new Date();
  const rows = await catalogueRows();
  console.log(
    `\nissue 8 catalogue figures, ${started.toISOString().slice(0, 10)} (${CONNECTIONS} connections for the list, best of ${rounds} rounds of ${durationSeconds} s)\n`,
  );
  console.log(formatRows(rows));
}
