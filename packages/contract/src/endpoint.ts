import type { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import type { ModuleId } from './headers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Optional request headers an endpoint reads besides the ones its kind implies (`auth`:
 * Authorization, `encrypted`: Encryption, `moduleId`: ModuleId; every API call: Merchant).
 * `Authorization` here: a live token, when sent, makes the answer the member's (read state,
 * promotion state); without one the caller is a visitor, never refused.
 */
export type OptionalHeader = 'Language' | 'Authorization' | 'Device';

/**
 * One endpoint of the API: the server registers its route from it (validation and OpenAPI), the
 * client fetches with it (path, method, typed value). Nothing else describes an endpoint.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  V extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  /** Schema of `value` in the success envelope. */
  value: V;
  /** Needs an `Authorization` header with a live session. */
  auth: boolean;
  /** The body travels AES-GCM encrypted (ARCHITECTURE.md "Security"). */
  encrypted?: boolean;
  moduleId?: ModuleId;
  /**
   * The error codes the endpoint's own rules answer. Those its kind implies are added where the
   * route is registered (bad input, no session, a sealed body that does not open, the rate limit,
   * an outage): together they are the codes OpenAPI lists per status, and the server's tests fail
   * on a code a route answers without declaring it.
   */
  errors?: readonly ErrorCode[];
  /** Optional headers it reads (see OptionalHeader). */
  reads?: readonly OptionalHeader[];
}

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  V extends z.ZodType = z.ZodType,
>(
  e: Endpoint<Q, B, V>,
) => e;

/** Whether a value is an endpoint (what the contract exports besides schemas and constants). */
export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  ['method', 'path', 'summary'].every(
    (k) => typeof (value as Record<string, unknown>)[k] === 'string',
  ) &&
  typeof (value as Endpoint).auth === 'boolean';

export type ValueOf<E extends Endpoint> = z.infer<E['value']>;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
