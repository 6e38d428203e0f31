import type { DownlineMember, OpenAccountBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type OpenedAccount = DownlineMember & { affiliateCode: string | null };

/** Open account (issue 20): the new member joins the agent's downline; its lists load again. */
export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useMutation<OpenedAccount, ApiError, OpenAccountBody>({
    mutationFn: (body) => apiRequest(endpoints.openAccount, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['member', 'agent'] }),
  });
}
