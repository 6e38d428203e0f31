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
    // Issue 9: the balance refreshes after a game round. Games open in this window and a player
    // may come back with the browser's back button, which can restore this page from the
    // back-forward cache with the old figure; a page becoming visible again asks once more.
    refetchOnWindowFocus: 'always',
  });

export function useWalletBalance() {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useQuery({ ...walletBalanceQueryOptions(token), enabled: token !== '' });
}
