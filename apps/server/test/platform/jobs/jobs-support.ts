import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { JobRun } from '../../../src/platform/jobs/job-runs-repository.ts';

/** The run of `job` for `period` once it reached a final state (done, or failed after `attempts`). */
export async function settledRun(
  app: FastifyInstance,
  job: string,
  period: string,
  until: (run: JobRun) => boolean = (r) => r.state === 'done',
): Promise<JobRun> {
  let found: JobRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await app.jobs.runs.list({ job, limit: 100 });
        found = runs.find((r) => r.period === period);
        return found !== undefined && until(found);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return found!;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
