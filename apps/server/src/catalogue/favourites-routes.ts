import type { FastifyInstance } from 'fastify';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  removeFavoriteGame,
} from '@app/contract';
import { AppError } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';

/**
 * Spec 4 "Favourites": a member's own list, so never cached and never stored by a browser or proxy
 * (no-store). Trial sessions may keep favourites too: they touch no money and end with the trial.
 */
export default async function favouriteRoutes(app: FastifyInstance) {
  const { favourites } = app.repos;

  registerEndpoint(app, getFavoriteGames, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameType, vendor, pageNo, pageSize } = request.query;
    const { games, totalCount } = await favourites.list(sessionOf(request).memberId, {
      gameType: gameType || undefined,
      vendor: vendor || undefined,
      pageNo,
      pageSize,
    });
    return {
      list: games,
      pageNum: pageNo,
      totalPages: Math.ceil(totalCount / pageSize),
      totalCount,
    };
  });

  registerEndpoint(app, getFavoriteGameIds, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return favourites.ids(sessionOf(request).memberId);
  });

  registerEndpoint(app, addFavoriteGame, async (request) => {
    const { nodeId, vendor } = request.body;
    const outcome = await favourites.add(sessionOf(request).memberId, nodeId, vendor);
    if (outcome === 'unknown') throw new AppError('game.not.found', 'No such game of this vendor');
    // Spec 4 "add skipped if already a favourite": not an error, just nothing added.
    return { added: outcome === 'added' };
  });

  registerEndpoint(app, removeFavoriteGame, async (request) => ({
    removed: await favourites.remove(sessionOf(request).memberId, request.query.nodeId),
  }));
}
