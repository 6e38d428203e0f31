import type { AppInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** The server reads the caller's app version from its user agent (spec 9 App...Ver). */
export const getAppInfo = (signal?: AbortSignal): Promise<AppInfo> =>
  apiRequest(endpoints.getAppInfo, { signal });

export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['install', 'app-info'],
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: 10 * 60_000,
    // A banner that cannot load is simply not shown: no retries, no error toast.
    retry: false,
  });

export const useAppInfo = () => useQuery(appInfoQueryOptions());
