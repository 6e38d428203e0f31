import type { MemberSession } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

/** The security centre's signed-in devices (member data: dropped at sign-out). */
export function useMemberSessions() {
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useQuery({
    queryKey: ['member', 'sessions', token],
    queryFn: ({ signal }) => apiRequest(endpoints.getMemberSessions, { signal }),
    enabled: token !== '',
  });
}

/** Signs out one other device (`id`) or all of them (`others`); answers the devices left. */
export function useEndMemberSessions() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.session?.token) ?? '';
  return useMutation<{ list: MemberSession[] }, ApiError, { id: number } | { others: true }>({
    mutationFn: (body) => apiRequest(endpoints.endMemberSessions, { body }),
    onSuccess: (value) => queryClient.setQueryData(['member', 'sessions', token], value),
  });
}
