import type { FastifyInstance } from 'fastify';
import { getGameList, getGameVendors, getHotGames, getVendorGameTypes } from '@app/contract';
import { registerPreSerialisedEndpoint } from '../platform/http/register-endpoint.ts';
import { gameListFilter } from './game-list-filter.ts';
import favouriteRoutes from './favourites-routes.ts';

/**
 * The catalogue (issue 8): game list, hot list, vendors and their game types, all the same for
 * every caller, so each answer is built once per parameter set and sent as bytes until the
 * catalogue changes (plugins/catalogue-answers.ts). Favourites are per member and not cached.
 * Launch, recent games and the vendors' wallet calls live in routes/launch and routes/vendor.
 */
export default async function gameRoutes(app: FastifyInstance) {
  const answers = app.catalogueAnswers;

  registerPreSerialisedEndpoint(app, getGameList, (request) =>
    answers.gameList(gameListFilter(request.query)),
  );

  // The refresh flag only tells the client to drop its HOT_GAMES copy (spec 4); the answer is
  // the same, and as fresh as the last published change.
  registerPreSerialisedEndpoint(app, getHotGames, () => answers.hotGames());

  registerPreSerialisedEndpoint(app, getGameVendors, () => answers.vendors());

  registerPreSerialisedEndpoint(app, getVendorGameTypes, (request) =>
    answers.vendorGameTypes(request.query.typeId || undefined),
  );

  await app.register(favouriteRoutes);
}
