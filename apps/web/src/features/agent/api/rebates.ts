import type {
  getRebateBills as RebateBillsEndpoint,
  getRebates as RebatesEndpoint,
  getTeamBettingGroups as GroupsEndpoint,
  RebateRate,
  ValueOf,
} from '@app/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

/** Rebates and team betting groups (issue 20): member data under ['member', 'agent', ...]. */
const useToken = () => useSessionStore((s) => s.session?.token) ?? '';

/** The scheme, the agent's own rates and (memberId) a direct member's. */
export function useRebates(memberId: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'rebates', token, memberId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getRebates, { query: memberId ? { memberId } : {}, signal }),
    enabled: token !== '',
  });
}

export type RebatesValue = ValueOf<typeof RebatesEndpoint>;

export function useSetRebates() {
  const queryClient = useQueryClient();
  return useMutation<
    { memberId: number; username: string; rates: RebateRate[] },
    ApiError,
    { memberId: number; rates: RebateRate[] }
  >({
    mutationFn: (body) => apiRequest(endpoints.setRebates, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['member', 'agent', 'rebates'] }),
  });
}

type BillsPage = ValueOf<typeof RebateBillsEndpoint>;

export function useRebateBills() {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'rebate-bills', token],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getRebateBills, {
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (last: BillsPage) => last.nextCursor ?? undefined,
    }),
    enabled: token !== '',
  });
}

export function useTeamBettingGroups(query: QueryInput<typeof GroupsEndpoint>, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'betting-groups', token, query],
    queryFn: ({ signal }) => apiRequest(endpoints.getTeamBettingGroups, { query, signal }),
    enabled: enabled && token !== '',
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
