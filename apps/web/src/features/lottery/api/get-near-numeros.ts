import type { LotteryGame } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { nextRefetchMs, serverNow, type NearIssues } from '../lib/issue-clock';
import { lotteryKeys } from './keys';
import { pageAnswers } from './page-answers';

/**
 * The game's current and next issue and its latest result, with the server's clock: the offset
 * is measured at the middle of the round trip, so countdowns follow the server, not the phone.
 */
export async function getNearNumeros(gameId: string, signal?: AbortSignal): Promise<NearIssues> {
  const sent = Date.now();
  const value = await apiRequest(endpoints.getNearNumeros, { query: { gameId }, signal });
  const offsetMs = Date.parse(value.serverTime) - (sent + Date.now()) / 2;
  return { ...value, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 };
}

/**
 * The game's near issues as the lobby's page carried them, the server's clock measured against
 * the moment the server made them (page-answers.ts).
 */
function fromPage(gameId: string): { near: NearIssues; at: number } | undefined {
  const page = pageAnswers();
  const value = page?.lottery.near.find((n) => n.gameId === gameId)?.value;
  if (!page || !value) return undefined;
  const offsetMs = Date.parse(value.serverTime) - page.at;
  return { near: { ...value, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 }, at: page.at };
}

/**
 * Asked again when the answer is due to change (the close, the draw, a result that is late), so a
 * countdown that reaches zero is followed by the next issue without a tap.
 */
export const nearNumerosQueryOptions = (game: Pick<LotteryGame, 'gameId' | 'drawEverySeconds'>) => {
  const page = fromPage(game.gameId);
  return queryOptions({
    queryKey: lotteryKeys.near(game.gameId),
    queryFn: ({ signal }) => getNearNumeros(game.gameId, signal),
    refetchInterval: (query) => {
      const near = query.state.data;
      return near ? nextRefetchMs(near, game, serverNow(near)) : false;
    },
    staleTime: 1000,
    initialData: page?.near,
    initialDataUpdatedAt: page?.at,
  });
};

export const useNearNumeros = (game: Pick<LotteryGame, 'gameId' | 'drawEverySeconds'>) =>
  useQuery(nearNumerosQueryOptions(game));
