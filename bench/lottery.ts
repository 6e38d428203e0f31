// Issue 21's lottery figures:
// 1. settlement: BENCH_LOTTERY_ORDERS (100,000) orders of BENCH_LOTTERY_MEMBERS (10,000) members on
//    one issue of the one-minute game, drawn and settled by the lottery's clock (lottery/drawer.ts:
//    batches of 2,000, each paid in one statement) on PostgreSQL (DATABASE_URL), in a schema of
//    its own that is dropped afterwards. The orders are loaded with SQL (their stakes are not
//    debited: the bench times the settlement, not the betting); target under 10 s.
//    BENCH_LOTTERY_ORDERS=0 leaves it out.
// 2. return: every play of every game over BENCH_LOTTERY_DRAWS (1,000,000) draws made as the
//    clock makes them (HMAC-SHA256 of a fresh seed per draw; the northern Vietnamese game's 107
//    digits take a few minutes), a half-covering
//    pick per play (so that every play wins often enough to measure), next to its configured
//    return (Elott, 98%), with the standard error of the measurement.
// Alone: `npm run bench -- lottery` (or `npx tsx bench/lottery.ts`).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import {
  combinationChance,
  combinations,
  winningCombinations,
  type LotteryPlay,
} from '@app/contract';
import { openDb, type Db } from '../apps/server/src/platform/db/db.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/demo/seed/index.ts';
import { createMoney } from '../apps/server/src/money/money.ts';
import { createDrawer } from '../apps/server/src/lottery/drawer.ts';
import { drawDigits, newServerSeed } from '../apps/server/src/lottery/fair-draw.ts';
import { LOTTERY_GAMES, PRIZE_MODE_RETURN } from '../apps/server/src/lottery/games.ts';
import { createIssuesRepository } from '../apps/server/src/lottery/issues-repository.ts';
import { createOrdersRepository } from '../apps/server/src/lottery/orders-repository.ts';
import { upcomingIssues } from '../apps/server/src/lottery/schedule.ts';
import { formatRows, type BenchRow } from './catalogue.ts';

const ORDERS = Number(process.env.BENCH_LOTTERY_ORDERS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_LOTTERY_MEMBERS ?? 10_000);
const DRAWS = Number(process.env.BENCH_LOTTERY_DRAWS ?? 1_000_000);
const MERCHANT = 'demo';
const game = LOTTERY_GAMES[0]!;

/** A half-covering pick of the play: digits 0-4 in each row (for groups one more), big and odd. */
function halfPick(play: LotteryPlay): number[][] {
  if (play.kind === 'bsoe') return play.positions.map(() => [0, 2]);
  if (play.kind === 'sumBsoe') return [[0, 2]];
  if (play.kind === 'group') return [[0, 1, 2, 3, 4, 5].slice(0, play.positions.length + 3)];
  if (play.kind === 'lines') return [Array.from({ length: 50 }, (_, i) => i * 2)];
  return play.positions.map(() => [0, 1, 2, 3, 4]);
}

async function loadOrders(db: Db, issueId: number) {
  await db.query(
    `INSERT INTO members (merchant_code, username, type)
     SELECT $1, 'lot-bench-' || i, 0 FROM generate_series(1, $2::int) i`,
    [MERCHANT, MEMBERS],
  );
  await db.query(
    `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
     SELECT $1, id, 'member_wallet', 'BDT', 0 FROM members WHERE username LIKE 'lot-bench-%'`,
    [MERCHANT],
  );
  const plays = game.plays.map((p) => {
    const picks = halfPick(p);
    return {
      code: p.code,
      picks: JSON.stringify(picks),
      combos: combinations(p, picks),
      odds: p.oddsMilli.Elott,
    };
  });
  await db.query(
    `INSERT INTO lottery_orders (merchant_code, member_id, issue_id, play_code, picks, prize_mode,
       unit_minor, multiplier, combinations, amount_minor, odds_milli, currency, idempotency_key,
       request_hash, seq)
     SELECT $1, m.id, $2, p.code, p.picks::jsonb, 'Elott', 10, 1, p.combos, p.combos * 10, p.odds,
            'BDT', 'bench-' || o, 'bench', 0
       FROM generate_series(1, $3::int) o
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members
              WHERE username LIKE 'lot-bench-%') m ON m.n = o % $4
       JOIN unnest($5::text[], $6::text[], $7::int[], $8::bigint[]) WITH ORDINALITY
              AS p (code, picks, combos, odds, k) ON p.k - 1 = o % $9`,
    [
      MERCHANT,
      issueId,
      ORDERS,
      MEMBERS,
      plays.map((p) => p.code),
      plays.map((p) => p.picks),
      plays.map((p) => p.combos),
      plays.map((p) => p.odds),
      plays.length,
    ],
  );
  await db.query('ANALYZE');
}

