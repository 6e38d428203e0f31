import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRecentGamesRepository,
  type RecentGamesRepository,
} from './recent-games-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's per-member services (its shared answers are `catalogueAnswers`). */
    catalogue: { recentGames: RecentGamesRepository };
  }
}

/** The catalogue domain's services, built once. */
async function catalogue(app: FastifyInstance) {
  app.decorate('catalogue', { recentGames: createRecentGamesRepository(app.db) });
}

export default fp(catalogue, { name: 'catalogue', dependencies: ['database'] });
