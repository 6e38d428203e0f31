import cluster, { type Worker } from 'node:cluster';
import { pino, type LoggerOptions } from 'pino';
import { loggerOptions } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { demoModeLine } from '../../demo/mode.ts';
import { STOP_MESSAGE, type StopMessage } from './serve.ts';
import { onStopSignals, shutdownDelayMs, STOP_LIMIT_MS } from './signals.ts';

/** A worker that dies before it listens is started again after this pause (no busy crash loop). */
const RESTART_DELAY_MS = 1_000;

/**
 * The cluster's primary (WEB_CONCURRENCY > 1 on PostgreSQL): it serves nothing itself. It starts
 * the workers, starts a new one when one dies (and logs it), and on a stop signal asks every worker
 * to stop gracefully after the signal's shutdown delay (signals.ts), exiting when they all have
 * (or killing them at the delay plus STOP_LIMIT_MS, or at once on a second signal). Background jobs need nothing from it: every worker runs the jobs module, whose
 * queue hands each job's period to one worker (platform/jobs/jobs.ts).
 */
export function runPrimary(config: AppConfig) {
  const log = pino(loggerOptions(config) as LoggerOptions).child({ role: 'primary' });
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let everListened = false;
  let stopping = false;
  /** Workers that did not stop cleanly once asked to: the primary's exit code says so. */
  let failures = 0;

  const fork = () => {
    if (stopping) return;
    live.add(cluster.fork());
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    if (everListened) return;
    everListened = true;
    log.info({ workers: config.webConcurrency, port: address.port }, 'workers listening');
    console.log(`Mobile web app: http://localhost:${address.port}/m/`);
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const hadListened = listened.delete(worker);
    if (stopping) {
      if (code !== 0) failures++;
      if (live.size === 0) {
        log.info({ failures }, 'all workers stopped');
        process.exit(failures ? 1 : 0);
      }
      return;
    }
    const workerPid = worker.process.pid;
    if (!hadListened && !everListened) {
      // Start-up itself fails (configuration, database): restarting would only loop.
      log.fatal({ workerPid, code, signal }, 'a worker failed to start: stopping');
      failures++;
      stop('start-up failed', 0);
      return;
    }
    log.error({ workerPid, code, signal }, 'worker exited unexpectedly: starting a new one');
    if (hadListened) fork();
    else setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  function stop(reason: string, delayMs: number) {
    if (stopping) return;
    stopping = true;
    signals.markStopping();
    log.info({ reason, workers: live.size, delayMs }, 'shutting down: workers drain, then stop');
    const message: StopMessage = { type: STOP_MESSAGE, delayMs };
    for (const worker of live) {
      // A worker in the signalled process group has its own copy already: this one is ignored.
      // One still starting may not listen to messages yet: it gets a signal instead, which stops
      // it (gracefully if its handlers are installed; it serves nothing yet either way).
      if (!listened.has(worker)) worker.process.kill('SIGTERM');
      else if (worker.isConnected()) worker.send(message, (err: Error | null) => void err);
    }
    setTimeout(() => {
      log.error({ workers: live.size }, 'workers did not stop in time: killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_LIMIT_MS + delayMs).unref();
    if (live.size === 0) process.exit(failures ? 1 : 0);
  }
  const signals = onStopSignals(
    (signal) => stop(signal, shutdownDelayMs(signal, config.shutdownDelayMs)),
    (signal) => {
      log.warn({ signal }, 'second stop signal: killing the workers');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    },
  );

  if (config.demo) log.warn(demoModeLine(config));
  log.info({ workers: config.webConcurrency }, 'starting workers');
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
