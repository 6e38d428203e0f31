import { ApiError } from '@/shared/api/api-error';

/**
 * A whole number a refusal carries in its envelope's `value` (e.g. `triesLeft`), for the one
 * error code that carries it; null for any other failure, or an answer without it (an older
 * server), where the plain message is all there is to say.
 */
export function errorCount(error: unknown, errorCode: string, field: string): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== errorCode) return null;
  const value = error.value;
  if (typeof value !== 'object' || value === null) return null;
  const n = (value as Record<string, unknown>)[field];
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}
