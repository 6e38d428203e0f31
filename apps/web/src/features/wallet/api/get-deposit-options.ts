import type { ValueOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { usePreferencesStore } from '@/shared/stores/preferences-store';

export type DepositOptions = ValueOf<typeof endpoints.getDepositOptions>;

export const getDepositOptions = (signal?: AbortSignal): Promise<DepositOptions> =>
  apiRequest(endpoints.getDepositOptions, { signal });

/** Channels and promotions; keyed by language because promotion titles come translated. */
export const depositOptionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['wallet', 'deposit', 'options', language],
    queryFn: ({ signal }) => getDepositOptions(signal),
    staleTime: 60_000,
  });

export function useDepositOptions() {
  const language = usePreferencesStore((s) => s.language);
  return useQuery(depositOptionsQueryOptions(language));
}
