import { Redis } from 'ioredis';
import type { RedisHealth } from '../redis-health.ts';
import type { Channel, ChannelEvents } from './channel.ts';

export interface RedisChannelOptions extends ChannelEvents {
  redisUrl: string;
  /** Sends through the app's connection; a subscribed connection can do nothing else. */
  publisher: Redis;
  /** The publisher's state: while Redis is down, messages are not sent (this process has them). */
  health: Pick<RedisHealth, 'use'>;
  /** Pub/sub channels are not keys: the client's keyPrefix does not apply, the caller prefixes. */
  channel: string;
}

/**
 * Redis pub/sub on a subscriber connection of its own. ioredis reconnects by itself; the channel
 * is subscribed again here rather than by ioredis, so that `onReconnect` is reported only once
 * the subscription is live again (ioredis's `ready` comes before its own re-subscription).
 * While Redis is down a change is only dropped in this process: the others drop everything when
 * their subscriber is back (`onReconnect`), so nothing stale outlives the outage.
 */
export async function openRedisChannel(opts: RedisChannelOptions): Promise<Channel> {
  const subscriber = new Redis(opts.redisUrl, {
    // Named in CLIENT LIST, for operators (and the reconnect test).
    connectionName: opts.channel,
    lazyConnect: true,
    connectTimeout: 5_000,
    autoResubscribe: false,
  });
  let started = false;
  // Every failed reconnection lands here; the outage itself is logged once (redis-health).
  subscriber.on('error', (err) => opts.log.debug({ err }, 'invalidation subscriber error'));
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === opts.channel) opts.onMessage(payload);
  });
  subscriber.on('ready', () => {
    if (!started) return;
    subscriber.subscribe(opts.channel).then(
      () => {
        opts.log.info('invalidation subscriber reconnected');
        opts.onReconnect();
      },
      (err: Error) => opts.log.warn({ err }, 'invalidation subscriber cannot subscribe again'),
    );
  });
  try {
    await subscriber.connect();
    await subscriber.subscribe(opts.channel);
  } catch (err) {
    subscriber.disconnect();
    throw new Error(`REDIS_URL does not answer: ${(err as Error).message}`, { cause: err });
  }
  started = true;
  return {
    async send(payload) {
      await opts.health.use(
        () => opts.publisher.publish(opts.channel, payload),
        async () => 0,
      );
    },
    async close() {
      started = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
