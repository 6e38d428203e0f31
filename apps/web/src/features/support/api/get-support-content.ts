import type { SupportContentKind, SupportDocument } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Join-us, sponsor, agreement, terms and policy; the `Language` header picks the version. */
export const getSupportContent = (
  kinds: readonly SupportContentKind[],
  signal?: AbortSignal,
): Promise<SupportDocument[]> =>
  apiRequest(endpoints.getSupportContent, { query: { kinds: kinds.join(',') }, signal });

export const supportContentQueryOptions = (kinds: readonly SupportContentKind[], lang: string) =>
  queryOptions({
    queryKey: ['support', 'content', kinds.join(','), lang],
    queryFn: ({ signal }) => getSupportContent(kinds, signal),
    staleTime: 5 * 60_000,
  });

export const useSupportContent = (kinds: readonly SupportContentKind[], lang: string) =>
  useQuery(supportContentQueryOptions(kinds, lang));
