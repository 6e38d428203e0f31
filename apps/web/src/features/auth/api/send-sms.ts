import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export type SmsPurpose = 'login' | 'register' | 'password';

/** Spec 7: an SMS code to a mobile number without a session; value.expirationTime, expiredMinutes. */
export const sendSmsNoLogin = (body: {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
}) => apiRequest(endpoints.sendSmsNoLogin, { body });
