import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { crashKeys } from './keys';

/** GET /wps/crash/bets: the caller's last bets, newest first. */
export const getMyCrashBets = (signal?: AbortSignal) =>
  apiRequest(endpoints.getMyCrashBets, { query: { size: '10' }, signal });

export const myCrashBetsQueryOptions = () =>
  queryOptions({
    queryKey: crashKeys.bets,
    queryFn: ({ signal }) => getMyCrashBets(signal),
    select: (value) => value.bets,
  });

export const useMyCrashBets = (enabled: boolean) =>
  useQuery({ ...myCrashBetsQueryOptions(), enabled });
