import type { FastifyInstance } from 'fastify';
import {
  getLotteryDraws,
  getLotteryGameMenus,
  getLotteryGames,
  getLotteryOrders,
  getNearNumeros,
  getPopularLotteries,
  placeLotteryBets,
  verifyLotteryDraw,
} from '@app/contract';
import { sessionOf, TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import { AppError } from '../errors.ts';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { placeBets } from './betting.ts';
import { LOTTERY_GAMES, lotteryGame, publicGame } from './games.ts';
import { drawOf } from './issues-repository.ts';
import { nearAnswer } from './near-answer.ts';
import { cachedPopularGames } from './popular.ts';

const gameOrThrow = (gameId: string) => {
  const game = lotteryGame(gameId);
  if (!game) throw new AppError('lottery.game.unknown', `No lottery game ${gameId}`);
  return game;
};

/** The lottery's API (/lgw, contract lottery.ts): games, draws, verification, bets and orders. */
export default async function lotteryRoutes(app: FastifyInstance) {
  const { issues, orders } = app.lottery;
  const popularGames = cachedPopularGames(app.db, issues);

  registerEndpoint(app, getLotteryGames, async () => ({ games: LOTTERY_GAMES.map(publicGame) }));

  registerEndpoint(app, getLotteryGameMenus, async (request) => {
    const game = gameOrThrow(request.query.gameId);
    return { game: publicGame(game), plays: game.plays };
  });

  registerEndpoint(app, getPopularLotteries, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { games: await popularGames(merchantOf(request).code) };
  });

  registerEndpoint(app, getLotteryDraws, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameId, page, size } = request.query;
    const game = gameOrThrow(gameId);
    const rows = await issues.drawn(merchantOf(request).code, game.gameId, page, size);
    return { draws: rows.slice(0, size).map(drawOf), page, more: rows.length > size };
  });

  registerEndpoint(app, getNearNumeros, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const game = gameOrThrow(request.query.gameId);
    return nearAnswer(issues, merchantOf(request).code, game.gameId);
  });

  registerEndpoint(app, verifyLotteryDraw, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameId, issueNo } = request.query;
    const game = gameOrThrow(gameId);
    const issue = await issues.find(merchantOf(request).code, game.gameId, issueNo);
    if (!issue) throw new AppError('lottery.issue.unknown', `No issue ${issueNo}`);
    return { ...drawOf(issue), message: `${game.gameId}:${issue.issue_no}:<cursor>` };
  });

  registerEndpoint(app, placeLotteryBets, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessionOf(request);
    if (session.type === TRIAL_TYPE)
      throw new AppError('trial.restricted', 'Please login an actual account to use this function');
    return placeBets(
      { db: app.db, money: app.money, issues, orders },
      merchantOf(request),
      session.memberId,
      request.body,
    );
  });

  registerEndpoint(app, getLotteryOrders, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameId, page, size } = request.query;
    if (gameId) gameOrThrow(gameId);
    const found = await orders.page(sessionOf(request).memberId, gameId, page, size);
    return { ...found, page };
  });
}
