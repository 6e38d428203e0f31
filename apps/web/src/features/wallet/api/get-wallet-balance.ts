import type { WalletBalance } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

export const getWalletBalance = (signal?: AbortSignal): Promise<WalletBalance> =>
  apiRequest(endpoints.getWalletBalance, { signal });

/** The member's wallet (spec 4 "Home load ... member wallet if logged in"), keyed by session. */
export const walletBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => getWalletBalance(signal),
    staleTime: 30_000,
  });

export function useWalletBalance() {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useQuery({ ...walletBalanceQueryOptions(token), enabled: token !== '' });
}
