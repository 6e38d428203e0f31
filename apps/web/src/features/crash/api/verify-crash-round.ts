import type { ValueOf, verifyCrashRound } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { crashKeys } from './keys';

export type CrashRoundProof = ValueOf<typeof verifyCrashRound>;

/** GET /wps/crash/verify?round=: the round's seed (once busted), its chain link and commitment. */
export const getCrashRoundProof = (roundNo: number, signal?: AbortSignal) =>
  apiRequest(endpoints.verifyCrashRound, { query: { round: String(roundNo) }, signal });

export const crashProofQueryOptions = (roundNo: number) =>
  queryOptions({
    queryKey: crashKeys.verify(roundNo),
    queryFn: ({ signal }) => getCrashRoundProof(roundNo, signal),
    // A busted round never changes; one still running is asked again.
    staleTime: (q) => (q.state.data?.seed ? Infinity : 2_000),
  });

export const useCrashRoundProof = (roundNo: number) =>
  useQuery({ ...crashProofQueryOptions(roundNo), enabled: roundNo > 0 });
