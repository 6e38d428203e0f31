import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getRecentGames,
  INHOUSE_VENDOR,
  languageCodes,
  launchGame,
  launchLottery,
} from '@app/contract';
import { AppError } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf, TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import type { LaunchGame, LaunchMode } from '../vendors/adapter.ts';
import { vendorAdapter } from '../vendors/registry.ts';
import { gameForCatalogueTile } from '../lottery/games.ts';

const gameNotFound = () => new AppError('game.not.found', 'No such game');

/** Issue 23: the in-house games open inside the app, each on its screen (by catalogue code). */
const IN_HOUSE_URLS: Record<string, string> = {
  dice: '/m/inHouse/dice',
  slot5x3: '/m/inHouse/slot',
  crash: '/m/inHouse/crash',
};

/**
 * Spec 4 "Game launch" and 6: a trial session plays free play only (a real-money request gets the
 * free-play URL when the game has free play, else 403 trial.restricted); free play on a game
 * without it is 403 game.freeplay.unsupported. accountType: 1 real money, 0 free play.
 */
function modeOf(game: LaunchGame, isTrial: boolean, wantsFree: boolean): LaunchMode {
  if (wantsFree && game.freeplay !== 1) {
    throw new AppError('game.freeplay.unsupported', 'This game has no free play');
  }
  if (isTrial && game.freeplay !== 1) {
    throw new AppError('trial.restricted', 'Please login an actual account to use this function');
  }
  return wantsFree || isTrial ? 'free' : 'real';
}

export default async function launchRoutes(app: FastifyInstance) {
  const recent = app.catalogue.recentGames;

  async function launch(request: FastifyRequest, game: LaunchGame, wantsFree: boolean) {
    const session = sessionOf(request);
    const mode = modeOf(game, session.type === TRIAL_TYPE, wantsFree);
    const own = game.vendor.toUpperCase() === INHOUSE_VENDOR ? IN_HOUSE_URLS[game.gameId] : null;
    if (own) {
      // Real money only (no free play): modeOf refused a trial session already.
      await recent.touch(session.memberId, game.nodeId);
      return { gameUrl: own, accountType: 1 as const };
    }
    const gameUrl = await vendorAdapter(app.config, game.vendor).launch({
      merchant: merchantOf(request),
      member: { id: session.memberId, type: session.type, username: session.username },
      game,
      mode,
      // The game's interface: the caller's language when it is one the app has, else BN (spec 1).
      language: languageOf(request, languageCodes) ?? 'BN',
      sessionId: session.id,
    });
    await recent.touch(session.memberId, game.nodeId);
    return { gameUrl, accountType: mode === 'real' ? (1 as const) : (0 as const) };
  }

  registerEndpoint(app, launchGame, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const q = request.query;
    const game = await app.repos.games.forLaunch(q.nodeId, q.vendor);
    if (!game) throw gameNotFound();
    return launch(request, game, q.freeplay === '1');
  });

  // Issue 21: the platform's own lottery (lottery/) opens inside the app: the lobby, or the game
  // a tile of that name is. Real money only: a trial session is refused, as for any game
  // without free play.
  registerEndpoint(app, launchLottery, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { vendor, gameCode, prizeMode, playType } = request.query;
    const lobby = gameCode.toLowerCase() === 'lobby';
    const game = await app.repos.games.lotteryForLaunch(vendor, gameCode, lobby);
    if (!game) throw gameNotFound();
    const session = sessionOf(request);
    if (session.type === TRIAL_TYPE)
      throw new AppError('trial.restricted', 'Please login an actual account to use this function');
    const own = lobby ? undefined : gameForCatalogueTile(game.vendor, game.name);
    const query = new URLSearchParams({ prize_mode: prizeMode, playType });
    if (!lobby) await recent.touch(session.memberId, game.nodeId);
    return {
      gameUrl: `/m/lottery${own ? `/${own.gameId}` : ''}?${query}`,
      accountType: 1 as const,
    };
  });

  registerEndpoint(app, getRecentGames, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const q = request.query;
    return recent.page(sessionOf(request).memberId, {
      gameType: q.gameType,
      vendor: q.vendor,
      page: q.page,
      pageSize: q.pageSize,
    });
  });
}
