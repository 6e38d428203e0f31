import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

export interface RateLimitOptions {
  /** Requests per minute per client IP. */
  max: number;
  /** Shared counters for several processes (REDIS_URL); in this process's memory when null. */
  redis: Redis | null;
}

/**
 * Per-IP limit on the API routes registered after it in the same scope (static files and icons are
 * not limited: they are cheap and cached). The account flows add their own, tighter limits
 * (services/abuse-limits.ts).
 */
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    ...(opts.redis && { redis: opts.redis, nameSpace: 'api-rate-limit:' }),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests; retry in ${context.after}`),
  });
}

export default fp(rateLimiting, { name: 'rate-limit' });
