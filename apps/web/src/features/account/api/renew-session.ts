import { useEffect } from 'react';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { getSessionToken } from '@/shared/stores/session-store';

export const renewSession = () => apiRequest(endpoints.renewSession);

/**
 * Spec 4 "Home load: if logged in, renew session". A session that has ended answers 401, and the
 * client then sends the player to /m/login; any other failure leaves the session as it is.
 *
 * The session is read when home loads, not subscribed to: the server renders home signed out, so
 * a subscription made home itself re-render right after hydration, as a store update, which React
 * renders at sync priority in one task. Signing in happens on another screen, which home follows.
 */
export function useRenewSession() {
  useEffect(() => {
    if (getSessionToken()) renewSession().catch(() => undefined);
  }, []);
}
