import { expect } from 'vitest';
import { z } from 'zod';
import { okEnvelope, type Endpoint } from '@app/contract';

interface Res {
  statusCode: number;
  body: string;
}

/** Asserts a 200 success envelope whose value matches the endpoint's contract, and returns it. */
export function okValue<E extends Endpoint>(endpoint: E, res: Res): z.output<E['value']> {
  expect(res.statusCode, res.body).toBe(200);
  return okEnvelope(endpoint.value).parse(JSON.parse(res.body)).value as z.output<E['value']>;
}

const failureSchema = z.strictObject({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** Extra data of some errors (e.g. `{ captcha: true }` after a failed login). */
  value: z.unknown().optional(),
});

/**
 * Asserts the failure envelope, exactly `{ success: false, errorCode, message }` plus an optional
 * `value`, and returns it.
 */
export function failure(res: Res, statusCode: number, errorCode: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = failureSchema.parse(JSON.parse(res.body));
  expect(body.errorCode).toBe(errorCode);
  return body;
}
