import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { demoModeLine } from '../../demo/mode.ts';
import { onStopSignals, shutdownDelayMs, STOP_LIMIT_MS } from './signals.ts';

/** A stop closes once no connection has arrived for this long (see closeWhenQuiet). */
const QUIET_MS = 500;
const QUIET_STEP_MS = 50;
const QUIET_LIMIT_MS = 2_000;

/** What the cluster primary sends a worker to stop it gracefully, as a first signal would. */
export const STOP_MESSAGE = 'mgp:stop';
/** The primary's stop message, with the delay its signal asks for (signals.ts shutdownDelayMs). */
export interface StopMessage {
  type: typeof STOP_MESSAGE;
  delayMs: number;
}

const isStopMessage = (message: unknown): message is StopMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as StopMessage).type === STOP_MESSAGE &&
  typeof (message as StopMessage).delayMs === 'number';

/**
 * One server process: the only one, or a worker of the cluster (process/primary.ts). A stop first
 * drains (platform/http/draining.ts: /readyz answers 503, every answer closes its connection)
 * while the listener stays open for the shutdown delay, so that requests already on their way
 * (a load balancer's, until it has seen the 503) are accepted and answered instead of reset. Then
 * it closes the listening socket and the idle keep-alive connections, lets every request in flight
 * finish (app.ts: no 503 while closing), closes the background jobs, the database and Redis (the
 * plugins' close hooks), and exits; within STOP_LIMIT_MS after the delay, or at once on a second
 * signal.
 */
export async function serve(config: AppConfig, notice?: string) {
  const app = buildApp({ config });
  // A cluster's primary says it once for all its workers.
  if (config.demo && !cluster.isWorker) app.log.warn(demoModeLine(config));
  if (notice) app.log.warn(notice);

  let closing = false;
  /** False while starting (migrations, seed): a stop then waits for the start to end first. */
  let started = false;
  let lastConnectionAt = 0;
  app.server.on('connection', () => {
    lastConnectionAt = performance.now();
  });
  function stop(reason: string, delayMs: number) {
    if (closing) return;
    closing = true;
    app.draining.begin();
    // Not listening yet: nothing is on its way to this process, so nothing to wait for.
    const delay = started ? delayMs : 0;
    app.log.info({ reason, delayMs: delay }, 'shutting down: not ready, still answering');
    // A worker gives up a little before its primary would kill it, so that the log says why.
    const limit = (cluster.isWorker ? STOP_LIMIT_MS - 500 : STOP_LIMIT_MS) + delay;
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, limit).unref();
    if (started) setTimeout(() => setImmediate(closeWhenQuiet), delay);
  }
  /**
   * Closing also closes every connection with no request under way (Node's `server.close()`),
   * and a connection just accepted whose request the server has not read yet counts as one: its
   * client would see a reset. So the close waits, after the delay, until no connection has
   * arrived for QUIET_MS (at most QUIET_LIMIT_MS more), giving each new one the time to be read;
   * each is then answered with `Connection: close` (draining.ts).
   */
  function closeWhenQuiet(waited = 0) {
    if (performance.now() - lastConnectionAt >= QUIET_MS || waited >= QUIET_LIMIT_MS) close();
    else setTimeout(() => closeWhenQuiet(waited + QUIET_STEP_MS), QUIET_STEP_MS);
  }
  function close() {
    app.log.info('shutting down: listener closed, finishing the requests in flight');
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
    (signal) => stop(signal, shutdownDelayMs(signal, config.shutdownDelayMs)),
    (signal) => {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    },
  );
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (!isStopMessage(message)) return;
      signals.markStopping();
      stop('asked by the primary', message.delayMs);
    });
    // The primary is gone (killed): no connection reaches this worker any more.
    process.on('disconnect', () => {
      signals.markStopping();
      stop('primary gone', 0);
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
