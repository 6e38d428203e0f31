import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorCount } from './error-value';

/**
 * The tries left after a wrong payment password: the server answers 400 `payment.password.invalid`
 * with `value.triesLeft` (0 when this very try locked it); null for any other failure.
 */
export const paymentPasswordTriesLeft = (error: unknown) =>
  errorCount(error, 'payment.password.invalid', 'triesLeft');

/**
 * The valid turnover still needed when a withdrawal is refused for an unmet bonus: 409
 * `withdraw.turnover.unmet` with `value.turnoverLeftMinor` (contract bonus.ts); null otherwise.
 */
export const turnoverLeftOf = (error: unknown) =>
  errorCount(error, 'withdraw.turnover.unmet', 'turnoverLeftMinor');

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
