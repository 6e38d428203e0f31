import type { FastifyInstance } from 'fastify';
import { getHealthz, getReadyz, type Readiness } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { declareScope } from '../platform/http/route-docs.ts';
import { AppError } from '../errors.ts';

/**
 * Load balancers and the test harness poll these; they are outside the rate limits and the
 * merchant's status (maintenance is the product's answer, not the process's health).
 * `/healthz`: the process is alive. `/readyz`: it can serve now (its database and, when
 * configured, Redis answer) and is not stopping; a balancer sends no traffic to a process that
 * answers 503. A stopping process is still alive, and answers what reaches it while it drains.
 */
export default async function healthRoutes(app: FastifyInstance) {
  // For balancers, not players: only in the operator's document.
  declareScope(app, { internal: true });
  registerEndpoint(app, getHealthz, async (_request, reply) => {
    await app.db.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  const databaseAnswers = () =>
    app.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
  // A PING through the fallback: false when Redis is down or does not answer within its timeout.
  const redisAnswers = (
    health: NonNullable<typeof app.redisHealth>,
    redis: NonNullable<typeof app.redis>,
  ) =>
    health.use(
      () => redis.ping().then(() => true),
      async () => false,
    );

  registerEndpoint(app, getReadyz, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining.active) throw new AppError('service.unavailable', 'Not ready: shutting down');
    const { redis, redisHealth } = app;
    const [database, redisUp] = await Promise.all([
      databaseAnswers(),
      redis && redisHealth ? redisAnswers(redisHealth, redis) : undefined,
    ]);
    const checks: Readiness = {
      database: database ? 'up' : 'down',
      ...(redisUp !== undefined && { redis: redisUp ? ('up' as const) : ('down' as const) }),
    };
    const down = Object.entries(checks).filter(([, state]) => state === 'down');
    if (down.length) {
      const names = down.map(([name]) => name).join(' and ');
      throw new AppError('service.unavailable', `Not ready: ${names} not reachable`, checks);
    }
    return checks;
  });
}
