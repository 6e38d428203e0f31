// Issue 18's seamless-wallet figures on PostgreSQL (DATABASE_URL), in a schema of their own that is
// dropped afterwards, against the compiled server with request logging as shipped:
// 1. Signed bet-then-win rounds, 16 connections over 16 members (one member per connection, each
//    doing bet -> win -> bet -> ...), for BENCH_WALLET_SECONDS (10) after a warm-up: calls/s, p50
//    and p99, next to a bare Fastify hello-world in its own process (same run, same connections).
//    Then the same rounds as SQL alone (pgbench, bench/wallet-sql.ts): the database's ceiling.
// 2. History size: BENCH_MEMBER_LINES (1,000,000) journal lines on one member's wallet and
//    BENCH_LEDGER_LINES (10,000,000) in the ledger in all, loaded with SQL; that member's balance
//    call and bet p99 next to a fresh member's, the two taken in turns on one connection.
// 3. Issue 20's team fold: part 1's rounds (its members 8 agents deep) in a server whose fold runs
//    every second and in one whose fold does not run, a process each, BENCH_FOLD_PAIRS (4) pairs
//    in turns: calls/s of both, pooled, and each pair's difference (bench/wallet-fold.ts).
// Members are inserted with SQL and funded through the operator adjustment API. The bulk load
// works on the schema before and after issue 18's migration 011 (an entry `kind` column, balances
// on the account row, sharded house accounts): see loadHistory in wallet-history.ts.
// Needs the server built (`npm run build`). Alone: `BENCH_ONLY=wallet npm run bench -w @app/bench`
// (or `npx tsx bench/wallet.ts`); `npm run bench` adds the rows to its table.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { spawnServer } from '../tools/spawn-server.ts';
import { formatRows, type BenchRow } from './catalogue.ts';
import { Api } from './crash-client.ts';
import { OPERATOR_KEY } from './crash-server.ts';
import { measureGet, startHelloServer, type LoadFigures } from './throughput.ts';
import {
  MERCHANT,
  fund,
  insertAgentLine,
  insertMembers,
  loadHistory,
  memberLines,
  walletOf,
} from './wallet-history.ts';
import { sqlRounds } from './wallet-sql.ts';
import { ms, percentile } from './stats.ts';
import { Vendor, newTally, note, playRounds, type Played, type Tally } from './wallet-vendor.ts';
import { foldRow, TEAM_LEVELS, type Team } from './wallet-fold.ts';

const CONNECTIONS = 16;
const seconds = Number(process.env.BENCH_WALLET_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WALLET_WARMUP ?? 3);
/** Each history figure: at least this long and this many calls per member (in turns). */
const historySeconds = Number(process.env.BENCH_HISTORY_SECONDS ?? 5);
const HISTORY_MIN_CALLS = 20;

const serverEnv = {
  LOG_LEVEL: 'error',
  OPERATOR_API_KEY: OPERATOR_KEY,
  DEMO_AUTO_APPROVE_SECONDS: '0',
  RATE_LIMIT_MAX: '100000000',
  // The team fold (issue 20) first runs a minute after start: off during the throughput figure.
  TEAM_FOLD_SECONDS: '60',
};

// ---------------------------------------------------------------------------------------------
// The figures.

interface Pair {
  heavy: Tally;
  fresh: Tally;
}

/** The heavy and the fresh member in turns, one call each, until both have enough calls. */
async function inTurns(
  heavy: Vendor,
  fresh: Vendor,
  call: (v: Vendor, t: Tally) => Promise<void>,
): Promise<Pair> {
  const pair: Pair = { heavy: newTally(), fresh: newTally() };
  // Warm-up: a few calls each, not counted.
  for (let i = 0; i < 3; i++) {
    await call(heavy, newTally());
    await call(fresh, newTally());
  }
  const deadline = performance.now() + historySeconds * 1000;
  while (performance.now() < deadline || pair.heavy.latencies.length < HISTORY_MIN_CALLS) {
    await call(heavy, pair.heavy);
    await call(fresh, pair.fresh);
  }
  return pair;
}

function historyRow(what: string, pair: Pair): BenchRow {
  const h99 = percentile(pair.heavy.latencies, 0.99);
  const f99 = percentile(pair.fresh.latencies, 0.99);
  const errors = pair.heavy.non2xx + pair.fresh.non2xx;
  const ratio = h99 / f99;
  return [
    `PostgreSQL: ${what}, member with ${memberLines.toLocaleString('en')} lines vs a fresh member (1 connection, in turns)`,
    `p99 ${ms(h99)} ms vs ${ms(f99)} ms (x${ratio.toFixed(2)}); p50 ${ms(percentile(pair.heavy.latencies, 0.5))} ms vs ${ms(percentile(pair.fresh.latencies, 0.5))} ms; ${pair.heavy.latencies.length} calls each` +
      (errors ? `; ${errors} non-2xx` : ''),
    'p99 within 1.5x of the fresh member',
    ratio <= 1.5 && errors === 0,
  ];
}

