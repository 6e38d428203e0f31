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
