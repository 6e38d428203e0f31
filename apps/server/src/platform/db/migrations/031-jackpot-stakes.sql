-- 031 the home's jackpot widget (issue 22, spec 2.5 "home widgets", spec 9 "JP (jackpot)"): the
-- stakes placed on jackpot games (games classified JP), kept as a running total and by hour, from
-- which the displayed pool is seed + contribution rate x stakes. A display figure only: no money
-- moves for it and it is no ledger account.
--
-- Written by triggers on bets, like the rebate rollups (020, 030): every writer of a settled bet
-- (the seamless wallet's `wallet_call`, the lottery) feeds it in the bet's own transaction, so the
-- pool grows exactly with the stakes the books hold. The rows are sharded by member (member id
-- mod 8): concurrent bets of different members rarely wait on one row lock.

-- Per merchant: the pool's starting amount and the part of each stake it grows by (basis points).
CREATE TABLE jackpot_settings (
  merchant_code   text PRIMARY KEY REFERENCES merchants (code),
  seed_minor      bigint NOT NULL CHECK (seed_minor >= 0),
  contribution_bp integer NOT NULL CHECK (contribution_bp BETWEEN 0 AND 10000)
);

-- Every real-money stake settled on a JP game, summed.
CREATE TABLE jackpot_stakes (
  merchant_code text NOT NULL REFERENCES merchants (code),
  currency      text NOT NULL,
  shard         smallint NOT NULL,
  stakes_minor  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, shard)
);

-- The same stakes by hour (UTC hour start): the pool's recent growth rate reads the last ones.
CREATE TABLE jackpot_stake_hours (
  merchant_code text NOT NULL REFERENCES merchants (code),
  currency      text NOT NULL,
  hour          timestamptz NOT NULL,
  shard         smallint NOT NULL,
  stakes_minor  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, hour, shard)
);

-- One bet (the seamless wallet's, one per call): nothing unless its game is classified JP.
CREATE FUNCTION jackpot_stake_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM games g WHERE g.node_id = NEW.node_id AND g.game_classify = 'JP')
     OR NEW.stake_minor = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO jackpot_stakes AS j (merchant_code, currency, shard, stakes_minor)
  VALUES (NEW.merchant_code, NEW.currency, NEW.member_id % 8, NEW.stake_minor)
  ON CONFLICT (merchant_code, currency, shard) DO UPDATE SET
    stakes_minor = j.stakes_minor + EXCLUDED.stakes_minor;
  INSERT INTO jackpot_stake_hours AS h (merchant_code, currency, hour, shard, stakes_minor)
  VALUES (NEW.merchant_code, NEW.currency, date_trunc('hour', NEW.settled_at, 'UTC'),
          NEW.member_id % 8, NEW.stake_minor)
  ON CONFLICT (merchant_code, currency, hour, shard) DO UPDATE SET
    stakes_minor = h.stakes_minor + EXCLUDED.stakes_minor;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_jackpot_stake AFTER INSERT ON bets
  FOR EACH ROW
  WHEN (NOT NEW.is_free_play AND NEW.node_id IS NOT NULL
        AND current_setting('mgp.bets_in_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION jackpot_stake_add();

-- Many bets in one statement (030's bulk writers): grouped once per statement.
CREATE FUNCTION jackpot_stake_add_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jackpot_stakes AS j (merchant_code, currency, shard, stakes_minor)
  SELECT n.merchant_code, n.currency, n.member_id % 8, sum(n.stake_minor)
    FROM new_bets n JOIN games g ON g.node_id = n.node_id AND g.game_classify = 'JP'
   WHERE NOT n.is_free_play
   GROUP BY 1, 2, 3
  ON CONFLICT (merchant_code, currency, shard) DO UPDATE SET
    stakes_minor = j.stakes_minor + EXCLUDED.stakes_minor;
  INSERT INTO jackpot_stake_hours AS h (merchant_code, currency, hour, shard, stakes_minor)
  SELECT n.merchant_code, n.currency, date_trunc('hour', n.settled_at, 'UTC'), n.member_id % 8,
         sum(n.stake_minor)
    FROM new_bets n JOIN games g ON g.node_id = n.node_id AND g.game_classify = 'JP'
   WHERE NOT n.is_free_play
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (merchant_code, currency, hour, shard) DO UPDATE SET
    stakes_minor = h.stakes_minor + EXCLUDED.stakes_minor;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_jackpot_stake_bulk AFTER INSERT ON bets
  REFERENCING NEW TABLE AS new_bets
  FOR EACH STATEMENT
  WHEN (current_setting('mgp.bets_in_bulk', true) = 'on')
  EXECUTE FUNCTION jackpot_stake_add_rows();

-- The JP stakes already settled.
INSERT INTO jackpot_stakes (merchant_code, currency, shard, stakes_minor)
SELECT b.merchant_code, b.currency, b.member_id % 8, sum(b.stake_minor)
  FROM bets b JOIN games g ON g.node_id = b.node_id AND g.game_classify = 'JP'
 WHERE NOT b.is_free_play
 GROUP BY 1, 2, 3;
INSERT INTO jackpot_stake_hours (merchant_code, currency, hour, shard, stakes_minor)
SELECT b.merchant_code, b.currency, date_trunc('hour', b.settled_at, 'UTC'), b.member_id % 8,
       sum(b.stake_minor)
  FROM bets b JOIN games g ON g.node_id = b.node_id AND g.game_classify = 'JP'
 WHERE NOT b.is_free_play
 GROUP BY 1, 2, 3, 4;
