import { useEffect } from 'react';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { useSessionStore } from '@/shared/stores/session-store';

export const renewSession = () => apiRequest(endpoints.renewSession);

/**
 * Spec 4 "Home load: if logged in, renew session". A session that has ended answers 401, and the
 * client then sends the player to /m/login; any other failure leaves the session as it is.
 */
export function useRenewSession() {
  const token = useSessionStore((s) => s.session?.token);
  useEffect(() => {
    if (token) renewSession().catch(() => undefined);
  }, [token]);
}
