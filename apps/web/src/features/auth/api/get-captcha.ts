import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export const getCaptcha = (signal?: AbortSignal) => apiRequest(endpoints.getCaptcha, { signal });

/**
 * A captcha is single use: it is never reused from cache, only replaced (on a tap, after a failed
 * attempt, on a method switch) by refetching.
 */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', scope],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCaptcha = (scope: string, enabled: boolean) =>
  useQuery({ ...captchaQueryOptions(scope), enabled });
