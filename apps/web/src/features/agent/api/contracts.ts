import type { Contract, ContractBill } from '@app/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

/** Contracts and bills (issue 20): member data under ['member', 'agent', ...]. */
const useToken = () => useSessionStore((s) => s.session?.token) ?? '';

export function useContracts() {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'contracts', token],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getContracts, { query: { kind: 'daily_wage' }, signal }),
    enabled: token !== '',
  });
}

export function useContractBills() {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'bills', token],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getContractBills, {
          query: { kind: 'daily_wage', ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (last: { list: ContractBill[]; nextCursor: string | null }) =>
        last.nextCursor ?? undefined,
    }),
    enabled: token !== '',
  });
}

/** Spec 4: the contracts waiting for the agent's decision, asked when home loads. */
export function useContractRequests(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'contract-requests', token],
    queryFn: ({ signal }) => apiRequest(endpoints.getContractRequests, { signal }),
    enabled: enabled && token !== '',
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['member', 'agent'] });
};

export function useDecideContract() {
  const refresh = useRefresh();
  return useMutation<Contract, ApiError, { id: number; decision: 'accept' | 'reject' }>({
    mutationFn: (body) => apiRequest(endpoints.decideContract, { body }),
    onSettled: refresh,
  });
}

export interface WageOffer {
  memberId: number;
  tiers: { validStakeMinor: number; activeMembers: number; rateBp: number }[];
}

export function useOfferContract() {
  const refresh = useRefresh();
  return useMutation<Contract, ApiError, WageOffer>({
    mutationFn: (offer) =>
      apiRequest(endpoints.offerContract, { body: { ...offer, kind: 'daily_wage' } }),
    onSettled: refresh,
  });
}
