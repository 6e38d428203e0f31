import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dialingCodeSchema, mobileNumSchema } from './session.ts';
import { gameItemSchema } from './games.ts';
import { appSettingsChangeSchema } from './app-info.ts';
import { isoDate } from './money.ts';

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

/** What /readyz checks; `down` names the one that failed (503) without any detail about it. */
export const readinessSchema = z.object({
  database: z.enum(['up', 'down']),
  /** Absent when REDIS_URL is not set. */
  redis: z.enum(['up', 'down']).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const getReadyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary:
    'Readiness: the database and (when configured) Redis answer; 503 service.unavailable with the checks as value when one does not',
  tags: ['ops'],
  value: readinessSchema,
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
  summary:
    'Development only: switch maintenance and the allowed countries of the merchant, change its app links and version',
  tags: ['dev'],
  // Strict: a misspelt switch must fail loudly instead of silently changing nothing.
  body: z.strictObject({
    maintenance: z.boolean().optional(),
    allowedCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code, upper case'))
      .max(250)
      .optional(),
    /** The installable app's links, latest version and mandatory-update flag (app-info.ts). */
    app: appSettingsChangeSchema.optional(),
  }),
  value: devMerchantSettingsSchema,
  auth: false,
  errors: ['not.found'],
});

/** A message the demo SMS or e-mail provider "sent" (the outbox). */
export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** Mobile number with dialing code as digits ('8801711000001'), or the e-mail address. */
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The secret in the message (SMS code or temporary password), for tests. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devGetOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary:
    'Development only: messages sent to a mobile number (digits with dialing code) or e-mail, newest first',
  tags: ['dev'],
  query: z.object({ to: z.string().trim().min(1).max(254) }),
  value: z.array(outboxMessageSchema),
  auth: false,
});

export const devGetCaptchaAnswer = defineEndpoint({
  method: 'GET',
  path: '/dev/captcha/:captchaId',
  summary: 'Development only: the answer of a live captcha (does not use it up)',
  tags: ['dev'],
  value: z.object({ answer: z.string() }),
  auth: false,
  errors: ['not.found'],
});

export const devExpireSms = defineEndpoint({
  method: 'POST',
  path: '/dev/sms/expire',
  summary: 'Development only: lets the unused SMS codes of a mobile number expire now',
  tags: ['dev'],
  body: z.strictObject({ mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema }),
  value: z.object({ expired: z.number().int() }),
  auth: false,
});

export const devUpdateGame = defineEndpoint({
  method: 'PUT',
  path: '/dev/game',
  summary:
    'Development only: rename a game or flip its hot and new flags; every process drops its cached catalogue lists',
  tags: ['dev'],
  // Strict, as devUpdateMerchant: a misspelt switch must fail instead of changing nothing.
  body: z.strictObject({
    nodeId: z.number().int().positive(),
    name: z.string().trim().min(1).max(100).optional(),
    /** true puts the game at the end of the hot list; false takes it off. */
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
  }),
  value: z.object({
    game: gameItemSchema,
    isHot: z.boolean(),
    hotRank: z.number().int().nullable(),
  }),
  auth: false,
  errors: ['game.not.found'],
});

/** Not part of `endpoints` (the product API): probes and test switches. */
export const opsEndpoints = {
  getHealthz,
  getReadyz,
  devGetHealth,
  devUpdateMerchant,
  devGetOutbox,
  devGetCaptchaAnswer,
  devExpireSms,
  devUpdateGame,
} as const;

export const devSettleAgents = defineEndpoint({
  method: 'POST',
  path: '/dev/agents/settle',
  summary:
    "Development only: settles a merchant day now (today by default) as the next morning's jobs would: rebates, daily-wage bills, the dividend of its half month so far, and their payment; a period settles once, so later rounds of it are never paid on",
  tags: ['dev'],
  body: z.strictObject({ day: isoDate.optional() }),
  value: z.object({
    day: isoDate,
    rebatesPaid: z.number().int(),
    /** Contract bills written: daily wage and dividend. */
    wageBills: z.number().int(),
  }),
  auth: false,
  errors: ['records.range.invalid'],
});
