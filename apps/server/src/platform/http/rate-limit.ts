import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';
import { declareScope } from './route-docs.ts';
import type { TtlStore } from '../cache/ttl-store.ts';

export interface RateLimitOptions {
  /** Requests per minute per client IP. */
  max: number;
  /**
   * Set (REDIS_URL): counters shared by several processes, through the app's TTL store (Redis,
   * this process's memory while Redis is down). Null: in this process's memory.
   */
  redis: Redis | null;
}

const WINDOW_MS = 60_000;

/** "Too many requests; retry in 59 seconds": @fastify/rate-limit's wording (@lukeed/ms, long). */
export function retryIn(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

const tooMany = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', `Too many requests; retry in ${retryIn(seconds)}`);

/** The client a count belongs to: its IP, an IPv6 client by its /64 (as @fastify/rate-limit). */
export const clientKey = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);

interface Window {
  /** Requests counted in this window. */
  count: number;
  /** When the window started (ms since the epoch). */
  start: number;
}

/** Windows kept at most; past this, ended ones go, then the oldest (as an LRU would). */
const MAX_CLIENTS = 50_000;

/**
 * The per-IP counter in this process: a fixed window per client, started by its first request, the
 * same counting, headers and refusal as @fastify/rate-limit's in-memory store, in a synchronous
 * callback hook (no promise per request; that plugin's hook costs three).
 */
export function localRateLimitHook(max: number) {
  const windows = new Map<string, Window>();
  const limitHeader = String(max);

  const evict = (now: number) => {
    for (const [key, w] of windows) if (w.start + WINDOW_MS <= now) windows.delete(key);
    // Still full: the clients seen longest ago (Map keeps insertion order; a new window re-inserts).
    let drop = windows.size - Math.floor(MAX_CLIENTS * 0.9);
    for (const key of windows.keys()) {
      if (drop-- <= 0) break;
      windows.delete(key);
    }
  };

  return function rateLimitHook(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const key = clientKey(request.ip);
    const now = Date.now();
    let w = windows.get(key);
    if (w === undefined || w.start + WINDOW_MS <= now) {
      if (w !== undefined) windows.delete(key);
      else if (windows.size >= MAX_CLIENTS) evict(now);
      w = { count: 0, start: now };
      windows.set(key, w);
    }
    const count = ++w.count;
    done(answer(reply, max, limitHeader, count, w.start + WINDOW_MS - now));
  };
}

/** The headers of a counted request; the 429 to fail it with when it is past the limit. */
function answer(
  reply: FastifyReply,
  max: number,
  limitHeader: string,
  count: number,
  leftMs: number,
): AppError | undefined {
  const resetSeconds = Math.ceil(leftMs / 1000);
  reply.header('x-ratelimit-limit', limitHeader);
  if (count <= max) {
    reply.header('x-ratelimit-remaining', String(max - count));
    reply.header('x-ratelimit-reset', String(resetSeconds));
    return undefined;
  }
  reply.header('x-ratelimit-remaining', '0');
  reply.header('x-ratelimit-reset', String(resetSeconds));
  reply.header('retry-after', String(resetSeconds));
  return tooMany(resetSeconds);
}

/**
 * The same window, headers and refusal with counters in a TTL store: one round trip to Redis per
 * request, or this process's memory while Redis is down (the store decides; lib/ttl-store.ts).
 */
export function sharedRateLimitHook(max: number, store: TtlStore) {
  const limitHeader = String(max);
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const { count, ttlMs } = await store.increment(
      `api-rate-limit:${clientKey(request.ip)}`,
      WINDOW_MS,
    );
    const refused = answer(reply, max, limitHeader, count, ttlMs);
    if (refused) throw refused;
  };
}

/**
 * Per-IP limit on the API routes registered after it in the same scope (static files and icons are
 * not limited: they are cheap and cached). The account flows add their own, tighter limits
 * (services/abuse-limits.ts). Shared counters (Redis) cost a round trip and fall back to this
 * process's memory while Redis is down; one process counts in its own memory, synchronously.
 */
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions) {
  app.addHook(
    'onRequest',
    opts.redis ? sharedRateLimitHook(opts.max, app.ttlStore) : localRateLimitHook(opts.max),
  );
  declareScope(app, { errors: ['TOO_MANY_REQUESTS'] });
}

export default fp(rateLimiting, { name: 'rate-limit' });
