import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 7 "chat launch": value.chatUrl, the page the customer-service iframe shows. */
export const chatLaunchQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['support', 'chatLaunch', lang],
    queryFn: ({ signal }) => apiRequest(endpoints.getChatLaunch, { signal }),
    staleTime: 60_000,
  });

export const useChatLaunch = (lang: string) => useQuery(chatLaunchQueryOptions(lang));
