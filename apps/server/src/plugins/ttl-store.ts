import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createMemoryStore, createRedisStore, type TtlStore } from '../lib/ttl-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters, failed-login counts and replay nonces (lib/ttl-store.ts). */
    ttlStore: TtlStore;
    /** The Redis connection when REDIS_URL is set (the API rate limit shares it). */
    redis: Redis | null;
  }
}

/**
 * One process: counters in memory. Several processes behind a load balancer: REDIS_URL, so that a
 * limit or a used nonce counts for all of them. A Redis that does not answer stops the start-up
 * instead of silently falling back to per-process limits.
 */
async function ttlStore(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  if (!redisUrl) {
    const store = createMemoryStore();
    app.decorate('redis', null);
    app.decorate('ttlStore', store);
    app.addHook('onClose', () => store.close());
    return;
  }
  const redis = new Redis(redisUrl, {
    keyPrefix: redisKeyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL does not answer: ${(err as Error).message}`, { cause: err });
  }
  app.decorate('redis', redis);
  app.decorate('ttlStore', createRedisStore(redis));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(ttlStore, { name: 'ttl-store' });
