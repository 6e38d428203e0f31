import type { FastifyBaseLogger } from 'fastify';

/** How invalidation messages reach the other server processes (PostgreSQL or Redis). */
export interface Channel {
  /** Hands one message to every listening process (this one may hear its own message back). */
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelEvents {
  onMessage(payload: string): void;
  /**
   * The listening connection came back after a loss: messages sent meanwhile never arrived, so
   * everything cached may be stale.
   */
  onReconnect(): void;
  log: FastifyBaseLogger;
}
