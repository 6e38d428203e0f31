import type { HelpEntry } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 7: the help centre is asked for the mobile device in the interface language. */
export const getHelpCenter = (lang: string, signal?: AbortSignal): Promise<HelpEntry[]> =>
  apiRequest(endpoints.getHelpCenter, { query: { device: 'MOBILE', lang }, signal });

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'help', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 5 * 60_000,
  });

/** In the language the page shows (i18n's, as on the server that rendered it). */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQueryOptions(i18n.language.slice(0, 2).toUpperCase()));
}
