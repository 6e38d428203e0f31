import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/build-test-app.ts';

// Issue 19: how the real server process starts in each mode (src/server.ts through tsx), with
// nothing of the test runner's environment but PATH: what it says, where it listens, what it
// refuses. Always on the embedded database, whatever DATABASE_URL says: run once, in the PGlite
// run of the server suite, not again in the PostgreSQL one.

const serverTs = path.resolve(import.meta.dirname, '../../src/server.ts');
const base = {
  PATH: process.env.PATH ?? '',
  PORT: '0',
  DATA_DIR: 'memory://',
  WEB_DIST: path.join(tmpdir(), 'mgp-no-web-build'),
  LOG_LEVEL: 'info',
  LOG_REQUESTS: '0',
};

interface Started {
  /** JSON log lines (pino), and the plain lines as they came. */
  logs: { msg?: string; level?: number }[];
  stdout: string;
  stderr: string;
  /** The URL it listens at, when it did. */
  url: string | null;
  exitCode: number | null;
  stop(): Promise<void>;
}

/** Runs the server until it says it is ready (or exits), then hands it over. */
function run(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverTs], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  const result = (url: string | null, exitCode: number | null): Started => ({
    logs: stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string }),
    stdout,
    stderr,
    url,
    exitCode,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no start within 90 s: ${stdout} ${stderr}`));
    }, 90_000);
    child.stdout.on('data', (b: Buffer) => {
      stdout += b.toString();
      // pino writes asynchronously: its last line of the start, not console's earlier one.
      const url = stdout.includes('"msg":"server ready"')
        ? /Mobile web app: (http:\/\/\S+)\/m\//.exec(stdout)?.[1]
        : undefined;
      if (url) {
        clearTimeout(timer);
        resolve(result(url, null));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      resolve(result(null, code));
    });
  });
}

const listeningAt = (s: Started) =>
  s.logs.flatMap((l) => /^Server listening at (\S+)$/.exec(l.msg ?? '')?.[1] ?? []);

describe.skipIf(engine === 'postgres')('the server process', () => {
  it('in demo mode says in one line what is on, and listens on 127.0.0.1 only', async () => {
    const s = await run({ DEMO: '1' });
    try {
      const lines = s.logs.filter((l) => l.msg?.includes('DEMO=1'));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.level).toBe(40);
      for (const part of ['demo seed', '/dev routes', 'approved 5 s', 'demo game vendor']) {
        expect(lines[0]!.msg).toContain(part);
      }
      expect(lines[0]!.msg).toContain('listening on 127.0.0.1');
      const port = new URL(listeningAt(s)[0]!).port;
      expect(listeningAt(s)).toEqual([`http://127.0.0.1:${port}`]);
      const health = await fetch(`http://127.0.0.1:${port}/dev/health`);
      expect(health.status).toBe(200);
    } finally {
      await s.stop();
    }
  }, 120_000);

  it('without DEMO and without its secrets refuses to start, in one line naming each', async () => {
    const s = await run({});
    expect(s.exitCode).toBe(1);
    expect(s.url).toBeNull();
    const message = s.stderr.trim();
    expect(message).not.toContain('\n');
    for (const name of [
      'VENDOR_SECRET_SEED: missing',
      'OPERATOR_API_KEY: missing',
      'SERVER_KEY_ENCRYPTION_KEY: missing',
    ]) {
      expect(message).toContain(name);
    }
    const short = await run({
      NODE_ENV: 'production',
      VENDOR_SECRET_SEED: 'too-short-a-seed',
      OPERATOR_API_KEY: 'k'.repeat(32),
      SERVER_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(short.exitCode).toBe(1);
    expect(short.stderr).toContain('VENDOR_SECRET_SEED: shorter than 32 characters');
    expect(short.stderr).not.toContain('too-short-a-seed');
  }, 120_000);

  it('starts as production with its own secrets alone, and none of the demo', async () => {
    const s = await run({
      NODE_ENV: 'production',
      VENDOR_SECRET_SEED: 's'.repeat(32),
      OPERATOR_API_KEY: 'k'.repeat(32),
      SERVER_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    try {
      expect(s.url).not.toBeNull();
      expect(s.stdout).not.toContain('DEMO');
      const port = new URL(listeningAt(s)[0]!).port;
      const health = await fetch(`http://127.0.0.1:${port}/dev/health`);
      expect(health.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await s.stop();
    }
  }, 120_000);
});
