// Starts the real server as a child process on a free port with a throw-away data directory:
// its TypeScript sources through tsx, or the production build (`npm run build -w @app/server`) the
// way `npm start` runs it. Browser tests and benchmarks both use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  port: number;
  /** Milliseconds from the spawn to the first answered request (/healthz). */
  startupMs: number;
  /** The spawned process (npm's, for `npm`). */
  pid: number;
  /** Resolves when the spawned process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the server's whole process group, as a service manager does (`npm` only). */
  signalGroup(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * How the server is run. `tsx`: src/server.ts through tsx (no build needed). `compiled`:
 * `node dist/server.js`. `npm`: `npm run start -w @app/server` (the compiled server under npm, as
 * `npm start` runs it) in a process group of its own. The last two need the server built.
 */
export type ServerCommand = 'tsx' | 'compiled' | 'npm';

export interface SpawnOptions {
  command?: ServerCommand;
  /** A data directory to use and keep (a restart) instead of a fresh one removed by stop(). */
  dataDir?: string;
}

const serverDir = path.join(root, 'apps/server');

function commandLine(command: ServerCommand): [string, string[]] {
  if (command === 'npm') return ['npm', ['run', '--silent', 'start', '-w', '@app/server']];
  if (command === 'compiled') {
    return [process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist/server.js')]];
  }
  return [process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/server.ts')]];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function spawnServer(
  env: Record<string, string> = {},
  { command = 'tsx', dataDir: keptDir }: SpawnOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'mgp-data-')));
  if (command !== 'tsx' && !existsSync(path.join(serverDir, 'dist/server.js'))) {
    throw new Error('the server is not built: run `npm run build -w @app/server` first');
  }
  const [file, args] = commandLine(command);
  const spawned = performance.now();
  const child: ChildProcess = spawn(file, args, {
    cwd: root,
    detached: command === 'npm',
    env: {
      ...process.env,
      // The browser tests always run on the embedded engine; the server suite covers PostgreSQL.
      DATABASE_URL: '',
      // The demo (seed, /dev routes, demo vendor): what browser tests and benchmarks play.
      DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // No load balancer to wait for: a stop closes at once (a test of the delay sets its own).
      SHUTDOWN_DELAY_SECONDS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const signal = (s: NodeJS.Signals) => {
    if (command === 'npm') process.kill(-child.pid!, s);
    else child.kill(s);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error('server did not answer /healthz within 120 s');
    }
    // Short, so that startupMs is close to the truth (the start-up benchmark).
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = Math.round(performance.now() - spawned);
  return {
    url,
    port,
    startupMs,
    pid: child.pid!,
    exited,
    signalGroup(s) {
      if (command !== 'npm') throw new Error('signalGroup: only the npm command has a group');
      signal(s);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keptDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
