import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { devUpdateMerchant, getSystemStatus, okEnvelope } from '@app/contract';
import { spawnServer, type RunningServer } from '../../../../tools/spawn-server.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.ts';

// The way an operator scales out (ARCHITECTURE "Processes"): several real server processes, each
// with its own settings cache, on one PostgreSQL. A change made through one must reach the others.
const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUp = await redisAnswers();
const NO_DATABASE =
  'DATABASE_URL is not set: two processes need a PostgreSQL server (embedded PGlite is one process)';

async function maintenanceOf(server: RunningServer): Promise<boolean> {
  const res = await fetch(`${server.url}${getSystemStatus.path}`);
  return okEnvelope(getSystemStatus.value).parse(await res.json()).value.maintenance;
}

async function setMaintenance(server: RunningServer, maintenance: boolean) {
  const res = await fetch(`${server.url}${devUpdateMerchant.path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maintenance }),
  });
  expect(res.status).toBe(200);
}

/** Milliseconds until `server` answers status with `maintenance`; gives up after 5 s. */
async function timeUntil(server: RunningServer, maintenance: boolean): Promise<number> {
  const started = performance.now();
  while ((await maintenanceOf(server)) !== maintenance) {
    if (performance.now() - started > 5_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - started;
}

async function withTwoServers(
  env: Record<string, string>,
  run: (a: RunningServer, b: RunningServer) => Promise<void>,
) {
  const schema = `test_procs_${randomBytes(6).toString('hex')}`;
  const shared = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, ...env };
  const servers = await Promise.allSettled([spawnServer(shared), spawnServer(shared)]);
  const [a, b] = servers.map((s) => (s.status === 'fulfilled' ? s.value : null));
  try {
    if (!a || !b) throw new Error('a server did not start');
    await run(a, b);
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
  }
}

/** B has cached the settings (it answered once); A switches maintenance on, then off again. */
async function changeThroughAShowsInB(a: RunningServer, b: RunningServer) {
  expect(await maintenanceOf(b)).toBe(false);
  expect(await maintenanceOf(b)).toBe(false);
  await setMaintenance(a, true);
  expect(await timeUntil(b, true)).toBeLessThan(1_000);
  await setMaintenance(a, false);
  expect(await timeUntil(b, false)).toBeLessThan(1_000);
}

describe('two server processes on one PostgreSQL', () => {
  it('a maintenance switch made through one shows in the other within a second (LISTEN/NOTIFY)', async (ctx) => {
    ctx.skip(!databaseUrl, NO_DATABASE);
    await withTwoServers({}, changeThroughAShowsInB);
  }, 180_000);

  it('the same with Redis pub/sub (REDIS_URL)', async (ctx) => {
    ctx.skip(!databaseUrl, NO_DATABASE);
    ctx.skip(!redisUp, `no Redis answers at ${TEST_REDIS_URL}`);
    const prefix = `mgp-test:${randomBytes(4).toString('hex')}:`;
    await withTwoServers(
      { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix },
      changeThroughAShowsInB,
    );
  }, 180_000);
});
