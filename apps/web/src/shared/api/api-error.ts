import { lookup } from '../i18n/i18n';

/** A failed call: `errorCode` is the contract's stable key, `message` is already translated. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errorCode: string,
    readonly status: number,
    message: string,
    /** Extra data some failures carry, e.g. `{ captcha: true }` after a failed login (spec 8). */
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/** `errors.<code>` in the current language, else the server's own message, else 'Unknown error'. */
export function translateError(errorCode: string, serverMessage?: string): string {
  return (
    lookup(`errors.${errorCode}`) ??
    (serverMessage || lookup('errors.unknown.error') || 'Unknown error')
  );
}
