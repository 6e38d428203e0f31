import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../../../tools/spawn-server.ts';
import { seedDemo } from '../../src/demo/seed/index.ts';
import { createIssuesRepository } from '../../src/lottery/issues-repository.ts';
import { checkBalances } from '../../src/money/check.ts';
import { openDb, type Db } from '../../src/platform/db/db.ts';
import { migrate } from '../../src/platform/db/migrate.ts';

// Issue 21 "Tests": a kill during settlement resumes to exactly one payment per winning order.
// The real server settles 20,000 winning orders of one issue and is killed with SIGKILL halfway;
// started again on the same database, it settles the rest. PostgreSQL only: the server and this
// test read the same database while it runs (PGlite is one process's).
const databaseUrl = process.env.DATABASE_URL || undefined;
const ORDERS = 20_000;
const MEMBERS = 500;

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A due issue of the one-minute game with ORDERS sure wins (all ten digits on position one). */
async function dueIssueWithOrders(db: Db): Promise<number> {
  const now = Date.now();
  await createIssuesRepository(db).ensure('demo', 'SSC1', [
    { issueNo: '20000101-0001', closeAt: new Date(now - 2_000), drawAt: new Date(now - 1_000) },
  ]);
  const [issue] = await db.query<{ id: number }>(
    `SELECT id FROM lottery_issues WHERE issue_no = '20000101-0001'`,
  );
  await db.query(
    `INSERT INTO members (merchant_code, username, type)
     SELECT 'demo', 'kill-' || i, 0 FROM generate_series(1, $1::int) i`,
    [MEMBERS],
  );
  await db.query(
    `INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
     SELECT 'demo', id, 'member_wallet', 'BDT', 0 FROM members WHERE username LIKE 'kill-%'`,
  );
  // Loaded with SQL, without their stakes' debits: the test follows the wins.
  await db.query(
    `INSERT INTO lottery_orders (merchant_code, member_id, issue_id, play_code, picks, prize_mode,
       unit_minor, multiplier, combinations, amount_minor, odds_milli, currency, idempotency_key,
       request_hash, seq)
     SELECT 'demo', m.id, $1, 'POS_FIXED', '[[0,1,2,3,4,5,6,7,8,9],[],[],[],[]]', 'Elott', 10, 1,
            10, 100, 9800, 'BDT', 'kill-' || o, 'kill', 0
       FROM generate_series(1, $2::int) o
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members
              WHERE username LIKE 'kill-%') m ON m.n = o % $3`,
    [issue!.id, ORDERS, MEMBERS],
  );
  return issue!.id;
}

describe.skipIf(!databaseUrl)('a lottery settlement killed with SIGKILL (PostgreSQL)', () => {
  it('resumes after the restart to exactly one payment per winning order', async () => {
    const schema = `test_lottery_kill_${randomBytes(6).toString('hex')}`;
    const db = await openDb({ databaseUrl: databaseUrl!, dataDir: '', schema });
    const env = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema };
    try {
      await migrate(db);
      await seedDemo(db, 'demo');
      const issueId = await dueIssueWithOrders(db);
      const settled = async () => {
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM lottery_orders WHERE issue_id = $1 AND state <> 'pending'`,
          [issueId],
        );
        return row!.n;
      };

      const first = await spawnServer(env);
      await until('the first batches', async () => ((await settled()) > 0 ? true : undefined));
      process.kill(first.pid, 'SIGKILL');
      await first.exited;
      const cut = await settled();
      expect(cut, 'killed after everything was settled: nothing to resume').toBeLessThan(ORDERS);

      const second = await spawnServer(env);
      try {
        await until('the rest', async () => ((await settled()) === ORDERS ? true : undefined));
      } finally {
        await second.stop();
      }
      // Each member won 0.98 on each of its orders (a 0.10 unit at 9.8), once: wallet = lines = orders' wins.
      const members = await db.query<{
        orders: string;
        wins: string;
        wallet: string;
        lines: string;
      }>(
        `SELECT (SELECT count(*) FROM lottery_orders o WHERE o.member_id = a.owner_member_id)::text
                  AS orders,
                (SELECT sum(o.win_minor) FROM lottery_orders o
                  WHERE o.member_id = a.owner_member_id)::text AS wins,
                a.balance_minor::text AS wallet,
                (SELECT COALESCE(sum(l.amount_minor), 0) FROM journal_lines l
                  WHERE l.account_id = a.id)::text AS lines
           FROM accounts a JOIN members m ON m.id = a.owner_member_id
          WHERE m.username LIKE 'kill-%' AND a.kind = 'member_wallet'`,
      );
      expect(members).toHaveLength(MEMBERS);
      const wrong = members.filter(
        (m) =>
          Number(m.wins) !== Number(m.orders) * 98 || m.wallet !== m.wins || m.lines !== m.wins,
      );
      expect(wrong).toEqual([]);
      const [issue] = await db.query<{ state: string }>(
        `SELECT state FROM lottery_issues WHERE id = $1`,
        [issueId],
      );
      expect(issue!.state).toBe('settled');
      expect((await checkBalances(db)).mismatches).toEqual([]);
    } finally {
      await db.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
    }
  }, 180_000);
});
