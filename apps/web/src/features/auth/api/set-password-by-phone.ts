import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 3 "Set-password-by-phone" (encrypted); the server answers with the account name. */
export const setPasswordByPhone = (body: {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}) => apiRequest(endpoints.setPasswordByPhone, { body });
