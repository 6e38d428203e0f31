import type { Queryable } from '../db/db.ts';

export type JobRunState = 'running' | 'done' | 'failed';

export interface JobRun {
  job: string;
  merchantCode: string;
  period: string;
  state: JobRunState;
  attempts: number;
  startedAt: Date;
  finishedAt: Date | null;
  result: number | null;
  error: string | null;
}

interface JobRunRow {
  job: string;
  merchant_code: string;
  period: string;
  state: JobRunState;
  attempts: number;
  started_at: Date;
  finished_at: Date | null;
  result: number | null;
  error: string | null;
}

const toRun = (r: JobRunRow): JobRun => ({
  job: r.job,
  merchantCode: r.merchant_code,
  period: r.period,
  state: r.state,
  attempts: r.attempts,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  result: r.result,
  error: r.error,
});

export interface RunKey {
  job: string;
  merchantCode: string;
  period: string;
}

/** Migration 012 `job_runs`: one row per (job, merchant, period). */
export function createJobRunsRepository(db: Queryable) {
  return {
    /**
     * Marks the period running and answers its attempt number, or null when the period is done
     * (never run twice). A row left running by a process that died is taken over: the queue hands
     * a job to one worker at a time, so a second claimant is a retry, not a twin.
     */
    async claim(k: RunKey): Promise<number | null> {
      const [row] = await db.query<{ attempts: number }>(
        `INSERT INTO job_runs (job, merchant_code, period, state) VALUES ($1, $2, $3, 'running')
         ON CONFLICT (job, merchant_code, period) DO UPDATE
            SET state = 'running', attempts = job_runs.attempts + 1, started_at = now(),
                finished_at = NULL, error = NULL
          WHERE job_runs.state <> 'done'
         RETURNING attempts`,
        [k.job, k.merchantCode, k.period],
      );
      return row?.attempts ?? null;
    },

    async finish(k: RunKey, outcome: { result: number | null } | { error: string }) {
      const failed = 'error' in outcome;
      await db.query(
        `UPDATE job_runs SET state = $4, finished_at = now(), result = $5, error = $6
          WHERE job = $1 AND merchant_code = $2 AND period = $3`,
        [
          k.job,
          k.merchantCode,
          k.period,
          failed ? 'failed' : 'done',
          failed ? null : outcome.result,
          failed ? outcome.error.slice(0, 2000) : null,
        ],
      );
    },

    /** The latest runs, newest first (the operator's view). */
    async list(filter: {
      job?: string | undefined;
      state?: JobRunState | undefined;
      limit: number;
    }) {
      const rows = await db.query<JobRunRow>(
        `SELECT * FROM job_runs
          WHERE ($1::text IS NULL OR job = $1) AND ($2::text IS NULL OR state = $2)
          ORDER BY started_at DESC, job, merchant_code LIMIT $3`,
        [filter.job ?? null, filter.state ?? null, filter.limit],
      );
      return rows.map(toRun);
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
