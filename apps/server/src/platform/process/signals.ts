import { isatty } from 'node:tty';

/**
 * The signals that stop the server: SIGTERM (service managers, container runtimes), SIGINT
 * (Ctrl-C) and SIGHUP (the terminal went away; closing cleanly releases the data directory lock).
 */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * Copies of one stop arriving this close together count as one. A service manager signals the
 * whole process group, and npm (`npm start`) forwards the signal it got to its child as well, so
 * the server gets two or three copies within a few milliseconds; only a signal sent later is an
 * operator's second request, which means "now".
 */
export const SAME_STOP_MS = 500;

/** The limit of a graceful stop: after it the process exits whatever is still running. */
export const STOP_LIMIT_MS = 10_000;

/**
 * How long a stop keeps the process accepting, not ready, before its listener closes (config
 * `shutdownDelayMs`): long enough for a load balancer to see /readyz fail and stop sending. None
 * for Ctrl-C at a terminal: a person is waiting there, and no balancer sends to that process.
 */
export function shutdownDelayMs(
  signal: StopSignal,
  configuredMs: number,
  stdinIsTerminal = isatty(0),
): number {
  return signal === 'SIGINT' && stdinIsTerminal ? 0 : configuredMs;
}

/**
 * How late npm's forwarded copy of a group signal may come. `npm start` runs the server as its
 * child and forwards each signal it gets; a service manager signals the whole group, so the
 * server gets the signal twice: at once, and again once npm's own event loop turns. On a loaded
 * machine that second copy came more than SAME_STOP_MS later and was taken for an operator's
 * second signal (exit now), cutting off the requests the graceful stop was finishing.
 */
export const NPM_FORWARD_MS = 5_000;

/**
 * Calls `graceful` on the first stop signal and `immediate` on a later one (see SAME_STOP_MS).
 * Run by npm (`npm_lifecycle_event` set), one copy arriving later than that but within
 * NPM_FORWARD_MS is npm's forward, unless a copy already came within SAME_STOP_MS.
 * `graceful` may also be called by the caller for other reasons (the cluster primary asking); the
 * first call of either way starts the clock for `immediate`.
 */
export function onStopSignals(
  graceful: (signal: StopSignal) => void,
  immediate: (signal: StopSignal) => void,
  underNpm = process.env.npm_lifecycle_event !== undefined,
): { stopping(): boolean; markStopping(): void } {
  let since: number | null = null;
  let copies = 0;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      const now = performance.now();
      if (since === null) {
        since = now;
        graceful(signal);
      } else if (now - since < SAME_STOP_MS) {
        copies++;
      } else if (underNpm && copies === 0 && now - since < NPM_FORWARD_MS) {
        copies++;
      } else {
        immediate(signal);
      }
    });
  }
  return {
    stopping: () => since !== null,
    markStopping: () => void (since ??= performance.now()),
  };
}
