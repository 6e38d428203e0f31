import type { z } from 'zod';
import type { ModuleId } from './headers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
}

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  V extends z.ZodType = z.ZodType,
>(
  e: Endpoint<Q, B, V>,
) => e;

export type ValueOf<E extends Endpoint> = z.infer<E['value']>;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
