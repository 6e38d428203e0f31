import type {
  getDownline as DownlineEndpoint,
  getTeamBetting as TeamBettingEndpoint,
  getTeamKpi as TeamKpiEndpoint,
  getTeamPnl as TeamPnlEndpoint,
  ValueOf,
} from '@app/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, type QueryInput } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';
import { TEAM_PAGE_SIZE } from '../lib/agent-contract';

/*
 * The agent area's reads (issue 20). Keys start with ['member']: member data, dropped when the
 * agent signs out (shared/api/query-keys). Figures are a few seconds old at most on screen.
 */
const STALE_MS = 15_000;

const useToken = () => useSessionStore((s) => s.session?.token) ?? '';

export function useAgentInfo() {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'info', token],
    queryFn: ({ signal }) => apiRequest(endpoints.getAgentInfo, { signal }),
    enabled: token !== '',
    staleTime: STALE_MS,
  });
}

export type TeamKpiQuery = QueryInput<typeof TeamKpiEndpoint>;
export type TeamKpi = ValueOf<typeof TeamKpiEndpoint>;

/** The team's counters and figures (size 0), or with a first page of its direct downline. */
export function useTeamKpi(query: TeamKpiQuery) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'kpi', token, query],
    queryFn: ({ signal }) => apiRequest(endpoints.getTeamKpi, { query, signal }),
    enabled: token !== '',
    staleTime: STALE_MS,
    // A new range or member keeps the old figures on screen (dimmed) until the new ones are in.
    placeholderData: keepPreviousData,
  });
}

/** The team's figures with its direct downline's teams, page by page (the summary on each). */
export function useTeamKpiPages(filter: Omit<TeamKpiQuery, 'cursor' | 'size'>) {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'kpi', 'pages', token, filter],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getTeamKpi, {
          query: {
            ...filter,
            size: String(TEAM_PAGE_SIZE),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (last: TeamKpi) => last.nextCursor ?? undefined,
      staleTime: STALE_MS,
    }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export type TeamPnl = ValueOf<typeof TeamPnlEndpoint>;

export function useTeamPnl(query: QueryInput<typeof TeamPnlEndpoint>) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'pnl', token, query],
    queryFn: ({ signal }) => apiRequest(endpoints.getTeamPnl, { query, signal }),
    enabled: token !== '',
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

type DownlineFilter = Omit<QueryInput<typeof DownlineEndpoint>, 'cursor'>;
type DownlinePage = ValueOf<typeof DownlineEndpoint>;

export function useDownline(filter: DownlineFilter) {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'downline', token, filter],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getDownline, {
          query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (last: DownlinePage) => last.nextCursor ?? undefined,
      staleTime: STALE_MS,
    }),
    enabled: token !== '',
  });
}

type BettingFilter = Omit<QueryInput<typeof TeamBettingEndpoint>, 'cursor'>;
type BettingPage = ValueOf<typeof TeamBettingEndpoint>;

export function useTeamBetting(filter: BettingFilter) {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'betting', token, filter],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getTeamBetting, {
          query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (last: BettingPage) => last.nextCursor ?? undefined,
      staleTime: STALE_MS,
    }),
    enabled: token !== '',
  });
}
