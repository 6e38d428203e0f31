import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { demoModeLine } from '../../demo/mode.ts';
import { onStopSignals, STOP_LIMIT_MS } from './signals.ts';

/** What the cluster primary sends a worker to stop it gracefully, as a first signal would. */
export const STOP_MESSAGE = 'mgp:stop';

/**
 * One server process: the only one, or a worker of the cluster (process/primary.ts). A stop
 * closes the listening socket and the idle keep-alive connections, lets every request in flight
 * finish (app.ts: no 503 while closing), then closes the background jobs, the database and Redis
 * (the plugins' close hooks), and exits; all within STOP_LIMIT_MS, or at once on a second signal.
 */
export async function serve(config: AppConfig, notice?: string) {
  const app = buildApp({ config });
  // A cluster's primary says it once for all its workers.
  if (config.demo && !cluster.isWorker) app.log.warn(demoModeLine(config));
  if (notice) app.log.warn(notice);

  let closing = false;
  /** False while starting (migrations, seed): a stop then waits for the start to end first. */
  let started = false;
  // Each answer sent while stopping closes its connection, so that the stop ends with the last
  // request in flight instead of waiting for its keep-alive connection to time out.
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  function stop(reason: string) {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing the requests in flight');
    // A worker gives up a little before its primary would kill it, so that the log says why.
    const limit = cluster.isWorker ? STOP_LIMIT_MS - 500 : STOP_LIMIT_MS;
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, limit).unref();
    if (started) close();
  }
  function close() {
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  const signals = onStopSignals(
    (signal) => stop(signal),
    (signal) => {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    },
  );
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message !== STOP_MESSAGE) return;
      signals.markStopping();
      stop('asked by the primary');
    });
    // The primary is gone (killed): no connection reaches this worker any more.
    process.on('disconnect', () => {
      signals.markStopping();
      stop('primary gone');
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'server failed to start');
    await app.close().catch(() => {});
    process.exit(1);
  }
  started = true;
  if (closing) {
    close();
    return;
  }
  const { port } = app.server.address() as AddressInfo;
  app.log.info({ startupMs: Math.round(performance.now()) }, 'server ready');
  // A cluster's primary says it once for all its workers.
  if (!cluster.isWorker) console.log(`Mobile web app: http://localhost:${port}/m/`);
}
