import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';

/** What a request is remembered by: the hash of what the server understood of it, as JSON. */
export const requestHash = (understood: unknown) =>
  createHash('sha256').update(JSON.stringify(understood)).digest('hex');

export const keyReused = (what: string) =>
  new AppError(
    'idempotency.key.reused',
    `This idempotency key was already used for another ${what}`,
  );

/** A request stored earlier under the same key, and how to answer it again. */
export interface Earlier<T> {
  requestHash: string;
  answer: () => T | Promise<T>;
}

/**
 * The one rule of every money-moving request (deposits, withdrawals, adjustments, promotions'
 * payments; vendor calls apply it inside the SQL function `wallet_call`, migration 016): the same
 * key with the same request answers what the first answered and moves nothing; the same key with
 * another request is refused (`conflict`); a new key runs.
 * Callers look the key up under the lock that orders the member's movements, so a concurrent
 * first attempt has committed (or failed) by the time they look.
 */
export async function replayOr<T>(
  earlier: Earlier<T> | null | undefined,
  hash: string,
  conflict: () => Error,
  run: () => Promise<T>,
): Promise<T> {
  if (!earlier) return run();
  if (earlier.requestHash !== hash) throw conflict();
  return earlier.answer();
}
