import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/**
 * Spec 4: DELETE logout with the token. A 401 here means the session had already ended, which is
 * what logging out wants anyway, so it does not send the player to /m/login.
 */
export const logout = (signal: AbortSignal) =>
  apiRequest(endpoints.logout, { signal, quietUnauthorized: true });
