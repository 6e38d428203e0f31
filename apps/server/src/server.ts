import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

// Only starts and stops the app (app.ts builds it).

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const app = buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests get a moment; a hung close must not keep the process alive for ever.
  setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
// SIGHUP: the terminal went away; close cleanly too, so the data directory lock is released.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => void shutdown(signal));
}

try {
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info({ startupMs: Math.round(performance.now()) }, 'server ready');
  console.log(`Mobile web app: http://localhost:${port}/m/`);
} catch (err) {
  app.log.error({ err }, 'server failed to start');
  await app.close().catch(() => {});
  process.exit(1);
}
