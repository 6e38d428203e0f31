import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

export interface RateLimitOptions {
  /** Requests per minute per client IP. */
  max: number;
  /** Shared counters for several processes (REDIS_URL); in this process's memory when null. */
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
    const resetSeconds = Math.ceil((w.start + WINDOW_MS - now) / 1000);
    reply.header('x-ratelimit-limit', limitHeader);
    if (count <= max) {
      reply.header('x-ratelimit-remaining', String(max - count));
      reply.header('x-ratelimit-reset', String(resetSeconds));
      return done();
    }
    reply.header('x-ratelimit-remaining', '0');
    reply.header('x-ratelimit-reset', String(resetSeconds));
    reply.header('retry-after', String(resetSeconds));
    done(tooMany(resetSeconds));
  };
}

/**
 * Per-IP limit on the API routes registered after it in the same scope (static files and icons are
 * not limited: they are cheap and cached). The account flows add their own, tighter limits
 * (services/abuse-limits.ts). Shared counters (Redis) go through @fastify/rate-limit's Redis store,
 * whose cost is the round trip; one process counts in its own memory.
 */
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions) {
  if (!opts.redis) {
    app.addHook('onRequest', localRateLimitHook(opts.max));
    return;
  }
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: WINDOW_MS,
    redis: opts.redis,
    nameSpace: 'api-rate-limit:',
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests; retry in ${context.after}`),
  });
}

export default fp(rateLimiting, { name: 'rate-limit' });
