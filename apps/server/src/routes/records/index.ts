import type { FastifyInstance } from 'fastify';

/** Issue 9: the cashier's records endpoints (contract cashier.ts / records.ts). */
export default async function recordsRoutes(app: FastifyInstance) {
  void app;
}
