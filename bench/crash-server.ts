// The crash run's server: the real `apps/server/src/server.ts` in a child process, started again
// and again on the same data (a PGlite directory on disk, or one PostgreSQL schema), and killed
// with SIGKILL: no shutdown hook runs, whatever was in flight is cut off. tools/spawn-server.ts
// cannot serve here: it gives every start a fresh directory and removes it on stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../apps/server/src/platform/db/db.ts';
import { freePort } from '../tools/spawn-server.ts';

const root = path.resolve(import.meta.dirname, '..');

export const OPERATOR_KEY = 'crash-bench-operator-key-0123456789';

/** The server's environment for the crash run (never a key a real deployment would use). */
const serverEnv = {
  // The demo's seed, members and public vendor secrets (crash-client.ts signs with them).
  DEMO: '1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  // The set-up's clean stop has no load balancer to wait for.
  SHUTDOWN_DELAY_SECONDS: '0',
  OPERATOR_API_KEY: OPERATOR_KEY,
  // Nothing decides an order but the bench: every state change is one it asked for.
  DEMO_AUTO_APPROVE_SECONDS: '0',
  // 50 connections from one address are the load, not an abuse.
  RATE_LIMIT_MAX: '100000000',
  LOGIN_LIMIT_PER_ACCOUNT: '100000000',
  LOGIN_LIMIT_PER_IP: '100000000',
  SMS_LIMIT_PER_MOBILE: '100000000',
  SMS_LIMIT_PER_IP: '100000000',
  SMS_INTERVAL_SECONDS: '0',
};

export interface CrashEngine {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment naming the data every start of this engine uses. */
  env: Record<string, string>;
  /**
   * The database as the killed server left it, for the checks: PostgreSQL itself; for PGlite a
   * copy of the directory (the crash image), opened and recovered by this process while the
   * server recovers the original on its own.
   */
  openCrashImage(): Promise<{ db: Db; dispose(): Promise<void> }>;
  /** The data itself, for the set-up (PGlite: only while no server runs on it). */
  openData(): Promise<Db>;
  /** Removes the data. */
  cleanup(): Promise<void>;
}

export async function pgliteEngine(): Promise<CrashEngine> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mgp-crash-pglite-'));
  return {
    name: 'PGlite',
    env: { DATABASE_URL: '', DATA_DIR: dir },
    async openCrashImage() {
      const copy = await mkdtemp(path.join(tmpdir(), 'mgp-crash-image-'));
      await cp(path.join(dir, 'pgdata'), path.join(copy, 'pgdata'), { recursive: true });
      const db = await openDb({ dataDir: copy });
      return {
        db,
        async dispose() {
          await db.close();
          await rm(copy, { recursive: true, force: true });
        },
      };
    },
    openData: () => openDb({ dataDir: dir }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export function postgresEngine(databaseUrl: string): CrashEngine {
  const schema = `bench_crash_${randomBytes(4).toString('hex')}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
    async openCrashImage() {
      const db = await openDb({ databaseUrl, dataDir: '', schema });
      return { db, dispose: () => db.close() };
    },
    openData: () => openDb({ databaseUrl, dataDir: '', schema }),
    async cleanup() {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
    },
  };
}

export interface CrashServer {
  url: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  kill(): Promise<void>;
  /** SIGTERM, for the set-up's clean stop. */
  stop(): Promise<void>;
}

export async function startServer(engine: CrashEngine): Promise<CrashServer> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...serverEnv,
        ...engine.env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer /healthz within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = Math.round(performance.now() - started);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, startMs, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
