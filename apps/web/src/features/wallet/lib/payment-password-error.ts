import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/api-error';

/**
 * The tries left after a wrong payment password: the server answers 400 `payment.password.invalid`
 * with `value.triesLeft` (0 when this very try locked it). Null for any other failure, or for an
 * answer without the count (an older server), where the plain message is all there is to say.
 */
export function paymentPasswordTriesLeft(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'payment.password.invalid') return null;
  const value = error.value;
  if (typeof value !== 'object' || value === null) return null;
  const left = (value as { triesLeft?: unknown }).triesLeft;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}

/**
 * What a refused call that asked the payment password says: the tries left after a wrong one
 * (or that it is locked now), else the failure's own translated message.
 */
export function paymentPasswordMessage(t: TFunction, error: unknown): string {
  const triesLeft = paymentPasswordTriesLeft(error);
  if (triesLeft === null)
    return error instanceof ApiError ? error.message : t('errors.unknown.error');
  return triesLeft > 0
    ? t('wallet.withdraw.form.passwordTriesLeft', { count: triesLeft })
    : t('wallet.withdraw.form.passwordLockedNow');
}
