import { useQuery } from '@tanstack/react-query';
import { canVerify } from '@/shared/lib/fair-hmac';
import type { Round } from '../api/get-round';
import { recomputeRound } from '../lib/verify-round';

/** The round recomputed in this browser once its seed is revealed (null before, or no WebCrypto). */
export function useRecomputedRound(round: Round | undefined) {
  const seed = round?.serverSeed ?? null;
  return useQuery({
    queryKey: ['originals', 'recomputed', round?.ref, seed],
    queryFn: () =>
      recomputeRound({
        game: round!.game,
        serverSeed: seed!,
        clientSeed: round!.clientSeed,
        nonce: round!.nonce,
      }),
    enabled: round !== undefined && seed !== null && canVerify(),
    staleTime: Infinity,
  });
}
