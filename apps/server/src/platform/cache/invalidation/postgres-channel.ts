import pg from 'pg';
import type { Queryable } from '../../db/db.ts';
import type { Channel, ChannelEvents } from './channel.ts';

export interface PostgresChannelOptions extends ChannelEvents {
  connectionString: string;
  /** Sends through the app's pool: NOTIFY needs no connection of its own. */
  db: Queryable;
  channel: string;
  /** Names the listening connection in pg_stat_activity (operators, and the reconnect test). */
  applicationName: string;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
/**
 * A listening connection is idle by nature, so a silently dead one (a restarted server behind a
 * NAT, a failover) would never error on its own; a ping now and then finds out.
 */
const PING_MS = 15_000;

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated client listens (a pooled connection cannot: the pool
 * hands it to queries and resets it), sending is a plain `pg_notify` through the pool. When the
 * listener drops it reconnects with backoff and reports `onReconnect`, since whatever was sent
 * meanwhile is lost.
 */
export async function openPostgresChannel(opts: PostgresChannelOptions): Promise<Channel> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: opts.applicationName,
      keepAlive: true,
      // A server that accepts but never answers must not stall the reconnection loop for ever.
      connectionTimeoutMillis: 5_000,
    });
    // Until it is handled below, an error during connect must not crash the process.
    c.on('error', () => {});
    try {
      await c.connect();
      await c.query(`LISTEN "${opts.channel.replace(/"/g, '""')}"`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    c.on('notification', (n) => {
      if (n.channel === opts.channel && n.payload !== undefined) opts.onMessage(n.payload);
    });
    return c;
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (closed || client !== c) return;
    client = null;
    opts.log.warn({ err }, 'invalidation listener lost its connection; reconnecting');
    void c.end().catch(() => {});
    scheduleReconnect();
  };

  const adopt = (c: pg.Client) => {
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      try {
        const c = await connect();
        if (closed) {
          await c.end();
          return;
        }
        retryMs = RETRY_MIN_MS;
        adopt(c);
        opts.log.info('invalidation listener reconnected');
        opts.onReconnect();
      } catch (err) {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        opts.log.warn({ err, retryMs }, 'invalidation listener cannot reconnect yet');
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
  };

  // The first connection is part of start-up: a server that cannot listen must not start.
  adopt(await connect());

  const ping = setInterval(() => {
    const c = client;
    if (c) c.query('SELECT 1').catch((err: Error) => lost(c, err));
  }, PING_MS);
  ping.unref();

  return {
    async send(payload) {
      await opts.db.query('SELECT pg_notify($1, $2)', [opts.channel, payload]);
    },
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
