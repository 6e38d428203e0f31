import type { MemberInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { storage, storageKeys } from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/stores/session-store';

export async function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const info = await apiRequest(endpoints.getMemberInfo, { signal });
  storage.set(storageKeys.memberInfo, info);
  return info;
}

/**
 * Spec 7 "member info (cached locally)": the stored copy shows at once (nickname in the header)
 * while a fresh one loads; keyed by token so another session never sees it.
 */
export const memberInfoQueryOptions = (token: string) =>
  queryOptions<MemberInfo, Error, MemberInfo, string[]>({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    // The stored copy may come from an older shell and lack newer fields; it is only a placeholder.
    placeholderData: (): MemberInfo | undefined =>
      (storage.get(storageKeys.memberInfo) as MemberInfo | null) ?? undefined,
    staleTime: 60_000,
  });

export function useMemberInfo() {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useQuery({ ...memberInfoQueryOptions(token), enabled: token !== '' });
}
