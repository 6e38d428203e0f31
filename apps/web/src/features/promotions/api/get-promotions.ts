import type { Promotion, PromotionCategory } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

/**
 * Query keys of promotions: by interface language (BN, EN: the texts come translated) and by
 * session (the activity states are the member's own; '' for a visitor, as the server renders the
 * page). app/boot-data.ts files the page's inline list under the visitor's keys.
 */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (language: string, token: string) => ['promotions', 'list', language, token] as const,
  detail: (id: number, language: string, token: string) =>
    ['promotions', 'detail', id, language, token] as const,
  categories: (language: string) => ['promotions', 'categories', language] as const,
};

export const getPromotions = (signal?: AbortSignal): Promise<Promotion[]> =>
  apiRequest(endpoints.getAvailablePromotions, { signal }).then((v) => v.content);

export const promotionsQueryOptions = (language: string, token: string) =>
  queryOptions({
    queryKey: promotionsKeys.list(language, token),
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });

/** The caller's language and session token, as the keys above take them. */
export function usePromotionsScope() {
  const { i18n } = useTranslation();
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return { language: i18n.language.slice(0, 2).toUpperCase(), token };
}

/**
 * Every promotion that has started (spec 2.11), filtered by category on the client: one call
 * answers every tab. While a member's own states load after sign-in, the visitor's list stays.
 */
export function usePromotions() {
  const { language, token } = usePromotionsScope();
  return useQuery({
    ...promotionsQueryOptions(language, token),
    placeholderData: keepPreviousData,
  });
}

export const getPromotionCategories = (signal?: AbortSignal): Promise<PromotionCategory[]> =>
  apiRequest(endpoints.getPromotionCategories, { signal });

export function usePromotionCategories() {
  const { language } = usePromotionsScope();
  return useQuery({
    queryKey: promotionsKeys.categories(language),
    queryFn: ({ signal }) => getPromotionCategories(signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export const getPromotionDetail = (id: number, signal?: AbortSignal): Promise<Promotion> =>
  apiRequest(endpoints.getPromotionDetail, { query: { id: String(id) }, signal });

export function usePromotionDetail(id: number | null) {
  const { language, token } = usePromotionsScope();
  return useQuery({
    queryKey: promotionsKeys.detail(id ?? 0, language, token),
    queryFn: ({ signal }) => getPromotionDetail(id!, signal),
    enabled: id !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
