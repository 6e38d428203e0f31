import { headerNames, type LoginBody, type SessionValue } from '@app/contract';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';
import { installedMode } from '@/shared/lib/display-mode';

/** Spec 7: login sends `Device: OTHERS` when run as a standalone home-screen app. */
export const login = (body: LoginBody): Promise<SessionValue> =>
  apiRequest(endpoints.login, {
    body,
    ...(installedMode() && { headers: { [headerNames.device]: 'OTHERS' } }),
  });

/** Spec 2.6: free play creates a trial account and signs it in. */
export const loginFreeplay = (): Promise<SessionValue> => apiRequest(endpoints.loginFreeplay);
