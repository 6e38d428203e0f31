-- Issue 23: crash rounds count against the in-house games' payout cap per merchant day
-- (originals_days, migration 033), without refusing bets for what a bet could win at 10,000x.
-- When a round stops taking bets, its bets are known: the clock gives the round a house limit, the
-- highest multiplier at which every bet still open could cash out (at its auto cash-out, if lower)
-- and keep the day's net payout within the cap, and reserves that round's best case net on the
-- day (reserved_minor). A bet still open when the curve reaches the limit is cashed out at it, as an
-- auto cash-out is. Settling releases each bet's share of the reservation and adds its net to the
-- day it was reserved on (cap_day). Rounds started before this have no limit and reserve nothing.
ALTER TABLE originals_days
  ADD COLUMN reserved_minor bigint NOT NULL DEFAULT 0 CHECK (reserved_minor >= 0);
ALTER TABLE crash_rounds
  ADD COLUMN limit_x100 bigint CHECK (limit_x100 >= 100),
  ADD COLUMN cap_day date,
  ADD CHECK ((limit_x100 IS NULL) = (cap_day IS NULL));
