import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Operational endpoints: a liveness probe for load balancers, and development-only switches that
 * browser tests use to put the demo merchant into maintenance or region-restricted mode. The `/dev`
 * routes do not exist when the server runs with NODE_ENV=production.
 */

export const getHealthz = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process is up and the database answers',
  tags: ['ops'],
  value: z.object({ status: z.literal('ok') }),
  auth: false,
});

export const devHealthSchema = z.object({
  status: z.literal('ok'),
  engine: z.enum(['pglite', 'postgres']),
  nodeEnv: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  merchantCode: z.string(),
});

export const devGetHealth = defineEndpoint({
  method: 'GET',
  path: '/dev/health',
  summary: 'Development only: which database engine and merchant the server runs with',
  tags: ['dev'],
  value: devHealthSchema,
  auth: false,
});

export const devMerchantSettingsSchema = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  /** Empty means every country is allowed. */
  allowedCountries: z.array(z.string()),
});
export type DevMerchantSettings = z.infer<typeof devMerchantSettingsSchema>;

export const devUpdateMerchant = defineEndpoint({
  method: 'PUT',
  path: '/dev/merchant',
  summary: 'Development only: switch maintenance and the allowed countries of the merchant',
  tags: ['dev'],
  // Strict: a misspelt switch must fail loudly instead of silently changing nothing.
  body: z.strictObject({
    maintenance: z.boolean().optional(),
    allowedCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code, upper case'))
      .max(250)
      .optional(),
  }),
  value: devMerchantSettingsSchema,
  auth: false,
});

/** Not part of `endpoints` (the product API): probes and test switches. */
export const opsEndpoints = { getHealthz, devGetHealth, devUpdateMerchant } as const;