async function settlementRows(): Promise<BenchRow[]> {
  const url = process.env.DATABASE_URL;
  if (!url) return [['lottery settlement', 'skipped: DATABASE_URL unset', 'PostgreSQL', null]];
  if (ORDERS === 0) return [];
  const schema = `bench_lottery_${randomBytes(4).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, dataDir: '', schema });
  try {
    await migrate(db);
    await seedDemo(db, MERCHANT);
    const money = createMoney(db);
    await money.loadHouseAccounts();
    const issues = createIssuesRepository(db);
    const orders = createOrdersRepository(db);
    const [next] = upcomingIssues(new Date(), 'Asia/Dhaka', 60, 10, 1);
    await issues.ensure(MERCHANT, game.gameId, [next!]);
    const issue = (await issues.find(MERCHANT, game.gameId, next!.issueNo))!;
    await loadOrders(db, issue.id);
    await db.query(
      `UPDATE lottery_issues SET close_at = now() - interval '2 s', draw_at = now() - interval '1 s'
        WHERE id = $1`,
      [issue.id],
    );
    const drawer = createDrawer({ db, money, issues, orders, log: pino({ level: 'warn' }) });
    const started = performance.now();
    await drawer.tick();
    const seconds = (performance.now() - started) / 1000;
    const [done] = (await db.query<{ settled: number; won: number; paid: string }>(
      `SELECT count(*) FILTER (WHERE state <> 'pending')::int AS settled,
              count(*) FILTER (WHERE state = 'won')::int AS won,
              COALESCE(sum(win_minor), 0)::text AS paid
         FROM lottery_orders WHERE issue_id = $1`,
      [issue.id],
    )) as [{ settled: number; won: number; paid: string }];
    return [
      [
        `lottery: ${ORDERS.toLocaleString('en')} orders on one issue drawn and settled (PostgreSQL)`,
        `${seconds.toFixed(1)} s (${done.settled.toLocaleString('en')} settled, ${done.won.toLocaleString('en')} won, ${(Number(done.paid) / 100).toLocaleString('en')} paid)`,
        '< 10 s',
        seconds < 10 && done.settled === ORDERS,
      ],
    ];
  } finally {
    await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
    await db.close();
  }
}

function returnRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  // One game per kind of draw (SSC5 has SSC1's plays).
  for (const g of LOTTERY_GAMES.filter((x) => x.gameId !== 'SSC5')) {
    const digits = g.digits;
    const count = DRAWS;
    const plays = g.plays.map((p) => ({ play: p, picks: halfPick(p), won: 0, sq: 0 }));
    for (let i = 0; i < count; i++) {
      const draw = drawDigits(newServerSeed(), g.gameId, `bench-${i}`, digits);
      for (const p of plays) {
        const pays = winningCombinations(p.play, p.picks, draw) * p.play.oddsMilli.Elott;
        p.won += pays;
        p.sq += pays * pays;
      }
    }
    for (const p of plays) {
      const stake = combinations(p.play, p.picks) * 1000;
      const mean = p.won / count / stake;
      const sd = Math.sqrt(p.sq / count / stake ** 2 - mean * mean);
      const se = sd / Math.sqrt(count);
      // The configured return: the odds (floored to thousandths) times one combination's chance.
      const expected = (p.play.oddsMilli.Elott / 1000) * combinationChance(p.play);
      rows.push([
        `lottery return ${g.gameId} ${p.play.code} (Elott) over ${count.toLocaleString('en')} draws`,
        `${(mean * 100).toFixed(2)}% (SE ${(se * 100).toFixed(2)})`,
        `${(expected * 100).toFixed(2)}% ± 3 SE (Elott ${PRIZE_MODE_RETURN.Elott * 100}%)`,
        Math.abs(mean - expected) <= 3 * se,
      ]);
    }
  }
  return rows;
}

export async function lotteryRows(): Promise<BenchRow[]> {
  return [...(await settlementRows()), ...returnRows()];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await lotteryRows();
  console.log(`\nissue 21 lottery figures, ${day}\n`);
  console.log(formatRows(rows));
}
