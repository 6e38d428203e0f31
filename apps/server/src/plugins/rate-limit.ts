import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export interface RateLimitOptions {
  /** Requests per minute per client IP. */
  max: number;
  redisUrl: string | undefined;
}

/**
 * Per-IP limit on the API routes registered after it in the same scope (static files and icons are
 * not limited: they are cheap and cached). Counters live in this process's memory; with several
 * processes behind a load balancer they must move to Redis (REDIS_URL), which the scaling issue
 * wires in by passing `redis` here.
 */
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions) {
  if (opts.redisUrl) {
    app.log.warn('REDIS_URL is set, but rate limits are still per process (in memory)');
  }
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests; retry in ${context.after}`),
  });
}

export default fp(rateLimiting, { name: 'rate-limit' });
