import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 3 "Password change payload" (encrypted). No old password for a member without one. */
export const changePassword = (body: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiRequest(endpoints.changePassword, { body });
