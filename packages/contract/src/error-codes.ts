import { z } from 'zod';

/**
 * Stable error keys. The front end translates them (`errors.<code>` in its dictionaries), so a code
 * is never renamed; the HTTP status tells generic clients what kind of failure it is.
 * Dotted names follow the platforms the front end can also be pointed at (API-NOTES.md).
 */
export const errorStatus = {
  request_param_err: 400,
  'request.body.invalid': 400,
  'request.body.too.large': 413,
  'request.media.unsupported': 415,
  'login.not.session': 401,
  'user.or.token.invalid': 401,
  'function.not.available': 403,
  'not.found': 404,
  'conflict': 409,
  TOO_MANY_REQUESTS: 429,
  'system.maintenance': 503,
  'unknown.error': 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);
