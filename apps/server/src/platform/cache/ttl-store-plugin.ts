import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { watchRedis, type RedisHealth } from './redis-health.ts';
import {
  createFallbackStore,
  createMemoryStore,
  createRedisStore,
  type TtlStore,
} from './ttl-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters, failed-login counts and replay nonces (lib/ttl-store.ts). */
    ttlStore: TtlStore;
    /** The Redis connection when REDIS_URL is set (the API rate limit shares it). */
    redis: Redis | null;
    /** Whether that connection can be used now (null without REDIS_URL). */
    redisHealth: RedisHealth | null;
  }
}

/**
 * One process: counters in memory. Several processes behind a load balancer: REDIS_URL, so that a
 * limit or a used nonce counts for all of them. A Redis that does not answer stops the start-up
 * instead of silently falling back to per-process limits; one that goes away later does not stop
 * the server: counters fall back to this process's memory, with a warning, until it is back.
 */
async function ttlStore(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  if (!redisUrl) {
    const store = createMemoryStore();
    app.decorate('redis', null);
    app.decorate('redisHealth', null);
    app.decorate('ttlStore', store);
    app.addHook('onClose', () => store.close());
    return;
  }
  const redis = new Redis(redisUrl, {
    keyPrefix: redisKeyPrefix,
    lazyConnect: true,
    connectTimeout: 5_000,
    // Down: fail at once (the memory takes over) rather than queue commands until it is back.
    enableOfflineQueue: false,
    // A hung server: a request waits this long for it once, then the outage starts.
    commandTimeout: 1_000,
  });
  // ioredis reports every failed reconnection here; the outage itself is logged once (redis-health).
  redis.on('error', (err) => app.log.debug({ err }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL does not answer: ${(err as Error).message}`, { cause: err });
  }
  const health = watchRedis(redis, app.log);
  const store = createFallbackStore(createRedisStore(redis), createMemoryStore(), health);
  app.decorate('redis', redis);
  app.decorate('redisHealth', health);
  app.decorate('ttlStore', store);
  app.addHook('onClose', async () => {
    health.close();
    await store.close();
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(ttlStore, { name: 'ttl-store' });
