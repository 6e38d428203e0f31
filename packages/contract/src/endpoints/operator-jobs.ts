import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** One run of a scheduled job for one merchant and period (server: platform/jobs). */
export const jobRunSchema = z.object({
  job: z.string(),
  merchantCode: z.string(),
  /** In the merchant's time zone: `2026-11-25` (day), `2026-11-25T06` (hour), `...T06:30` (minute). */
  period: z.string(),
  /** running: started (or its process died and it waits for a retry); failed: the last try threw. */
  state: z.enum(['running', 'done', 'failed']),
  attempts: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Rows the run changed, when the job says. */
  result: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const operatorListJobRuns = defineEndpoint({
  method: 'GET',
  path: '/operator/jobs',
  summary: 'Operator: the latest runs of scheduled jobs (newest first)',
  tags: ['operator'],
  query: z.strictObject({
    job: z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
    state: z.enum(['running', 'done', 'failed']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  value: z.object({ list: z.array(jobRunSchema) }),
  auth: false,
});
