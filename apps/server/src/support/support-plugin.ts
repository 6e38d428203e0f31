import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db.ts';
import { createSupportRepository, type NewFeedbackImage } from './support-repository.ts';

/** Support: feedback, customer-service entries, documents and the support page's messages. */
function createSupportService(db: Db) {
  const repository = createSupportRepository(db);
  return {
    ...repository,
    /** A feedback and its images, written in one transaction. */
    submitFeedback: (f: {
      merchantCode: string;
      memberId: number;
      content: string;
      images: NewFeedbackImage[];
    }) => db.transaction((tx) => repository.insertFeedback(tx, f)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    support: ReturnType<typeof createSupportService>;
  }
}

/** The support domain's service, built once. */
async function support(app: FastifyInstance) {
  app.decorate('support', createSupportService(app.db));
}

export default fp(support, { name: 'support', dependencies: ['database'] });
