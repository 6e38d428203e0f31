import type { FastifyInstance } from 'fastify';

/** Issue 9: the cashier's deposit endpoints (contract cashier.ts / records.ts). */
export default async function depositRoutes(app: FastifyInstance) {
  void app;
}
