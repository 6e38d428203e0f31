-- 020 rebates (issue 20): valid stake by vendor and game category per member day, the merchant's
-- rebate scheme, each member's rates, and the daily rebate bills.

-- Settled play per member, merchant day, vendor and game category (the game's type; 'OTHER' for a
-- round whose game is not in the catalogue). Team betting by vendor and category and the rebate
-- settlement read it. Written by a trigger on bets, so every writer of a settled bet (the vendor
-- wallet's `wallet_call`, and the lottery and in-house games after it) feeds it in the bet's own
-- transaction. A round counts on the day it settles, its stake as valid stake; free play has none.
CREATE TABLE member_day_game_rollups (
  member_id          bigint NOT NULL REFERENCES members (id),
  day                date NOT NULL,
  currency           text NOT NULL,
  vendor             text NOT NULL,
  game_type          text NOT NULL,
  merchant_code      text NOT NULL REFERENCES merchants (code),
  valid_stakes_minor bigint NOT NULL DEFAULT 0,
  wins_minor         bigint NOT NULL DEFAULT 0,
  bet_count          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, currency, vendor, game_type)
);
CREATE INDEX member_day_game_rollups_merchant_day_idx
  ON member_day_game_rollups (merchant_code, day);

CREATE FUNCTION member_day_game_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_day_game_rollups AS r (member_id, day, currency, vendor, game_type,
    merchant_code, valid_stakes_minor, wins_minor, bet_count)
  SELECT NEW.member_id, (NEW.settled_at AT TIME ZONE mc.time_zone)::date, NEW.currency,
         NEW.vendor, COALESCE((SELECT g.game_type FROM games g WHERE g.node_id = NEW.node_id),
                              'OTHER'),
         NEW.merchant_code, NEW.stake_minor, NEW.win_minor, 1
    FROM merchants mc WHERE mc.code = NEW.merchant_code
  ON CONFLICT (member_id, day, currency, vendor, game_type) DO UPDATE SET
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_member_day_game AFTER INSERT ON bets
  FOR EACH ROW WHEN (NOT NEW.is_free_play) EXECUTE FUNCTION member_day_game_add();

INSERT INTO member_day_game_rollups (member_id, day, currency, vendor, game_type, merchant_code,
  valid_stakes_minor, wins_minor, bet_count)
SELECT b.member_id, (b.settled_at AT TIME ZONE mc.time_zone)::date, b.currency, b.vendor,
       COALESCE(g.game_type, 'OTHER'), b.merchant_code, sum(b.stake_minor), sum(b.win_minor),
       count(*)
  FROM bets b
  JOIN merchants mc ON mc.code = b.merchant_code
  LEFT JOIN games g ON g.node_id = b.node_id
 WHERE NOT b.is_free_play
 GROUP BY 1, 2, 3, 4, 5, 6;

-- The merchant's rebate scheme: per game category, the highest rate (basis points of valid stake)
-- and the step between its levels (a rate is a whole number of steps).
CREATE TABLE rebate_schemes (
  merchant_code text NOT NULL REFERENCES merchants (code),
  game_type     text NOT NULL,
  max_rate_bp   integer NOT NULL CHECK (max_rate_bp BETWEEN 0 AND 1000),
  step_bp       integer NOT NULL CHECK (step_bp > 0),
  PRIMARY KEY (merchant_code, game_type)
);

-- A member's rate per category (none: 0). A child's rate is never above its upline's: the agent
-- sets it (open account, the rebate screen), never lowers it (the child's own downline was given
-- rates under it), and the operator sets a top agent's.
CREATE TABLE member_rebate_rates (
  member_id  bigint NOT NULL REFERENCES members (id),
  game_type  text NOT NULL,
  rate_bp    integer NOT NULL CHECK (rate_bp >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_type)
);

-- A merchant day's rebates are written once, all at once: the day's row and every member's bill
-- (pending) in one statement's transaction, from the rates as they stand then; the bills are then
-- paid in batches. A day written is never computed again (a rate raised later, a crash between
-- batches), so no member is paid twice on one bet's stake.
CREATE TABLE rebate_days (
  merchant_code text NOT NULL REFERENCES merchants (code),
  day           date NOT NULL,
  written_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, day)
);

