import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 2.8 e-mail recovery: a temporary password goes to the bound e-mail. */
export const recoverPasswordByEmail = (body: { username: string; email: string }) =>
  apiRequest(endpoints.recoverPasswordByEmail, { body });
