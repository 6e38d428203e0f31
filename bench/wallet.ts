// Issue 18's seamless-wallet figures on PostgreSQL (DATABASE_URL), in a schema of their own that is
// dropped afterwards, against the compiled server with request logging as shipped:
// 1. Signed bet-then-win rounds, 16 connections over 16 members (one member per connection, each
//    doing bet -> win -> bet -> ...), for BENCH_WALLET_SECONDS (10) after a warm-up: calls/s, p50
//    and p99, next to a bare Fastify hello-world in its own process (same run, same connections).
// 2. History size: BENCH_MEMBER_LINES (1,000,000) journal lines on one member's wallet and
//    BENCH_LEDGER_LINES (10,000,000) in the ledger in all, loaded with SQL; that member's balance
//    call and bet p99 next to a fresh member's, the two taken in turns on one connection.
// Members are inserted with SQL and funded through the operator adjustment API. The bulk load
// works on the schema before and after issue 18's migration 011 (an entry `kind` column, balances
// on the account row, sharded house accounts): see loadHistory.
// Needs the server built (`npm run build`). Alone: `BENCH_ONLY=wallet npm run bench -w @app/bench`
// (or `npx tsx bench/wallet.ts`); `npm run bench` adds the rows to its table.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { operatorAdjustBalance, vendorWalletPath } from '@app/contract';
import { spawnServer } from '../tools/spawn-server.ts';
import { formatRows, type BenchRow } from './catalogue.ts';
import { Api, idempotencyKey, vendorSignatureHeaders } from './crash-client.ts';
import { OPERATOR_KEY } from './crash-server.ts';
import { measureGet, startHelloServer, type LoadFigures } from './throughput.ts';

const CONNECTIONS = 16;
const seconds = Number(process.env.BENCH_WALLET_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WALLET_WARMUP ?? 3);
const ledgerLines = Number(process.env.BENCH_LEDGER_LINES ?? 10_000_000);
const memberLines = Number(process.env.BENCH_MEMBER_LINES ?? 1_000_000);
/** Each history figure: at least this long and this many calls per member (in turns). */
const historySeconds = Number(process.env.BENCH_HISTORY_SECONDS ?? 5);
const HISTORY_MIN_CALLS = 20;
/** Members whose wallets carry the rest of the ledger's lines. */
const FILLER_MEMBERS = 1_000;
/** Entries per statement of the bulk load. */
const LOAD_CHUNK = 250_000;
const VENDOR = 'PG';
const MERCHANT = 'demo';
const STAKE_MINOR = 100;

const serverEnv = {
  LOG_LEVEL: 'error',
  OPERATOR_API_KEY: OPERATOR_KEY,
  DEMO_AUTO_APPROVE_SECONDS: '0',
  RATE_LIMIT_MAX: '100000000',
};

// ---------------------------------------------------------------------------------------------
// The vendor's side: signed calls on keep-alive connections, one connection per member.

interface Answer {
  status: number;
  text: string;
  ms: number;
}

