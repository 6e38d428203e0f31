import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_KEY_HEADER } from '@app/contract';
import { AppError, TooManyRequestsError } from '../errors.ts';
import type { TtlStore } from '../platform/cache/ttl-store.ts';
import { clientKey } from '../platform/http/rate-limit.ts';
import type { DocsPart } from '../platform/http/route-docs.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Window of the failed-key count per client. */
const FAILURE_WINDOW_MS = 15 * 60_000;

export interface OperatorThrottle {
  store: TtlStore;
  /** Calls with a missing or wrong key per client IP per 15 minutes (OPERATOR_KEY_FAILURES_PER_IP). */
  maxFailures: number;
}

/**
 * Whether a request carries the operator key (compared as SHA-256 digests in constant time);
 * always false when no key is configured.
 */
export function operatorKeyCheck(configuredKey: string | undefined) {
  const expected = configuredKey === undefined ? null : digest(configuredKey);
  return (request: FastifyRequest): boolean => {
    const sent = request.headers[OPERATOR_KEY_HEADER.toLowerCase()];
    return expected !== null && typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
  };
}

/**
 * The operator API's guard (contract operator.ts): an onRequest hook for the /operator prefix. Keys
 * are compared as SHA-256 digests in constant time, so neither their content nor their length
 * leaks through timing. No key configured: the prefix is closed (403), whatever the caller sends.
 * An address that sent `maxFailures` missing or wrong keys is refused (429) until its window
 * ends, whatever it sends then, so a key cannot be guessed (issue 19).
 */
export function operatorGuard(configuredKey: string | undefined, throttle: OperatorThrottle) {
  const hasKey = operatorKeyCheck(configuredKey);
  return async function requireOperator(request: FastifyRequest): Promise<void> {
    if (configuredKey === undefined) {
      throw new AppError(
        'function.not.available',
        'The operator API is not enabled on this server',
      );
    }
    const key = `operator:keyfail:${clientKey(request.ip)}`;
    const seen = await throttle.store.peek(key);
    if (seen.count >= throttle.maxFailures) {
      const seconds = Math.max(1, Math.ceil(seen.ttlMs / 1000));
      throw new TooManyRequestsError(
        `Too many wrong operator keys; try again in ${seconds} s`,
        seconds,
      );
    }
    if (!hasKey(request)) {
      await throttle.store.increment(key, FAILURE_WINDOW_MS);
      throw new AppError('operator.key.invalid', 'Missing or wrong operator key');
    }
  };
}

/** What the guard reads and answers; operator operations are only in the operator's document. */
export const operatorGuardDocs: DocsPart = {
  errors: ['function.not.available', 'operator.key.invalid', 'TOO_MANY_REQUESTS'],
  headers: [
    {
      name: OPERATOR_KEY_HEADER,
      required: true,
      description: "The operator API's key (OPERATOR_API_KEY).",
    },
  ],
  security: 'operatorKey',
  internal: true,
};
