import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis-health.ts';

/**
 * Short-lived counters and markers that expire on their own: rate-limit windows, failed-login
 * counts, replay nonces. In this process's memory by default; in Redis when REDIS_URL is set, so
 * that several server processes share them.
 */
export interface TtlStore {
  /** Adds one to the counter, starting a window of `windowMs` when it is new. */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The counter's value; 0 when it is missing or expired. */
  get(key: string): Promise<number>;
  /** The counter's value and the time left of its window; both 0 when it is missing or expired. */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  delete(...keys: string[]): Promise<void>;
  /** Sets a marker unless one is live: `claimed` is true for the one caller that set it. */
  claim(key: string, ttlMs: number): Promise<{ claimed: boolean; ttlMs: number }>;
  close(): Promise<void>;
}

interface Entry {
  value: number;
  expiresAt: number;
}

/** Entries beyond this trigger a sweep; a flood of distinct keys cannot grow memory for ever. */
const MAX_ENTRIES = 200_000;

export function createMemoryStore(now: () => number = Date.now): TtlStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = () => {
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    // Still full of live keys: drop the oldest insertions (Map keeps insertion order).
    for (const k of entries.keys()) {
      if (entries.size <= MAX_ENTRIES * 0.9) break;
      entries.delete(k);
    }
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  const put = (key: string, e: Entry) => {
    if (entries.size >= MAX_ENTRIES) sweep();
    entries.set(key, e);
  };

  return {
    async increment(key, windowMs) {
      const e = live(key);
      if (e) {
        e.value += 1;
        return { count: e.value, ttlMs: e.expiresAt - now() };
      }
      put(key, { value: 1, expiresAt: now() + windowMs });
      return { count: 1, ttlMs: windowMs };
    },
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async peek(key) {
      const e = live(key);
      return e ? { count: e.value, ttlMs: e.expiresAt - now() } : { count: 0, ttlMs: 0 };
    },
    async delete(...keys) {
      for (const k of keys) entries.delete(k);
    },
    async claim(key, ttlMs) {
      const e = live(key);
      if (e) return { claimed: false, ttlMs: e.expiresAt - now() };
      put(key, { value: 1, expiresAt: now() + ttlMs });
      return { claimed: true, ttlMs };
    },
    async close() {
      clearInterval(timer);
      entries.clear();
    },
  };
}

// INCR and the expiry of a new window in one step, so no counter is left without an expiry.
const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;

/** The same store on Redis; the client's keyPrefix namespaces the keys. */
export function createRedisStore(redis: Redis): TtlStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    },
    async get(key) {
      const v = await redis.get(key);
      return v === null ? 0 : Number(v);
    },
    async peek(key) {
      const [[, v], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return v === null ? { count: 0, ttlMs: 0 } : { count: Number(v), ttlMs: Math.max(0, ttl) };
    },
    async delete(...keys) {
      if (keys.length) await redis.del(...keys);
    },
    async claim(key, ttlMs) {
      const set = await redis.set(key, '1', 'PX', ttlMs, 'NX');
      if (set === 'OK') return { claimed: true, ttlMs };
      const ttl = await redis.pttl(key);
      return { claimed: false, ttlMs: ttl > 0 ? ttl : ttlMs };
    },
    // The client belongs to the plugin that opened it.
    async close() {},
  };
}

/**
 * Redis while it answers, this process's memory while it does not (lib/redis-health.ts): a Redis
 * outage never fails a request, at the price of per-process limits and nonces until it is back.
 * The memory keeps what it counted for the next outage; Redis keeps what it had before this one.
 */
export function createFallbackStore(
  primary: TtlStore,
  fallback: TtlStore,
  health: Pick<RedisHealth, 'use'>,
): TtlStore {
  return {
    increment: (key, windowMs) =>
      health.use(
        () => primary.increment(key, windowMs),
        () => fallback.increment(key, windowMs),
      ),
    get: (key) =>
      health.use(
        () => primary.get(key),
        () => fallback.get(key),
      ),
    peek: (key) =>
      health.use(
        () => primary.peek(key),
        () => fallback.peek(key),
      ),
    delete: (...keys) =>
      health.use(
        () => primary.delete(...keys),
        () => fallback.delete(...keys),
      ),
    claim: (key, ttlMs) =>
      health.use(
        () => primary.claim(key, ttlMs),
        () => fallback.claim(key, ttlMs),
      ),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
