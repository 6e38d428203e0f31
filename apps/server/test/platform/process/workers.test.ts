import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDepositOrder, getWalletBalance } from '@app/contract';
import { spawnServer, type RunningServer } from '../../../../../tools/spawn-server.ts';
import { HttpClient, valueOf } from '../../helpers/http-client.ts';
import { playerHeaders, submittedDeposit } from '../../helpers/remote-player.ts';

// Issue 11 "Worker processes": WEB_CONCURRENCY workers (node:cluster) on PostgreSQL, one process
// on PGlite; a worker that dies is replaced; background jobs run in one worker at a time.
const databaseUrl = process.env.DATABASE_URL || undefined;
const NO_DATABASE = 'DATABASE_URL is not set: workers need a PostgreSQL server';

/** The pids of a process's node children (its workers; not tsx's esbuild), as `ps` shows them. */
function childrenOf(pid: number): number[] {
  try {
    const out = execFileSync('ps', ['--ppid', String(pid), '-o', 'pid=,comm='], {
      encoding: 'utf8',
    });
    return out
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'node')
      .map(([p]) => Number(p))
      .sort();
  } catch {
    return []; // ps exits 1 when there are none
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function withWorkers(
  env: Record<string, string>,
  run: (server: RunningServer) => Promise<void>,
) {
  const schema = `test_workers_${randomBytes(6).toString('hex')}`;
  const server = await spawnServer({
    DATABASE_URL: databaseUrl!,
    DATABASE_SCHEMA: schema,
    WEB_CONCURRENCY: '2',
    ...env,
  });
  try {
    await run(server);
  } finally {
    await server.stop();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
  }
}

describe('WEB_CONCURRENCY', () => {
  it('runs two workers on PostgreSQL and replaces one that dies', async (ctx) => {
    ctx.skip(!databaseUrl, NO_DATABASE);
    await withWorkers({}, async (server) => {
      const workers = await until('two workers', () => {
        const list = childrenOf(server.pid);
        return list.length === 2 ? list : undefined;
      });
      process.kill(workers[0]!, 'SIGKILL');
      const replaced = await until('a new worker', () => {
        const list = childrenOf(server.pid);
        return list.length === 2 && !list.includes(workers[0]!) ? list : undefined;
      });
      expect(replaced).toContain(workers[1]);
      // New connections (a kept-alive one may have been the killed worker's). The other worker
      // may itself have been still starting when its sibling was killed: the port answers again
      // once a worker listens.
      const health = () =>
        fetch(`${server.url}/healthz`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(5_000),
        }).then(
          (res) => res.status,
          () => 0,
        );
      await until('an answer', async () => ((await health()) === 200 ? true : undefined));
      for (let i = 0; i < 4; i++) expect(await health()).toBe(200);
    });
  }, 120_000);

  // On the embedded database whatever DATABASE_URL says: run once, in the suite's PGlite run.
  it.skipIf(databaseUrl)(
    'stays one process on the embedded PGlite',
    async () => {
      const server = await spawnServer({ DATABASE_URL: '', WEB_CONCURRENCY: '2' });
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect(childrenOf(server.pid)).toEqual([]);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});

describe('background jobs with two workers', () => {
  it('approves each demo deposit exactly once', async (ctx) => {
    ctx.skip(!databaseUrl, NO_DATABASE);
    await withWorkers({ DEMO_AUTO_APPROVE_SECONDS: '1' }, async (server) => {
      const client = new HttpClient(server.url, 8);
      try {
        const auth = await playerHeaders(client);
        const balance = async () =>
          valueOf<{ sumBalanceMinor: number }>(
            'balance',
            await client.call(getWalletBalance, undefined, auth),
          ).sumBalanceMinor;
        const before = await balance();
        const orders: { orderId: string; creditMinor: number }[] = [];
        for (let i = 0; i < 10; i++) orders.push(await submittedDeposit(client, auth));
        await until('every deposit approved', async () => {
          for (const o of orders) {
            const a = await client.send(
              'GET',
              `${getDepositOrder.path}?orderId=${o.orderId}`,
              auth,
            );
            if (valueOf<{ status: string }>('order', a).status !== 'approved') return undefined;
          }
          return true;
        });
        // Both workers keep ticking for a few more seconds: nothing is credited again.
        await new Promise((r) => setTimeout(r, 3_000));
        const credited = orders.reduce((sum, o) => sum + o.creditMinor, 0);
        expect(await balance()).toBe(before + credited);
      } finally {
        client.close();
      }
    });
  }, 120_000);
});
