import type { FastifyInstance } from 'fastify';

/** Issue 9: the cashier's withdraw endpoints (contract cashier.ts / records.ts). */
export default async function withdrawRoutes(app: FastifyInstance) {
  void app;
}
