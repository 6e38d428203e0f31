import type { BootData } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { LOTTERY_GAMES, publicGame } from '../lottery/games.ts';
import { nearValue } from '../lottery/near-answer.ts';

/** How long one read of the games' issues serves the lobby's pages (an issue lasts a minute). */
const ISSUES_MS = 1000;

/**
 * /m/lottery, the lottery lobby (issue 21), with its games and each game's near issues inline
 * (contract `BootData.lottery`): the cards are the screen's largest element. The issues are read
 * at most once a second per merchant (every visitor's page asks, a member's or not), and each page
 * gets the server's clock as it is sent.
 */
export function createLotteryBoot(app: FastifyInstance) {
  const games = LOTTERY_GAMES.map(publicGame);
  const reads = new Map<string, { at: number; issues: ReturnType<typeof read> }>();
  const read = (merchantCode: string) =>
    Promise.all(games.map((g) => app.lottery.issues.near(merchantCode, g.gameId)));
  const issuesOf = (merchantCode: string) => {
    const kept = reads.get(merchantCode);
    if (kept && Date.now() - kept.at < ISSUES_MS) return kept.issues;
    const issues = read(merchantCode);
    issues.catch(() => reads.delete(merchantCode));
    reads.set(merchantCode, { at: Date.now(), issues });
    return issues;
  };
  return {
    clear: () => reads.clear(),
    async fieldFor(pathname: string, merchant: { code: string }): Promise<string> {
      if (pathname !== '/m/lottery') return '';
      const issues = await issuesOf(merchant.code);
      const near = games.map((g, i) => ({ gameId: g.gameId, value: nearValue(issues[i]!) }));
      return `,"lottery":${JSON.stringify({ games: { games }, near } satisfies BootData['lottery'])}`;
    },
  };
}