export async function walletRows(): Promise<BenchRow[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    return [['seamless wallet (issue 18)', 'DATABASE_URL not set: skipped', '', null]];
  const schema = `bench_wallet_${randomBytes(4).toString('hex')}`;
  const run = randomBytes(3).toString('hex');
  const rows: BenchRow[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const vendors: Vendor[] = [];
  let team: Team | undefined;
  try {
    const env = { ...serverEnv, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
    const server = await spawnServer(env, { command: 'compiled' });
    try {
      await db.query(`SET search_path TO "${schema}"`);
      const { rows: merchant } = await db.query<{ currency_code: string }>(
        'SELECT currency_code FROM merchants WHERE code = $1',
        [MERCHANT],
      );
      const currency = merchant[0]!.currency_code;
      // The members play in a team 8 agents deep: each fold of their play updates 8 teams.
      const agent = await insertAgentLine(db, `wa${run}`, TEAM_LEVELS);
      const players = await insertMembers(db, `wb${run}`, CONNECTIONS + 2, agent);
      const api = new Api(server.url);
      for (const p of players) await fund(api, p);
      const [heavy, fresh, ...load] = players;
      const launched = new Map<number, string>();
      for (const p of players) launched.set(p.id, await api.launchToken(p.sessionToken));
      for (const p of load)
        vendors.push(new Vendor(server.port, p, currency, run, launched.get(p.id)!));

      // 1. Throughput, the hello-world before and after it (its best counts).
      const hello = await startHelloServer();
      let helloBest: LoadFigures;
      let played: Played;
      try {
        helloBest = await measureGet(hello.url, CONNECTIONS);
        await playRounds(vendors, warmupSeconds);
        played = await playRounds(vendors, seconds);
        const again = await measureGet(hello.url, CONNECTIONS);
        if (again.requestsPerSecond > helloBest.requestsPerSecond) helloBest = again;
      } finally {
        hello.stop();
      }
      for (const s of played.samples) console.error(`wallet bench: ${s}`);
      const cps = Math.round(played.callsPerSecond);
      const ratio = played.callsPerSecond / helloBest.requestsPerSecond;
      const p50 = percentile(played.latencies, 0.5);
      const p99 = percentile(played.latencies, 0.99);
      rows.push([
        `PostgreSQL: bare Fastify hello-world (${CONNECTIONS} connections)`,
        `${helloBest.requestsPerSecond} req/s, p99 ${helloBest.p99Ms} ms`,
        '',
        null,
      ]);
      rows.push([
        `PostgreSQL: signed seamless-wallet calls, bet then win, ${CONNECTIONS} connections over ${CONNECTIONS} members, ${seconds} s`,
        `${cps} calls/s (${(ratio * 100).toFixed(1)}% of hello-world), p50 ${ms(p50)} ms, p99 ${ms(p99)} ms` +
          (played.non2xx ? `; ${played.non2xx} non-2xx of ${played.latencies.length}` : ''),
        '>= 2,000 calls/s, >= 5% of hello-world, p99 < 50 ms',
        cps >= 2_000 && ratio >= 0.05 && p99 < 50 && played.non2xx === 0,
      ]);

      // 1b. The same rounds with the database alone: the ceiling of the figure above.
      const sql = await sqlRounds(db, databaseUrl, schema, load, currency, seconds);
      rows.push([
        `PostgreSQL alone: the same rounds as the server's SQL (\`wallet_call\` by pgbench, no HTTP), ${CONNECTIONS} connections over the same members, ${seconds} s`,
        sql
          ? `${Math.round(sql.callsPerSecond)} calls/s (the HTTP figure is ${((played.callsPerSecond / sql.callsPerSecond) * 100).toFixed(0)}% of it), ${sql.latencyMs.toFixed(1)} ms a round on average`
          : 'pgbench not installed (Debian: postgresql-client): skipped',
        '',
        null,
      ]);

      team = { db, agent, load, launched, currency, run };

      // 2. History size.
      const heavyWallet = await walletOf(db, heavy!.id);
      const loaded = await loadHistory(db, schema, heavyWallet, currency);
      rows.push([
        'PostgreSQL: history bulk-loaded in SQL (not a target)',
        `${loaded.ledgerLines.toLocaleString('en')} lines in the ledger, ${loaded.walletLines.toLocaleString('en')} on one wallet, in ${loaded.seconds.toFixed(0)} s` +
          ` (${loaded.houseAccounts} game-house account${loaded.houseAccounts === 1 ? '' : 's'}; entry kind column: ${loaded.withKind ? 'yes' : 'no'}; balance on the row: ${loaded.withBalances ? 'yes' : 'no'})`,
        '',
        null,
      ]);
      const heavyVendor = new Vendor(server.port, heavy!, currency, run, launched.get(heavy!.id)!);
      const freshVendor = new Vendor(server.port, fresh!, currency, run, launched.get(fresh!.id)!);
      vendors.push(heavyVendor, freshVendor);
      const balance = await inTurns(heavyVendor, freshVendor, async (v, t) =>
        note(t)(await v.balance()),
      );
      rows.push(historyRow('balance call', balance));
      const bets = await inTurns(heavyVendor, freshVendor, (v, t) => v.round(note(t), () => {}));
      rows.push(historyRow('bet (of bet-then-win rounds)', bets));
      for (const s of [...balance.heavy.samples, ...bets.heavy.samples])
        console.error(`wallet bench: ${s}`);
    } finally {
      for (const v of vendors) v.close();
      await server.stop();
    }
    // 3. The team fold's cost (issue 20), with no other server process running (part 1's would
    // fold a minute after its start).
    if (team) rows.push(await foldRow(env, team, { seconds, warmupSeconds }));
  } finally {
    // The server's job queue (pg-boss) keeps its tables beside the schema.
    await db
      .query(
        `DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`,
      )
      .finally(() => db.end());
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = new Date();
  const rows = await walletRows();
  console.log(`\nissue 18 seamless-wallet figures, ${started.toISOString().slice(0, 10)}\n`);
  console.log(formatRows(rows));
}
