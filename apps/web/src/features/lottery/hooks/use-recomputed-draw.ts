import type { LotteryDraw } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { canVerify, matches, recomputeDraw } from '../lib/verify-draw';

/**
 * The draw recomputed here from its revealed seed (WebCrypto is asynchronous: the query holds
 * the answer), with whether it matches what the server published. As many digits as the game
 * draws, not as many as were published: a short result is a mismatch. Idle before the reveal.
 */
export function useRecomputedDraw(draw: LotteryDraw | undefined, digits: number | undefined) {
  const seed = draw?.serverSeed ?? null;
  const count = digits ?? draw?.result?.length ?? 0;
  const query = useQuery({
    queryKey: ['lottery', 'recomputed', draw?.gameId, draw?.issueNo, seed, count],
    queryFn: () => recomputeDraw(seed!, draw!.gameId, draw!.issueNo, count),
    enabled: seed !== null && canVerify(),
    staleTime: Infinity,
    retry: false,
  });
  return {
    ...query,
    supported: canVerify(),
    check: draw && query.data ? matches(draw, query.data) : null,
  };
}
