import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_KEY_HEADER } from '@app/contract';
import { AppError } from '../errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator API's guard (contract operator.ts): a preHandler for the /operator prefix. Keys are
 * compared as SHA-256 digests in constant time, so neither their content nor their length leaks
 * through timing. No key configured: the prefix is closed (403), whatever the caller sends.
 */
export function operatorGuard(configuredKey: string | undefined) {
  const expected = configuredKey === undefined ? null : digest(configuredKey);
  return async function requireOperator(request: FastifyRequest): Promise<void> {
    if (expected === null) {
      throw new AppError(
        'function.not.available',
        'The operator API is not enabled on this server',
      );
    }
    const sent = request.headers[OPERATOR_KEY_HEADER.toLowerCase()];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new AppError('operator.key.invalid', 'Missing or wrong operator key');
    }
  };
}
