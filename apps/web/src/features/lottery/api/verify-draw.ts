import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { lotteryKeys } from './keys';

/** One issue's commitment (seed hash) and, once drawn, its seed and message. */
export const verifyDraw = (gameId: string, issueNo: string, signal?: AbortSignal) =>
  apiRequest(endpoints.verifyLotteryDraw, { query: { gameId, issueNo }, signal });

export const verifyDrawQueryOptions = (gameId: string, issueNo: string) =>
  queryOptions({
    queryKey: lotteryKeys.verify(gameId, issueNo),
    queryFn: ({ signal }) => verifyDraw(gameId, issueNo, signal),
    // Before the draw the page waits for the seed: it asks again every few seconds until then.
    refetchInterval: ({ state: { data } }) =>
      data && !data.serverSeed && (data.state === 'open' || data.state === 'closed') ? 5000 : false,
    retry: false,
  });

export const useVerifyDraw = (gameId: string, issueNo: string) =>
  useQuery({
    ...verifyDrawQueryOptions(gameId, issueNo),
    enabled: gameId !== '' && issueNo !== '',
  });
