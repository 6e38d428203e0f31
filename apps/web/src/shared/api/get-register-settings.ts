import type { FieldRule } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { endpoints } from './endpoints';

/**
 * Spec 5: login and registration rules keyed by field (loginUsername, password, mobileNum...).
 * Shared: the sign-in screens and the password change both validate against them.
 */
export const getRegisterSettings = (signal?: AbortSignal): Promise<Record<string, FieldRule>> =>
  apiRequest(endpoints.getRegisterSettings, { signal });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'settings', 'register'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
