import type { RegisterBody, SessionValue } from '@app/contract';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 7: PUT /wps/member/register (username) or /wps/member/register/mobile, encrypted. */
export const register = (
  method: 'username' | 'mobile',
  body: RegisterBody,
): Promise<SessionValue> =>
  apiRequest(method === 'mobile' ? endpoints.registerByMobile : endpoints.registerByUsername, {
    body,
  });
