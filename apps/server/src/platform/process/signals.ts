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
 * Calls `graceful` on the first stop signal and `immediate` on a later one (see SAME_STOP_MS).
 * `graceful` may also be called by the caller for other reasons (the cluster primary asking); the
 * first call of either way starts the clock for `immediate`.
 */
export function onStopSignals(
  graceful: (signal: StopSignal) => void,
  immediate: (signal: StopSignal) => void,
): { stopping(): boolean; markStopping(): void } {
  let since: number | null = null;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (since === null) {
        since = performance.now();
        graceful(signal);
      } else if (performance.now() - since >= SAME_STOP_MS) {
        immediate(signal);
      }
    });
  }
  return {
    stopping: () => since !== null,
    markStopping: () => void (since ??= performance.now()),
  };
}
