import type { FastifyInstance } from 'fastify';
import { getHealthz } from '@app/contract';
import { registerEndpoint } from '../../lib/register-endpoint.ts';

/** Load balancers and the test harness poll this; it is not rate limited. */
export default async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, getHealthz, async (_request, reply) => {
    await app.db.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
}
