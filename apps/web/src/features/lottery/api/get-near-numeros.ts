import type { LotteryGame } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { nextRefetchMs, serverNow, type NearIssues } from '../lib/issue-clock';
import { lotteryKeys } from './keys';

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
 * Asked again when the answer is due to change (the close, the draw, a result that is late), so a
 * countdown that reaches zero is followed by the next issue without a tap.
 */
export const nearNumerosQueryOptions = (game: Pick<LotteryGame, 'gameId' | 'drawEverySeconds'>) =>
  queryOptions({
    queryKey: lotteryKeys.near(game.gameId),
    queryFn: ({ signal }) => getNearNumeros(game.gameId, signal),
    refetchInterval: (query) => {
      const near = query.state.data;
      return near ? nextRefetchMs(near, game, serverNow(near)) : false;
    },
    staleTime: 1000,
  });

export const useNearNumeros = (game: Pick<LotteryGame, 'gameId' | 'drawEverySeconds'>) =>
  useQuery(nearNumerosQueryOptions(game));
