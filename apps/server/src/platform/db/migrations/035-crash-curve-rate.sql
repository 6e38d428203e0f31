-- 035 (issue 23): each crash round keeps the rate of its curve, m(t) = e^(rate t) with t in ms,
-- fixed when the round is made (a demo server's browser test plays faster rounds; the app draws
-- each round with its own rate). Rounds made before it ran at the default rate.
ALTER TABLE crash_rounds
  ADD COLUMN IF NOT EXISTS curve_rate double precision NOT NULL DEFAULT 0.00006
  CHECK (curve_rate > 0);
