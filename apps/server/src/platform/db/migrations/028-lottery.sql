-- 028 (issue 21): the lottery. Issues are made ahead from each game's schedule, each with a
-- random server seed whose SHA-256 is published at once; the seed is revealed with the result,
-- which is HMAC-SHA256 of it (lottery/fair-draw.ts). An issue is open until its close time,
-- closed until its draw, drawn until every order is settled, then settled; or void (refunded).
CREATE TABLE lottery_issues (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  game_id       text NOT NULL,
  -- YYYYMMDD-NNNN: the merchant's date of the draw and the draw's number that day.
  issue_no      text NOT NULL,
  state         text NOT NULL DEFAULT 'open'
                CHECK (state IN ('open', 'closed', 'drawn', 'settled', 'void')),
  close_at      timestamptz NOT NULL,
  draw_at       timestamptz NOT NULL,
  seed_hash     text NOT NULL,
  -- Secret until the draw: no answer carries it while the issue is open or closed.
  server_seed   text NOT NULL,
  result        smallint[],
  drawn_at      timestamptz,
  settled_at    timestamptz,
  UNIQUE (merchant_code, game_id, issue_no),
  CHECK (close_at <= draw_at),
  CHECK ((state IN ('drawn', 'settled')) = (result IS NOT NULL))
);
CREATE INDEX lottery_issues_game_idx ON lottery_issues (merchant_code, game_id, draw_at DESC);
CREATE INDEX lottery_issues_due_idx ON lottery_issues (draw_at)
  WHERE state IN ('open', 'closed', 'drawn');

-- A chase: the same bets over consecutive issues, placed (and paid for) at once; with
-- stop_on_win, the first winning issue cancels and refunds the orders of the issues after it.
CREATE SEQUENCE lottery_no_seq;
CREATE TABLE lottery_chases (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chase_no    text NOT NULL UNIQUE
              DEFAULT 'C' || lpad(nextval('lottery_no_seq')::text, 10, '0'),
  member_id   bigint NOT NULL REFERENCES members (id),
  stop_on_win boolean NOT NULL,
  stopped_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lottery_orders (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no        text NOT NULL UNIQUE
                  DEFAULT 'L' || lpad(nextval('lottery_no_seq')::text, 10, '0'),
  merchant_code   text NOT NULL REFERENCES merchants (code),
  member_id       bigint NOT NULL REFERENCES members (id),
  issue_id        bigint NOT NULL REFERENCES lottery_issues (id),
  chase_id        bigint REFERENCES lottery_chases (id),
  play_code       text NOT NULL,
  picks           jsonb NOT NULL,
  prize_mode      text NOT NULL,
  unit_minor      bigint NOT NULL CHECK (unit_minor > 0),
  multiplier      integer NOT NULL CHECK (multiplier > 0),
  combinations    integer NOT NULL CHECK (combinations > 0),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  odds_milli      bigint NOT NULL,
  currency        text NOT NULL,
  state           text NOT NULL DEFAULT 'pending'
                  CHECK (state IN ('pending', 'won', 'lost', 'void', 'cancelled')),
  win_minor       bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  -- The request that placed it: a retry with the same key answers the same orders.
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  seq             integer NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (member_id, idempotency_key, seq)
);
CREATE INDEX lottery_orders_pending_idx ON lottery_orders (issue_id, id) WHERE state = 'pending';
CREATE INDEX lottery_orders_member_idx ON lottery_orders (member_id, id DESC);
-- The popular games: orders of the last day.
CREATE INDEX lottery_orders_created_idx ON lottery_orders (merchant_code, created_at);
CREATE INDEX lottery_orders_chase_idx ON lottery_orders (chase_id) WHERE chase_id IS NOT NULL;

-- Play settled in bulk (a lottery issue's batch of orders): what each member's day gains, one
-- row per member in one statement. `p_kind` as in money_rollup_add, for play only: 'win' adds
-- wins, 'bet' and 'rollback' change stakes (by minus the member's net); valid stakes and bet
-- counts are added as given.
CREATE FUNCTION money_rollup_add_many(p_merchant text, p_currency text, p_tz text, p_kind text,
  p_members bigint[], p_nets bigint[], p_valid bigint[], p_counts integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, stakes_minor,
    valid_stakes_minor, wins_minor, bet_count)
  SELECT x.member, (now() AT TIME ZONE p_tz)::date, p_currency, p_merchant,
         CASE WHEN p_kind IN ('bet', 'rollback') THEN -sum(x.net) ELSE 0 END,
         sum(x.valid), CASE WHEN p_kind = 'win' THEN sum(x.net) ELSE 0 END, sum(x.n)
    FROM unnest(p_members, p_nets, p_valid, p_counts) AS x (member, net, valid, n)
   GROUP BY x.member
  ON CONFLICT (member_id, day, currency) DO UPDATE SET
    stakes_minor = r.stakes_minor + EXCLUDED.stakes_minor,
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count;
$$;
