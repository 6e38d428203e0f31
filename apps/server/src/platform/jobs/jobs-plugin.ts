import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobs, type Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The jobs module for the domains (`app.jobs.define(...)` while registering): started when the app
 * is ready, stopped before the database closes (a graceful stop waits for the runs in flight).
 */
async function jobsPlugin(app: FastifyInstance) {
  const schema = app.config.databaseSchema;
  const jobs = createJobs(app.db, {
    log: app.log.child({ module: 'jobs' }),
    // Beside the app's schema, so that test schemas on one server do not share a queue.
    schema: schema ? `${schema}_pgboss` : 'pgboss',
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
