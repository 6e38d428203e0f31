import type { FastifyInstance } from 'fastify';
import { getHotMatches, type GameItem } from '@app/contract';
import { demoFixtures } from '../demo/sports-fixtures.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { hotMatches, noFixtures, sportsLobbies } from './hot-matches.ts';

/** The sports lobbies change with the catalogue, rarely: read again after this long. */
const LOBBIES_KEEP_MS = 60_000;

/** Hot matches (contract home-widgets.ts): demo fixtures in demo mode, none otherwise. */
export default async function sportsRoutes(app: FastifyInstance) {
  const feed = app.config.demo ? demoFixtures : noFixtures;
  let lobbies: { at: number; games: Promise<GameItem[]> } | null = null;
  const currentLobbies = () => {
    if (!lobbies || Date.now() - lobbies.at > LOBBIES_KEEP_MS) {
      const games = sportsLobbies(app.db);
      lobbies = { at: Date.now(), games };
      games.catch(() => (lobbies = null));
    }
    return lobbies.games;
  };

  registerEndpoint(app, getHotMatches, async (request, reply) => {
    // Live matches turn over by the minute: never kept by a browser or proxy.
    reply.header('cache-control', 'no-store');
    return { list: hotMatches(feed, await currentLobbies(), Date.now(), request.query.size) };
  });
}