function post(agent: http.Agent, port: number, path: string, body: object): Promise<Answer> {
  const raw = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...vendorSignatureHeaders(VENDOR, raw),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

interface Player {
  id: number;
  username: string;
}

/** One member's vendor: a connection of its own and unique transaction and round ids. */
class Vendor {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private n = 0;
  constructor(
    private readonly port: number,
    private readonly player: Player,
    private readonly currency: string,
    private readonly run: string,
  ) {}

  balance() {
    return post(this.agent, this.port, vendorWalletPath(VENDOR, 'balance'), {
      playerId: String(this.player.id),
      currency: this.currency,
    });
  }

  /** A bet, then (call `win` of the answer) the win of the same round. */
  async round(onBet: (a: Answer) => void, onWin: (a: Answer) => void) {
    const n = ++this.n;
    const ids = { roundId: `${this.run}-${this.player.id}-r${n}` };
    const base = { playerId: String(this.player.id), currency: this.currency, ...ids };
    const bet = await post(this.agent, this.port, vendorWalletPath(VENDOR, 'bet'), {
      ...base,
      txId: `${ids.roundId}-b`,
      amountMinor: STAKE_MINOR,
    });
    onBet(bet);
    // 0, 1 or 2 stakes back: the wallets neither drain nor grow over a run.
    const win = await post(this.agent, this.port, vendorWalletPath(VENDOR, 'win'), {
      ...base,
      txId: `${ids.roundId}-w`,
      amountMinor: STAKE_MINOR * (n % 3),
    });
    onWin(win);
  }

  close() {
    this.agent.destroy();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
};
const ms = (v: number) => (v >= 10 ? Math.round(v).toString() : v.toFixed(1));

interface Tally {
  latencies: number[];
  non2xx: number;
  samples: string[];
}
const newTally = (): Tally => ({ latencies: [], non2xx: 0, samples: [] });
const note = (t: Tally) => (a: Answer) => {
  t.latencies.push(a.ms);
  if (a.status < 200 || a.status >= 300) {
    t.non2xx++;
    if (t.samples.length < 3) t.samples.push(`${a.status} ${a.text.slice(0, 200)}`);
  }
};

/** Every vendor plays rounds until `forSeconds` have passed; calls/s over the whole time. */
async function playRounds(vendors: Vendor[], forSeconds: number) {
  const tally = newTally();
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  await Promise.all(
    vendors.map(async (v) => {
      while (performance.now() < deadline) await v.round(note(tally), note(tally));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...tally, callsPerSecond: tally.latencies.length / elapsed };
}

// ---------------------------------------------------------------------------------------------
// The database: members, funding and the bulk-loaded history.

type Client = pg.Client;

async function columnsOf(db: Client, schema: string, table: string) {
  const rows = (
    await db.query<{ column_name: string; required: boolean }>(
      `SELECT column_name,
              is_nullable = 'NO' AND column_default IS NULL AND is_identity = 'NO'
                AND is_generated = 'NEVER' AS required
         FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2`,
      [schema, table],
    )
  ).rows;
  return new Map(rows.map((r) => [r.column_name, r.required]));
}

/** Fails loudly on a NOT NULL column without a default that the load does not fill. */
function mustFill(table: string, columns: Map<string, boolean>, filled: string[]) {
  const missing = [...columns].filter(([c, req]) => req && !filled.includes(c)).map(([c]) => c);
  if (missing.length)
    throw new Error(
      `wallet bench: ${table} has required columns the bulk load does not fill: ${missing.join(', ')}`,
    );
}

async function insertMembers(db: Client, prefix: string, count: number): Promise<Player[]> {
  const { rows } = await db.query<{ id: string; username: string }>(
    `INSERT INTO members (merchant_code, username, nickname, type)
     SELECT $1, $2 || lpad(i::text, 4, '0'), 'Wallet Bench ' || i, 0 FROM generate_series(1, $3) i
     RETURNING id, username`,
    [MERCHANT, prefix, count],
  );
  return rows.map((r) => ({ id: Number(r.id), username: r.username })).sort((a, b) => a.id - b.id);
}

/** The opening balance, through the operator API as an operator gives it. */
async function fund(api: Api, p: Player) {
  const a = await api.operator(operatorAdjustBalance, {
    username: p.username,
    direction: 'credit',
    amount: '50000.00',
    note: 'wallet bench opening balance',
    idempotencyKey: idempotencyKey(),
  });
  if (a.status !== 200)
    throw new Error(`fund ${p.username}: ${a.status} ${JSON.stringify(a.body)}`);
}

async function walletOf(db: Client, memberId: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE owner_member_id = $1 AND kind = 'member_wallet'`,
    [memberId],
  );
  if (!rows[0]) throw new Error(`member ${memberId} has no wallet account`);
  return Number(rows[0].id);
}

/**
 * `memberLines` lines on `heavyWallet` and the ledger grown to `ledgerLines` lines in all: entries
 * of two lines, a member's wallet and the game house (every shard of it, in turns), 100 minor
 * units each way. Each wallet's lines alternate win (+100) and bet (-100), so no wallet is ever
 * below zero and each sums to 0 or 100. Per-row triggers (the deferred balance check, the foreign
 * keys) are skipped for the load (session_replication_role = replica). Works on both schemas: the
 * entry `kind` is filled when the column exists, and balances kept on the account row
 * (`accounts.balance_minor`) are set to the sum of their lines afterwards.
 */
async function loadHistory(db: Client, schema: string, heavyWallet: number, currency: string) {
  const started = performance.now();
  // One after the other: one client runs one query at a time.
  const entryCols = await columnsOf(db, schema, 'journal_entries');
  const lineCols = await columnsOf(db, schema, 'journal_lines');
  const accountCols = await columnsOf(db, schema, 'accounts');
  const withKind = entryCols.has('kind');
  mustFill('journal_entries', entryCols, [
    'idempotency_key',
    'memo',
    ...(withKind ? ['kind'] : []),
  ]);
  mustFill('journal_lines', lineCols, ['entry_id', 'account_id', 'amount_minor']);
  const withShard = accountCols.has('shard');

  const { rows: counted } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM journal_lines',
  );
  const existing = Number(counted[0]!.n);
  const heavyEntries = memberLines;
  const entries = Math.floor((ledgerLines - existing) / 2);
  if (entries < heavyEntries) {
    throw new Error(
      `BENCH_LEDGER_LINES (${ledgerLines}) leaves room for ${entries} entries, fewer than BENCH_MEMBER_LINES (${memberLines})`,
    );
  }

  // The wallets that carry the rest of the ledger.
  const fillers = await insertMembers(
    db,
    `wbfill${randomBytes(2).toString('hex')}`,
    FILLER_MEMBERS,
  );
  const { rows: fillerRows } = await db.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO accounts (merchant_code, owner_member_id, kind, currency)
       SELECT $1, m, 'member_wallet', $2 FROM unnest($3::bigint[]) m
       ON CONFLICT DO NOTHING RETURNING id)
     SELECT id FROM made
     UNION SELECT id FROM accounts WHERE owner_member_id = ANY($3::bigint[]) AND kind = 'member_wallet'`,
    [MERCHANT, currency, fillers.map((f) => f.id)],
  );
  const fillerWallets = fillerRows.map((r) => Number(r.id));
  // The game house: every shard of it (one account before migration 011).
  const houseQuery = `SELECT id FROM accounts WHERE owner_member_id IS NULL AND kind = 'game_house'
    AND merchant_code = $1 AND currency = $2 ORDER BY id`;
  let houses = (await db.query<{ id: string }>(houseQuery, [MERCHANT, currency])).rows;
  if (!houses.length) {
    await db.query(
      `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency${withShard ? ', shard' : ''})
       VALUES ($1, NULL, 'game_house', $2${withShard ? ', 0' : ''})`,
      [MERCHANT, currency],
    );
    houses = (await db.query<{ id: string }>(houseQuery, [MERCHANT, currency])).rows;
  }
  const houseIds = houses.map((h) => Number(h.id));

  // g: the entry's number; j: its number among its wallet's lines (win when even, bet when odd).
  const jOf = `CASE WHEN g < $3 THEN g ELSE (g - $3) / $6 END`;
  await db.query('SET session_replication_role = replica');
  await db.query('SET synchronous_commit = off');
  try {
    for (let from = 0; from < entries; from += LOAD_CHUNK) {
      const to = Math.min(entries, from + LOAD_CHUNK) - 1;
      await db.query(
        `WITH e AS (
           INSERT INTO journal_entries (idempotency_key, memo${withKind ? ', kind' : ''})
           SELECT 'bench:history:' || g, 'wallet bench history'
                  ${withKind ? `, CASE WHEN (${jOf}) % 2 = 0 THEN 'win' ELSE 'bet' END` : ''}
             FROM generate_series($1::bigint, $2::bigint) g
           RETURNING id, idempotency_key
         ), n AS (
           SELECT id, g,
                  CASE WHEN g < $3 THEN $4::bigint ELSE ($5::bigint[])[1 + (g - $3) % $6] END AS wallet,
                  CASE WHEN (${jOf}) % 2 = 0 THEN 100 ELSE -100 END::bigint AS to_member
             FROM (SELECT id, substr(idempotency_key, 15)::bigint AS g FROM e) x
         )
         INSERT INTO journal_lines (entry_id, account_id, amount_minor)
         SELECT n.id, l.account_id, l.amount_minor FROM n CROSS JOIN LATERAL (VALUES
           (n.wallet, n.to_member),
           (($7::bigint[])[1 + n.g % $8], -n.to_member)) AS l(account_id, amount_minor)`,
        [
          from,
          to,
          heavyEntries,
          heavyWallet,
          fillerWallets,
          fillerWallets.length,
          houseIds,
          houseIds.length,
        ],
      );
      console.error(
        `wallet bench: history ${((to + 1) * 2).toLocaleString('en')} of ${(entries * 2).toLocaleString('en')} lines, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    // Balances on the account row (migration 011): rows equal lines.
    if (accountCols.has('balance_minor')) {
      await db.query(
        `UPDATE accounts SET balance_minor = s.total
           FROM (SELECT account_id, sum(amount_minor) AS total FROM journal_lines GROUP BY account_id) s
          WHERE accounts.id = s.account_id AND accounts.balance_minor IS DISTINCT FROM s.total`,
      );
    }
  } finally {
    await db.query('SET session_replication_role = DEFAULT');
  }
  await db.query('ANALYZE accounts, journal_entries, journal_lines');
  const { rows: total } = await db.query<{ n: string }>('SELECT count(*) AS n FROM journal_lines');
  const { rows: onWallet } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM journal_lines WHERE account_id = $1',
    [heavyWallet],
  );
  return {
    seconds: (performance.now() - started) / 1000,
    ledgerLines: Number(total[0]!.n),
    walletLines: Number(onWallet[0]!.n),
    houseAccounts: houseIds.length,
    withKind,
    withBalances: accountCols.has('balance_minor'),
  };
}

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
  try {
    const server = await spawnServer(
      { ...serverEnv, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      { command: 'compiled' },
    );
    try {
      await db.query(`SET search_path TO "${schema}"`);
      const { rows: merchant } = await db.query<{ currency_code: string }>(
        'SELECT currency_code FROM merchants WHERE code = $1',
        [MERCHANT],
      );
      const currency = merchant[0]!.currency_code;
      const players = await insertMembers(db, `wb${run}`, CONNECTIONS + 2);
      const api = new Api(server.url);
      for (const p of players) await fund(api, p);
      const [heavy, fresh, ...load] = players;
      for (const p of load) vendors.push(new Vendor(server.port, p, currency, run));

      // 1. Throughput, the hello-world before and after it (its best counts).
      const hello = await startHelloServer();
      let helloBest: LoadFigures;
      let played: Awaited<ReturnType<typeof playRounds>>;
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
      const heavyVendor = new Vendor(server.port, heavy!, currency, run);
      const freshVendor = new Vendor(server.port, fresh!, currency, run);
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
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => db.end());
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = new Date();
  const rows = await walletRows();
  console.log(`\nissue 18 seamless-wallet figures, ${started.toISOString().slice(0, 10)}\n`);
  console.log(formatRows(rows));
}
