-- Issue 18 item 5: one row per scheduled job, merchant and period (platform/jobs). The key makes a
-- period run at most once to its end: a finished period is never claimed again; a running one whose
-- process died is claimed again when the queue (pg-boss) retries it.
CREATE TABLE IF NOT EXISTS job_runs (
  job           text        NOT NULL,
  merchant_code text        NOT NULL,
  -- The period in the merchant's time zone: '2026-11-25' (day), '2026-11-25T06' (hour),
  -- '2026-11-25T06:30' (minute).
  period        text        NOT NULL,
  state         text        NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  attempts      integer     NOT NULL DEFAULT 1,
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  -- What a finished run reports (rows changed), or the last failure's message.
  result        integer,
  error         text,
  PRIMARY KEY (job, merchant_code, period)
);

CREATE INDEX IF NOT EXISTS job_runs_recent ON job_runs (started_at DESC);
