import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tools/spawn-server.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests per second of one GET, 10 connections, after a 1 s warm-up. Loopback only. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: 10, duration: durationSeconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return Math.round(result.requests.average);
}

export async function helloWorldRps() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts')],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  try {
    const url = `http://127.0.0.1:${port}/hello`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (i > 100) throw new Error('hello-world server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return await requestsPerSecond(url);
  } finally {
    child.kill('SIGTERM');
  }
}
