import type { HelpEntry } from '@app/contract';
import { endpoints } from '@/shared/api/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** Spec 7: the help centre is asked for the mobile device in the interface language. */
export const getHelpCenter = (lang: string, signal?: AbortSignal): Promise<HelpEntry[]> =>
  apiRequest(endpoints.getHelpCenter, { query: { device: 'MOBILE', lang }, signal });

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'help', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = (lang: string) => useQuery(helpCenterQueryOptions(lang));
