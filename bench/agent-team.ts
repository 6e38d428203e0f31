// Issue 20's agent-team figures on PostgreSQL (DATABASE_URL), in a schema of their own that is
// dropped afterwards: a team of BENCH_TEAM_MEMBERS (100,000) under one top agent, 8 levels deep (a
// 4-ary tree), whose play over 30 merchant days stands for BENCH_TEAM_BETS (10,000,000) settled
// bets, loaded with SQL straight into the rollups that the money path writes (member-day and
// member-day-game rows: each member plays on a third of the days), and a ledger of
// BENCH_TEAM_LEDGER_LINES (10,000,000) journal lines (wallet-history.ts). Then:
// 1. team overview for the top agent over 30 days (its figures and its first page of direct
//    downlines, as GET /wps/agent/team/kpi reads them): p50 and p99 over BENCH_TEAM_RUNS (30);
// 2. the fold of the rollups into the team rows (agents/team-fold.ts): the whole history once, then
//    a day's changes on every member who played today (how far behind the ledger figures are);
// 3. the daily rebate for every member of one day (rebate-settlement.ts): its duration.
// Alone: `BENCH_ONLY=agents npm run bench -w @app/bench` (or `npx tsx bench/agent-team.ts`).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { openDb, type Db } from '../apps/server/src/platform/db/db.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/demo/seed/index.ts';
import { createMoney } from '../apps/server/src/money/money.ts';
import { teamFigures } from '../apps/server/src/agents/team-figures.ts';
import { foldTeams } from '../apps/server/src/agents/team-fold.ts';
import { settleRebates } from '../apps/server/src/agents/rebate-settlement.ts';
import pg from 'pg';
import { formatRows, type BenchRow } from './catalogue.ts';
import { ms, percentile } from './stats.ts';
import { loadHistory, walletOf } from './wallet-history.ts';

const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_TEAM_BETS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_TEAM_RUNS ?? 30);
const LEDGER_LINES = Number(process.env.BENCH_TEAM_LEDGER_LINES ?? 10_000_000);
const DAYS = 30;
/** The server's default TEAM_FOLD_SECONDS: the longest a change waits for the next fold. */
const TEAM_FOLD_SECONDS = 10;
const MERCHANT = 'demo';

