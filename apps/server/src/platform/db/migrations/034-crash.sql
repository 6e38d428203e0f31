-- 034 (issue 23): the crash game. A chain of seeds is made from a secret terminal seed by
-- repeated SHA-256 (h_0 = terminal, h_i = sha256(h_(i-1))); its last hash h_length is the
-- commitment, published before the chain's first round. Round k of the chain (k = 1 .. length)
-- plays with seed h_(length-k): revealing it lets anyone check sha256(seed) = the previous
-- round's seed (the commitment, for k = 1). crash/fair.ts has the arithmetic.
CREATE TABLE crash_chains (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- Secret: every seed of the chain follows from it.
  terminal_seed text NOT NULL,
  length        integer NOT NULL CHECK (length > 0),
  commitment    text NOT NULL,
  -- The round number its index 1 plays: the chain serves rounds first_round .. + length - 1.
  first_round   bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, first_round)
);

-- A round takes bets until betting_ends_at, runs from then until bust_at (the curve reaches its
-- bust point), busts, and is settled once every bet is paid or lost. Seed and bust point are
-- secret until the round busts: no answer carries them before.
CREATE TABLE crash_rounds (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  round_no        bigint NOT NULL,
  chain_id        bigint NOT NULL REFERENCES crash_chains (id),
  chain_index     integer NOT NULL,
  seed            text NOT NULL,
  previous_hash   text NOT NULL,
  bust_x100       bigint NOT NULL CHECK (bust_x100 >= 100),
  state           text NOT NULL DEFAULT 'betting'
                  CHECK (state IN ('betting', 'running', 'busted', 'settled')),
  betting_ends_at timestamptz NOT NULL,
  bust_at         timestamptz NOT NULL,
  busted_at       timestamptz,
  settled_at      timestamptz,
  UNIQUE (merchant_code, round_no),
  CHECK (betting_ends_at <= bust_at)
);
CREATE INDEX crash_rounds_unsettled_idx ON crash_rounds (merchant_code, round_no)
  WHERE state <> 'settled';

-- One bet per member and round; its stake left the wallet when it was placed. Open until it
-- cashes out (won) or the round busts (lost, or won at its auto cash-out).
CREATE TABLE crash_bets (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id          bigint NOT NULL REFERENCES crash_rounds (id),
  merchant_code     text NOT NULL REFERENCES merchants (code),
  member_id         bigint NOT NULL REFERENCES members (id),
  stake_minor       bigint NOT NULL CHECK (stake_minor > 0),
  auto_cashout_x100 bigint CHECK (auto_cashout_x100 > 100),
  currency          text NOT NULL,
  state             text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'won', 'lost')),
  cashout_x100      bigint,
  win_minor         bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  idempotency_key   text NOT NULL,
  request_hash      text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz,
  UNIQUE (round_id, member_id),
  UNIQUE (member_id, idempotency_key),
  CHECK ((state = 'won') = (cashout_x100 IS NOT NULL))
);
CREATE INDEX crash_bets_open_idx ON crash_bets (round_id, id) WHERE state = 'open';
CREATE INDEX crash_bets_member_idx ON crash_bets (member_id, id DESC);
