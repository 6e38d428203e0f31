import type { LotteryGame } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readBootData } from '@/shared/api/boot-data';
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

/** Answers a page carries are used while they are this fresh; an older one is asked again. */
const PAGE_ANSWER_MS = 10_000;

/**
 * The game's near issues as the lobby's page carried them (contract `BootData.lottery`), the
 * server's clock measured against the moment the page arrived; none once that is a while ago.
 */
function fromPage(gameId: string): { near: NearIssues; at: number } | undefined {
  const value = readBootData()?.lottery?.near.find((n) => n.gameId === gameId)?.value;
  if (!value) return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const at = performance.timeOrigin + (navigation?.responseStart ?? 0);
  if (Date.now() - at > PAGE_ANSWER_MS) return undefined;
  const offsetMs = Date.parse(value.serverTime) - at;
  return { near: { ...value, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 }, at };
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
    initialData: () => fromPage(game.gameId)?.near,
    initialDataUpdatedAt: () => fromPage(game.gameId)?.at,
  });

export const useNearNumeros = (game: Pick<LotteryGame, 'gameId' | 'drawEverySeconds'>) =>
  useQuery(nearNumerosQueryOptions(game));
