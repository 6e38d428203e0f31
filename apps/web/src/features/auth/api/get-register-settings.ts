import type { FieldRule } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** Spec 5: login and registration rules keyed by field (loginUsername, password, mobileNum...). */
export const getRegisterSettings = (signal?: AbortSignal): Promise<Record<string, FieldRule>> =>
  apiRequest(endpoints.getRegisterSettings, { signal });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'settings', 'register'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
