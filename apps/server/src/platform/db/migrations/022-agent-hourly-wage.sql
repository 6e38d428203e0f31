-- 022 hourly wage contracts (issue 20): a rate of the team's valid stake in each hour of the
-- merchant's clock, by tiers of that hour's team valid stake and active members, paid the next
-- hour. The hour's figures come from a member-hour rollup written with the member-day-game one.

-- Settled play per member and hour of the merchant's clock (a local timestamp on the hour).
CREATE TABLE member_hour_rollups (
  member_id          bigint NOT NULL REFERENCES members (id),
  hour               timestamp NOT NULL,
  currency           text NOT NULL,
  merchant_code      text NOT NULL REFERENCES merchants (code),
  valid_stakes_minor bigint NOT NULL DEFAULT 0,
  bet_count          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour, currency)
);
CREATE INDEX member_hour_rollups_merchant_hour_idx ON member_hour_rollups (merchant_code, hour);

-- The bets trigger of 020 now writes both rollups, in the bet's own transaction.
CREATE OR REPLACE FUNCTION member_day_game_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  local_at timestamp;
BEGIN
  SELECT NEW.settled_at AT TIME ZONE mc.time_zone INTO local_at
    FROM merchants mc WHERE mc.code = NEW.merchant_code;
  INSERT INTO member_day_game_rollups AS r (member_id, day, currency, vendor, game_type,
    merchant_code, valid_stakes_minor, wins_minor, bet_count)
  VALUES (NEW.member_id, local_at::date, NEW.currency, NEW.vendor,
    COALESCE((SELECT g.game_type FROM games g WHERE g.node_id = NEW.node_id), 'OTHER'),
    NEW.merchant_code, NEW.stake_minor, NEW.win_minor, 1)
  ON CONFLICT (member_id, day, currency, vendor, game_type) DO UPDATE SET
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count;
  INSERT INTO member_hour_rollups AS h (member_id, hour, currency, merchant_code,
    valid_stakes_minor, bet_count)
  VALUES (NEW.member_id, date_trunc('hour', local_at), NEW.currency, NEW.merchant_code,
    NEW.stake_minor, 1)
  ON CONFLICT (member_id, hour, currency) DO UPDATE SET
    valid_stakes_minor = h.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    bet_count = h.bet_count + EXCLUDED.bet_count;
  RETURN NULL;
END
$$;

INSERT INTO member_hour_rollups (member_id, hour, currency, merchant_code, valid_stakes_minor,
  bet_count)
SELECT b.member_id, date_trunc('hour', b.settled_at AT TIME ZONE mc.time_zone), b.currency,
       b.merchant_code, sum(b.stake_minor), count(*)
  FROM bets b JOIN merchants mc ON mc.code = b.merchant_code
 WHERE NOT b.is_free_play
 GROUP BY 1, 2, 3, 4;

ALTER TABLE agent_contracts DROP CONSTRAINT agent_contracts_kind_check;
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_kind_check
  CHECK (kind IN ('daily_wage', 'dividend', 'hourly_wage'));

-- An hourly bill's hour of its day (null: a bill of whole days); one bill per contract and period.
ALTER TABLE agent_contract_bills ADD COLUMN period_hour smallint
  CHECK (period_hour BETWEEN 0 AND 23);
ALTER TABLE agent_contract_bills DROP CONSTRAINT agent_contract_bills_contract_id_period_key;
CREATE UNIQUE INDEX agent_contract_bills_period_uq
  ON agent_contract_bills (contract_id, period, COALESCE(period_hour, -1));
