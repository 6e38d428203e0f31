import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/** Spec 7 "Username availability". */
export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiRequest(endpoints.checkUsername, { query: { username }, signal });
