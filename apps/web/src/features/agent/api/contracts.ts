import type { Contract, ContractBill, ContractKind, ContractTier } from '@app/contract';
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

export function useContracts(kind: ContractKind) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'contracts', token, kind],
    queryFn: ({ signal }) => apiRequest(endpoints.getContracts, { query: { kind }, signal }),
    enabled: token !== '',
  });
}

export function useContractBills(kind: ContractKind) {
  const token = useToken();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['member', 'agent', 'bills', token, kind],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(endpoints.getContractBills, {
          query: { kind, ...(pageParam ? { cursor: pageParam } : {}) },
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

/** An offer: the tiers' shape follows the kind (valid stake, or net loss for a dividend). */
export type ContractOffer = { memberId: number } & (
  | {
      kind: 'daily_wage' | 'hourly_wage';
      tiers: Extract<ContractTier, { validStakeMinor: number }>[];
    }
  | { kind: 'dividend'; tiers: Extract<ContractTier, { netLossMinor: number }>[] }
);

export function useWithdrawContract() {
  const refresh = useRefresh();
  return useMutation<Contract, ApiError, number>({
    mutationFn: (id) => apiRequest(endpoints.withdrawContract, { body: { id } }),
    onSettled: refresh,
  });
}

export function useOfferContract() {
  const refresh = useRefresh();
  return useMutation<Contract, ApiError, ContractOffer>({
    mutationFn: (body) => apiRequest(endpoints.offerContract, { body }),
    onSettled: refresh,
  });
}

/** Spec 2.14 and 4: the dividend info (the footer's entry, the dividend page). */
export function useDividendInfo() {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'agent', 'dividend', token],
    queryFn: ({ signal }) => apiRequest(endpoints.getDividendInfo, { signal }),
    enabled: token !== '',
    staleTime: 15_000,
  });
}
