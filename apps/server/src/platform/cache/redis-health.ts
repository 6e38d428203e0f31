import type { FastifyBaseLogger } from 'fastify';
import { ReplyError, type Redis } from 'ioredis';

/**
 * Whether Redis can be used now. While it cannot, callers fall back to this process (memory
 * counters, in-process invalidation) instead of failing or waiting for it; one warning is logged
 * when an outage starts and one line when Redis is back, never one per request.
 */
export interface RedisHealth {
  /** False from a failure until Redis is connected and answers again. */
  readonly up: boolean;
  /**
   * `primary` on Redis while it is up; `fallback` while it is down, or when `primary` fails for
   * want of Redis (that failure starts the outage). Redis's own refusals (ReplyError) propagate.
   */
  use<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
  close(): void;
}

/** While down, how often Redis is asked whether it answers again (a hung server stays "ready"). */
const PROBE_MS = 1_000;

export function watchRedis(redis: Redis, log: FastifyBaseLogger): RedisHealth {
  let up = redis.status === 'ready';
  let probe: NodeJS.Timeout | undefined;

  const back = () => {
    if (up) return;
    up = true;
    clearInterval(probe);
    probe = undefined;
    log.info('redis is back: shared rate limits and nonces are used again');
  };
  const down = (err?: unknown) => {
    if (!up) return;
    up = false;
    log.warn(
      { reason: err instanceof Error ? err.message : 'connection closed' },
      "redis unreachable: rate limits and nonces use this process's memory until it is back",
    );
    // ioredis reconnects by itself ('ready' below); a server that hangs needs asking.
    probe = setInterval(() => {
      if (redis.status === 'ready') redis.ping().then(back, () => {});
    }, PROBE_MS);
    probe.unref();
  };

  const onReady = () => back();
  const onClose = () => down();
  redis.on('ready', onReady);
  redis.on('close', onClose);

  return {
    get up() {
      return up;
    },
    async use(primary, fallback) {
      if (!up) return fallback();
      try {
        return await primary();
      } catch (err) {
        if (err instanceof ReplyError) throw err;
        down(err);
        return fallback();
      }
    },
    close() {
      clearInterval(probe);
      redis.off('ready', onReady);
      redis.off('close', onClose);
    },
  };
}
