import type { LotteryDraw } from '@app/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

const PAGE_SIZE = 20;
/** Issue 21: the trend looks at each position over the last 50 issues. */
const TREND_SIZE = 50;

export const getLotteryDraws = (
  query: { gameId: string; page: number; size: number },
  signal?: AbortSignal,
) =>
  apiRequest(endpoints.getLotteryDraws, {
    query: { gameId: query.gameId, page: String(query.page), size: String(query.size) },
    signal,
  });

/** The results tab: drawn (and void) issues, newest first, page by page. */
export const drawPagesQueryOptions = (gameId: string) =>
  infiniteQueryOptions({
    queryKey: [...lotteryKeys.draws(gameId), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      getLotteryDraws({ gameId, page: pageParam, size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.more ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useDrawPages = (gameId: string) => useInfiniteQuery(drawPagesQueryOptions(gameId));

/** The trend tab: the last 50 issues that have a result. */
export const trendQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.draws(gameId), 'trend'],
    queryFn: ({ signal }) => getLotteryDraws({ gameId, page: 1, size: TREND_SIZE }, signal),
    select: (value): LotteryDraw[] => value.draws.filter((d) => d.result !== null),
    staleTime: 10_000,
  });

export const useTrendDraws = (gameId: string) => useQuery(trendQueryOptions(gameId));
