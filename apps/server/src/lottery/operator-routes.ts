import type { FastifyInstance } from 'fastify';
import { operatorVoidLotteryIssue } from '@app/contract';
import { AppError } from '../errors.ts';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { lotteryGame } from './games.ts';
import { drawOf } from './issues-repository.ts';

/** The operator's lottery decisions (contract lottery.ts): voiding an issue not drawn yet. */
export default async function operatorLotteryRoutes(app: FastifyInstance) {
  const { issues, drawer } = app.lottery;

  registerEndpoint(app, operatorVoidLotteryIssue, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameId, issueNo } = request.body;
    if (!lotteryGame(gameId))
      throw new AppError('lottery.game.unknown', `No lottery game ${gameId}`);
    const merchant = merchantOf(request);
    const issue = await issues.find(merchant.code, gameId, issueNo);
    if (!issue) throw new AppError('lottery.issue.unknown', `No issue ${issueNo}`);
    const refunded = await drawer.voidIssue(issue.id, merchant);
    if (refunded === null)
      throw new AppError('lottery.issue.closed', `Issue ${issueNo} is already ${issue.state}`);
    const now = (await issues.find(merchant.code, gameId, issueNo))!;
    return { issue: drawOf(now), refundedOrders: refunded };
  });
}
