import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Channel } from './invalidation/channel.ts';
import { openPostgresChannel } from './invalidation/postgres-channel.ts';
import { openRedisChannel } from './invalidation/redis-channel.ts';

/**
 * The key a listener receives when everything under its topic may have changed: the connection to
 * the other processes was lost for a while and what they sent meanwhile is gone. Publishing it
 * drops a whole topic on purpose.
 */
export const ALL_KEYS = '*';

/**
 * "This changed, drop what you cached of it", to every server process (ARCHITECTURE "Processes").
 * Topics are plain names (`merchant` with the merchant code as key; catalogue lists later).
 */
export interface Invalidation {
  /**
   * This process's listeners run before the promise resolves; every other process's within about
   * a second. Call it after the change is committed, so that a listener reloading finds it.
   */
  publish(topic: string, key: string): Promise<void>;
  /** Runs `listener` for each key published on `topic` (or ALL_KEYS); returns the unsubscribe. */
  subscribe(topic: string, listener: (key: string) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidation: Invalidation;
  }
}

interface Message {
  /** The sending process: it has delivered to itself already. */
  origin: string;
  /** DATABASE_SCHEMA: test runs share one database, each in its own schema. */
  scope: string;
  topic: string;
  key: string;
}

function parseMessage(payload: string): Message | null {
  try {
    const m = JSON.parse(payload) as Partial<Message>;
    const fields = [m.origin, m.scope, m.topic, m.key];
    return fields.every((f) => typeof f === 'string') ? (m as Message) : null;
  } catch {
    return null;
  }
}

/**
 * Delivery across processes: Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY when the
 * database is a PostgreSQL server. Embedded PGlite serves one process, so in-process is all there is.
 */
async function invalidation(app: FastifyInstance) {
  const { config } = app;
  const origin = randomUUID();
  const scope = config.databaseSchema ?? '';
  const listeners = new Map<string, Set<(key: string) => void>>();

  const deliver = (topic: string, key: string) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(key);
      } catch (err) {
        app.log.error({ err, topic, key }, 'invalidation listener failed');
      }
    }
  };
  const events = {
    log: app.log,
    onMessage(payload: string) {
      const m = parseMessage(payload);
      if (m && m.origin !== origin && m.scope === scope) deliver(m.topic, m.key);
    },
    onReconnect() {
      for (const topic of listeners.keys()) deliver(topic, ALL_KEYS);
    },
  };

  let channel: Channel | null = null;
  if (config.redisUrl && app.redis && app.redisHealth) {
    channel = await openRedisChannel({
      ...events,
      redisUrl: config.redisUrl,
      publisher: app.redis,
      health: app.redisHealth,
      channel: `${config.redisKeyPrefix}invalidation`,
    });
  } else if (app.db.engine === 'postgres' && config.databaseUrl) {
    channel = await openPostgresChannel({
      ...events,
      connectionString: config.databaseUrl,
      db: app.db,
      channel: 'mgp_invalidation',
      applicationName: `mgp-listen:${scope}`.slice(0, 63),
    });
  } else if (app.db.engine === 'postgres') {
    app.log.warn('no DATABASE_URL to listen on: caches are dropped in this process only');
  }
  const transport = channel;
  if (transport) app.addHook('onClose', () => transport.close());

  app.decorate('invalidation', {
    async publish(topic, key) {
      deliver(topic, key);
      await transport?.send(JSON.stringify({ origin, scope, topic, key } satisfies Message));
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  } satisfies Invalidation);
}

export default fp(invalidation, { name: 'invalidation', dependencies: ['database', 'ttl-store'] });
