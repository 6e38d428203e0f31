import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stop's first phase (process/serve.ts): not ready, but still accepting and answering. */
    draining: Draining;
  }
}

export interface Draining {
  /** True from the stop signal on: /readyz answers 503, every answer closes its connection. */
  readonly active: boolean;
  begin(): void;
}

/**
 * A stopping process first drains: its load balancer learns from /readyz that it is going, while
 * requests already on their way are still accepted and answered. Each answer then closes its
 * connection, so that no keep-alive connection is left for a request the closed listener would
 * not see, and the stop ends with the last request in flight.
 */
async function draining(app: FastifyInstance) {
  let active = false;
  app.decorate('draining', {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  });
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (active) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(draining, { name: 'draining' });
