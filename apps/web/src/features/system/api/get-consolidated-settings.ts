import { enabledFlags, type ConsolidatedSettings } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export const getConsolidatedSettings = (signal?: AbortSignal): Promise<ConsolidatedSettings> =>
  apiRequest(endpoints.getConsolidatedSettings, { signal });

/** White-label flags and templates change rarely: keep them for the visit (5 min stale). */
export const consolidatedSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'settings', 'consolidated'],
    queryFn: ({ signal }) => getConsolidatedSettings(signal),
    staleTime: 5 * 60_000,
  });

export const useConsolidatedSettings = () => useQuery(consolidatedSettingsQueryOptions());

/** The flattened set of enabled white-label keys (API-NOTES), empty until loaded. */
export const useWhitelabelFlags = () =>
  useQuery({ ...consolidatedSettingsQueryOptions(), select: (s) => enabledFlags(s.whitelabel) })
    .data ?? new Set<string>();
