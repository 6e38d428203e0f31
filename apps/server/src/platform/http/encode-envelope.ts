import { z } from 'zod';
import type { Endpoint, ValueOf } from '@app/contract';

/**
 * The success envelope as the route's serializer would send it: the value checked and encoded by
 * the endpoint's schema (throws when it does not match, as the serializer would), then JSON.
 * Done once per cached answer instead of once per request.
 */
export function encodeEnvelope<E extends Endpoint>(endpoint: E, value: ValueOf<E>): Buffer {
  const json = JSON.stringify(z.encode(endpoint.value, value));
  return Buffer.from(`{"success":true,"value":${json}}`);
}
