import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_KEY_HEADER } from '@app/contract';
import { AppError } from '../errors.ts';
import type { DocsPart } from '../platform/http/route-docs.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

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
 * The operator API's guard (contract operator.ts): a preHandler for the /operator prefix. Keys are
 * compared as SHA-256 digests in constant time, so neither their content nor their length leaks
 * through timing. No key configured: the prefix is closed (403), whatever the caller sends.
 */
export function operatorGuard(configuredKey: string | undefined) {
  const hasKey = operatorKeyCheck(configuredKey);
  return async function requireOperator(request: FastifyRequest): Promise<void> {
    if (configuredKey === undefined) {
      throw new AppError(
        'function.not.available',
        'The operator API is not enabled on this server',
      );
    }
    if (!hasKey(request)) {
      throw new AppError('operator.key.invalid', 'Missing or wrong operator key');
    }
  };
}

/** What the guard reads and answers; operator operations are only in the operator's document. */
export const operatorGuardDocs: DocsPart = {
  errors: ['function.not.available', 'operator.key.invalid'],
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