/** The team: member i's upline is member floor((i - 1) / 4), the top agent being member 0. */
async function loadTeam(db: Db): Promise<{ top: number; depth: number }> {
  await db.query(
    `INSERT INTO members (merchant_code, username, type, parent_id)
     VALUES ($1, 'bench-top', 1, NULL)`,
    [MERCHANT],
  );
  const [top] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM members WHERE username = 'bench-top'`,
  );
  const base = Number(top!.id);
  // Level by level, so that each row's upline (and its closure rows) exist before it.
  for (let from = 1; from < MEMBERS;) {
    const to = Math.min(MEMBERS - 1, from * 4);
    // Identity values follow the insert order: member i is the top agent's id + i.
    await db.query(
      `INSERT INTO members (merchant_code, username, type, parent_id)
       SELECT $1, 'bench-' || i, CASE WHEN i * 4 + 1 < $4 THEN 1 ELSE 0 END, $5 + (i - 1) / 4
         FROM generate_series($2::int, $3::int) i ORDER BY i`,
      [MERCHANT, from, to, MEMBERS, base],
    );
    from = to + 1;
  }
  const [d] = await db.query<{ depth: number }>(
    'SELECT max(depth)::int AS depth FROM member_tree WHERE ancestor_id = $1',
    [base],
  );
  return { top: base, depth: d!.depth };
}

/** The team's play: each member on a third of the days, the bets spread evenly over those rows. */
async function loadPlay(db: Db, top: number, today: string): Promise<number> {
  const perRow = Math.max(1, Math.round(BETS / ((MEMBERS * DAYS) / 3)));
  await db.query(
    `INSERT INTO member_day_rollups (member_id, day, currency, merchant_code, stakes_minor,
       valid_stakes_minor, wins_minor, bet_count, login_count, deposits_minor, deposit_count)
     SELECT t.member_id, $2::date - d, 'BDT', $3, $4 * 1000, $4 * 1000, $4 * 950, $4, 1,
            CASE WHEN d % 7 = 0 THEN 50000 ELSE 0 END, CASE WHEN d % 7 = 0 THEN 1 ELSE 0 END
       FROM member_tree t, generate_series(0, $5 - 1) d
      WHERE t.ancestor_id = $1 AND (t.member_id + d) % 3 = 0`,
    [top, today, MERCHANT, perRow, DAYS],
  );
  await db.query(
    `INSERT INTO member_day_game_rollups (member_id, day, currency, vendor, game_type,
       merchant_code, valid_stakes_minor, wins_minor, bet_count)
     SELECT r.member_id, r.day, r.currency, 'PG', 'RNG', r.merchant_code, r.valid_stakes_minor,
            r.wins_minor, r.bet_count
       FROM member_day_rollups r JOIN member_tree t ON t.member_id = r.member_id
      WHERE t.ancestor_id = $1`,
    [top],
  );
  // Every member's wallet, as registration opens it (the rebate pays into it).
  await db.query(
    `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
     SELECT $2, t.member_id, 'member_wallet', 'BDT', 0 FROM member_tree t WHERE t.ancestor_id = $1
     ON CONFLICT DO NOTHING`,
    [top, MERCHANT],
  );
  // Rates falling down the tree: the top agent 1.2% on slots, 0.1% less every level.
  await db.query(
    `INSERT INTO member_rebate_rates (member_id, game_type, rate_bp)
     SELECT t.member_id, 'RNG', GREATEST(0, 120 - 10 * t.depth) FROM member_tree t
      WHERE t.ancestor_id = $1`,
    [top],
  );
  return perRow;
}

/** BENCH_TEAM_LEDGER_LINES (10,000,000) journal lines, 100,000 on the top agent's wallet. */
async function loadLedger(url: string, schema: string, top: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    const loaded = await loadHistory(client, schema, await walletOf(client, top), 'BDT', {
      ledgerLines: LEDGER_LINES,
      memberLines: 100_000,
    });
    return loaded.ledgerLines;
  } finally {
    await client.end();
  }
}

export async function agentTeamRows(): Promise<BenchRow[]> {
  const url = process.env.DATABASE_URL;
  if (!url) return [['agent team figures', 'skipped: DATABASE_URL unset', 'PostgreSQL', null]];
  const schema = `bench_team_${randomBytes(4).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, dataDir: '', schema });
  try {
    await migrate(db);
    await seedDemo(db, MERCHANT);
    const [{ today }] = (await db.query<{ today: string }>(
      `SELECT (now() AT TIME ZONE 'Asia/Dhaka')::date::text AS today`,
    )) as [{ today: string }];
    let t0 = performance.now();
    const progress = (what: string) =>
      console.error(`agents bench: ${what} at ${Math.round((performance.now() - t0) / 1000)} s`);
    const { top, depth } = await loadTeam(db);
    progress('team loaded');
    const perRow = await loadPlay(db, top, today);
    progress('play loaded');
    // The ledger such play leaves (its size is what the planner reads: on a ledger of a few
    // lines every posting's checks plan as for a tiny table and then scan a growing one).
    const ledger = await loadLedger(url, schema, top);
    progress(`ledger of ${ledger.toLocaleString('en')} lines loaded`);
    await db.query('ANALYZE');
    const loadS = (performance.now() - t0) / 1000;
    // The history folded into the team rows at once (as migration 023 does for a database that
    // has one), then a day's play changed on every row of today: what one fold takes in.
    t0 = performance.now();
    const history = await db.transaction((tx) => foldTeams(tx, DAYS + 1), { unlimited: true });
    const historyS = (performance.now() - t0) / 1000;
    progress('history folded');
    await db.query('ANALYZE');
    await db.query(
      `UPDATE member_day_rollups SET stakes_minor = stakes_minor + 1000,
         valid_stakes_minor = valid_stakes_minor + 1000, bet_count = bet_count + 1
        WHERE day = $1::date`,
      [today],
    );
    t0 = performance.now();
    const changed = await db.transaction((tx) => foldTeams(tx), { unlimited: true });
    const foldS = (performance.now() - t0) / 1000;
    progress(`a day's changes folded`);
    const range = {
      startDate: new Date(Date.parse(today) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10),
      endDate: today,
    };
    const books = { currency: 'BDT', timeZone: 'Asia/Dhaka' };
    const children = (
      await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE parent_id = $1', [
        top,
      ])
    ).map((r) => Number(r.id));
    const times: number[] = [];
    let figures;
    for (let i = 0; i < RUNS; i++) {
      t0 = performance.now();
      figures = await teamFigures(db, books, [top, ...children], range);
      times.push(performance.now() - t0);
    }
    const size = figures!.get(top)!.teamSize;
    console.error(
      `agents bench: overview p50 ${ms(percentile(times, 0.5))} ms, p99 ${ms(percentile(times, 0.99))} ms`,
    );
    t0 = performance.now();
    const paid = await settleRebates(
      { db, money: createMoney(db) },
      { code: MERCHANT, currencyCode: 'BDT', timeZone: 'Asia/Dhaka' },
      today,
    );
    const settleS = (performance.now() - t0) / 1000;
    return [
      [
        `team of ${size.toLocaleString('en')} (${depth} levels), ~${(perRow * size * (DAYS / 3)).toLocaleString('en')} bets in rollups, a ledger of ${ledger.toLocaleString('en')} lines (loaded in ${Math.round(loadS)} s)`,
        '',
        '',
        null,
      ],
      [
        `fold of the history into team rows (${history.toLocaleString('en')} member-days)`,
        `${historyS.toFixed(1)} s`,
        'once, at migration',
        null,
      ],
      [
        `fold of a day's changes (${changed.toLocaleString('en')} member-days changed)`,
        `${foldS.toFixed(1)} s`,
        `+ ${TEAM_FOLD_SECONDS} s between folds < 60 s behind`,
        TEAM_FOLD_SECONDS + foldS < 60,
      ],
      [
        'team overview, top agent, 30 days (+ 4 direct teams) p50 / p99',
        `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))} ms`,
        'p99 < 100 ms',
        percentile(times, 0.99) < 100,
      ],
      [
        `daily rebate for every member of a day (${paid.toLocaleString('en')} paid)`,
        `${settleS.toFixed(1)} s`,
        '< 60 s',
        settleS < 60,
      ],
    ];
  } finally {
    await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatRows(await agentTeamRows()));
  process.exit(0);
}
