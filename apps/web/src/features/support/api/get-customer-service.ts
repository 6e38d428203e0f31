import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 3 and 7: LINE-1, FACEBOOK-1 and the type '3' online service link. */
export const customerServiceQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['support', 'customerService', lang],
    queryFn: ({ signal }) => apiRequest(endpoints.getCustomerService, { signal }),
    staleTime: 5 * 60_000,
  });

export const useCustomerService = (lang: string) => useQuery(customerServiceQueryOptions(lang));
