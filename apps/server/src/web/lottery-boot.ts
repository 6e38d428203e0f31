import type { BootData } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { LOTTERY_GAMES, publicGame } from '../lottery/games.ts';
import { nearAnswer } from '../lottery/near-answer.ts';

/**
 * /m/lottery, the lottery lobby (issue 21), with its games and each game's near issues inline
 * (contract `BootData.lottery`): the cards are the screen's largest element. Read for every page
 * sent, never kept: an issue closes every minute.
 */
export function createLotteryBoot(app: FastifyInstance) {
  return {
    clear: () => {},
    async fieldFor(pathname: string, merchant: { code: string }): Promise<string> {
      if (pathname !== '/m/lottery') return '';
      const games = LOTTERY_GAMES.map(publicGame);
      const near = await Promise.all(
        games.map(async (g) => ({
          gameId: g.gameId,
          value: await nearAnswer(app.lottery.issues, merchant.code, g.gameId),
        })),
      );
      return `,"lottery":${JSON.stringify({ games: { games }, near } satisfies BootData['lottery'])}`;
    },
  };
}