-- One bill per member and merchant day: for each category, the member's own valid stake (at its
-- own rate) and its direct downline's teams' (at its rate less each child's), and the amount; paid
-- by the platform's rebate account (never short), its posting keyed `rebate:<member>:<day>`.
CREATE TABLE rebate_bills (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (code),
  member_id        bigint NOT NULL REFERENCES members (id),
  day              date NOT NULL,
  -- [{ gameType, ownStakeMinor, ownRateBp, teamStakeMinor, amountMinor }]
  figures          jsonb NOT NULL,
  amount_minor     bigint NOT NULL CHECK (amount_minor > 0),
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid')),
  journal_entry_id bigint REFERENCES journal_entries (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  paid_at          timestamptz,
  UNIQUE (member_id, day)
);
CREATE INDEX rebate_bills_merchant_day_idx ON rebate_bills (merchant_code, day);
CREATE INDEX rebate_bills_pending_idx ON rebate_bills (merchant_code, id) WHERE state = 'pending';

-- A rebate lands in the member's day as a rebate (team profit and loss counts it).
CREATE OR REPLACE FUNCTION money_rollup_add(p_member bigint, p_merchant text, p_currency text,
  p_tz text, p_kind text, p_net bigint, p_valid_stakes bigint DEFAULT 0,
  p_bet_count integer DEFAULT 0)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  deposits bigint := 0;
  deposit_n integer := 0;
  withdrawals bigint := 0;
  withdrawal_n integer := 0;
  bonuses bigint := 0;
  adjustments bigint := 0;
  stakes bigint := 0;
  wins bigint := 0;
  rebates bigint := 0;
BEGIN
  CASE p_kind
    WHEN 'deposit' THEN deposits := p_net; deposit_n := 1;
    WHEN 'withdraw_payout' THEN withdrawals := -p_net; withdrawal_n := 1;
    WHEN 'deposit_bonus', 'promotion_bonus', 'bonus_forfeit' THEN bonuses := p_net;
    WHEN 'adjustment' THEN adjustments := p_net;
    WHEN 'bet', 'rollback' THEN stakes := -p_net;
    WHEN 'win' THEN wins := p_net;
    WHEN 'rebate' THEN rebates := p_net;
    ELSE NULL;
  END CASE;
  IF deposits = 0 AND deposit_n = 0 AND withdrawals = 0 AND withdrawal_n = 0 AND bonuses = 0
     AND adjustments = 0 AND stakes = 0 AND wins = 0 AND rebates = 0 AND p_valid_stakes = 0
     AND p_bet_count = 0
  THEN
    RETURN;
  END IF;
  INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, deposits_minor,
    deposit_count, withdrawals_minor, withdrawal_count, bonuses_minor, adjustments_minor,
    stakes_minor, valid_stakes_minor, wins_minor, bet_count, rebates_minor)
  VALUES (p_member, (now() AT TIME ZONE p_tz)::date, p_currency, p_merchant, deposits, deposit_n,
    withdrawals, withdrawal_n, bonuses, adjustments, stakes, p_valid_stakes, wins, p_bet_count,
    rebates)
  ON CONFLICT (member_id, day, currency) DO UPDATE SET
    deposits_minor = r.deposits_minor + EXCLUDED.deposits_minor,
    deposit_count = r.deposit_count + EXCLUDED.deposit_count,
    withdrawals_minor = r.withdrawals_minor + EXCLUDED.withdrawals_minor,
    withdrawal_count = r.withdrawal_count + EXCLUDED.withdrawal_count,
    bonuses_minor = r.bonuses_minor + EXCLUDED.bonuses_minor,
    adjustments_minor = r.adjustments_minor + EXCLUDED.adjustments_minor,
    stakes_minor = r.stakes_minor + EXCLUDED.stakes_minor,
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count,
    rebates_minor = r.rebates_minor + EXCLUDED.rebates_minor;
END
$$;
