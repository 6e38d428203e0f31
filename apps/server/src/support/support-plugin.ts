import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSupportRepository, type SupportRepository } from './support-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Feedback, customer-service entries, documents and the support page's messages. */
    support: SupportRepository;
  }
}

/** The support domain's service, built once. */
async function support(app: FastifyInstance) {
  app.decorate('support', createSupportRepository(app.db));
}

export default fp(support, { name: 'support', dependencies: ['database'] });
