import type { FastifyInstance } from 'fastify';
import { operatorListJobRuns } from '@app/contract';
import { registerEndpoint } from '../http/register-endpoint.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** What the scheduled jobs did (contract operator-jobs.ts), for every merchant. */
export default async function operatorJobRoutes(app: FastifyInstance) {
  registerEndpoint(app, operatorListJobRuns, async (request) => {
    const runs = await app.jobs.runs.list(request.query);
    return {
      list: runs.map((r) => ({
        ...r,
        startedAt: new Date(r.startedAt).toISOString(),
        finishedAt: iso(r.finishedAt),
      })),
    };
  });
}
