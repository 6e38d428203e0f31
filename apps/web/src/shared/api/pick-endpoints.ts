export interface EndpointMeta {
  method: string;
  path: string;
  auth: boolean;
  encrypted?: boolean;
  moduleId?: string;
}

const isEndpoint = (v: unknown): v is EndpointMeta =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as EndpointMeta).method === 'string' &&
  typeof (v as EndpointMeta).path === 'string' &&
  typeof (v as EndpointMeta).auth === 'boolean';

/**
 * Every endpoint object the contract exports. Its `endpoints` map lists what the server registers
 * from the index; the accounts endpoints (and later ones) are exported one by one, so endpoints are
 * picked by shape instead of keeping a second list here. Shared by the Vite plugin (build time)
 * and the development module it serves, so both see the same set.
 */
export function pickEndpoints(contract: Record<string, unknown>): Record<string, EndpointMeta> {
  const out: Record<string, EndpointMeta> = {};
  const index = (contract.endpoints ?? {}) as Record<string, unknown>;
  for (const [name, value] of [...Object.entries(index), ...Object.entries(contract)])
    if (isEndpoint(value)) out[name] = value;
  return out;
}
