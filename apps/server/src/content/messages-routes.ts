import type { FastifyInstance } from 'fastify';
import announcementRoutes from './announcement-routes.ts';
import mailRoutes from './mail-routes.ts';

/** Announcement detail and read state, and platform mail (contract messages.ts). */
export default async function messagesRoutes(app: FastifyInstance) {
  await app.register(announcementRoutes);
  await app.register(mailRoutes);
}
