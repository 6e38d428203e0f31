import { errorStatus, type ErrorCode } from '@app/contract';

/**
 * A failure the client should see: a stable `errorCode` (translated by the front end), its HTTP
 * status from the contract, and an English fallback message. Anything thrown that is not an
 * AppError (or a known framework error) becomes a 500 without details.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    /** Extra data for the client, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
  ) {
    super(message);
    this.statusCode = errorStatus[errorCode];
  }
}

/** 429 with a Retry-After header (the error handler sets it). */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** Seconds a client is asked to wait (Retry-After) when a service the server needs is down. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** 503: the database (or Redis, for /readyz) cannot be used now; nothing was changed or saved. */
export const serviceUnavailable = (value?: unknown) =>
  new AppError(
    'service.unavailable',
    'The service is temporarily unavailable; please try again in a few seconds',
    value,
  );

export const badRequest = (message: string) => new AppError('request_param_err', message);
export const notFound = (message = 'Not found') => new AppError('not.found', message);
export const notSignedIn = () =>
  new AppError('login.not.session', 'The account has been logged out, please log in again');
export const trialRestricted = () =>
  new AppError('trial.restricted', 'Please login an actual account to use this function');
