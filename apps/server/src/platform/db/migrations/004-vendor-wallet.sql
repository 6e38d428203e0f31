-- 004 vendors and the seamless wallet: the calls game vendors make back (bet, win, rollback),
-- their rounds, the settled bets that betting records and the agent area read, recent games, and
-- the demo vendor's own launch sessions. Money itself still moves only as journal entries.

-- Every bet, win and rollback a vendor sent, once per (vendor, tx_id): a repeat is answered from
-- `response` without moving anything; `request_hash` tells a true repeat from a reused id.
CREATE TABLE vendor_transactions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor           text NOT NULL REFERENCES game_vendors (code),
  tx_id            text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  round_id         text NOT NULL,
  member_id        bigint NOT NULL REFERENCES members (id),
  amount_minor     bigint NOT NULL CHECK (amount_minor >= 0),
  currency         text NOT NULL,
  -- Rollbacks: the bet they cancel, which may not have arrived yet.
  ref_tx_id        text,
  request_hash     text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  -- The HTTP status and envelope of the first answer, refusals included.
  status_code      smallint NOT NULL,
  response         jsonb NOT NULL,
  -- Null when nothing moved (a refusal, a win of 0, a rollback of an unseen bet).
  journal_entry_id bigint REFERENCES journal_entries (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor, tx_id)
);
CREATE INDEX vendor_transactions_ref_idx ON vendor_transactions (vendor, ref_tx_id)
  WHERE ref_tx_id IS NOT NULL;
CREATE INDEX vendor_transactions_member_idx ON vendor_transactions (member_id, created_at DESC);

-- A vendor's round: opened by its first bet, closed by its win (a win of 0 included).
CREATE TABLE game_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor        text NOT NULL REFERENCES game_vendors (code),
  round_id      text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members (id),
  node_id       bigint REFERENCES games (node_id),
  currency      text NOT NULL,
  -- Trial members' rounds: play money between their wallet and the trial pool.
  is_free_play  boolean NOT NULL,
  -- 'cancelled': every bet of the round was rolled back.
  status        text NOT NULL CHECK (status IN ('open', 'closed', 'cancelled')),
  stake_minor   bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  win_minor     bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  opened_at     timestamptz NOT NULL DEFAULT now(),
  closed_at     timestamptz,
  UNIQUE (vendor, round_id)
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, opened_at DESC);

-- Every settled round: the betting record (spec 2.2 /m/gameRecord) and the agent area's sums.
CREATE TABLE bets (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     bigint NOT NULL REFERENCES members (id),
  vendor        text NOT NULL REFERENCES game_vendors (code),
  node_id       bigint REFERENCES games (node_id),
  round_id      text NOT NULL,
  stake_minor   bigint NOT NULL CHECK (stake_minor >= 0),
  win_minor     bigint NOT NULL CHECK (win_minor >= 0),
  currency      text NOT NULL,
  is_free_play  boolean NOT NULL,
  settled_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor, round_id)
);
CREATE INDEX bets_member_idx ON bets (member_id, settled_at DESC);
CREATE INDEX bets_vendor_idx ON bets (vendor, settled_at);
CREATE INDEX bets_node_idx ON bets (node_id);

-- Spec 7 "Recent": one row per member and game, moved to the top at each launch.
CREATE TABLE recent_games (
  member_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id     bigint NOT NULL REFERENCES games (node_id),
  launched_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, launched_at DESC);

-- The demo vendor's side (a real vendor keeps this on its own servers): one row per launch token,
-- keyed by its SHA-256, so a reload of the game page finds its session. A real member playing for
-- free keeps play money here, never in the ledger.
CREATE TABLE demo_vendor_sessions (
  token_hash       text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  merchant_code    text NOT NULL REFERENCES merchants (code),
  member_id        bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor           text NOT NULL REFERENCES game_vendors (code),
  node_id          bigint NOT NULL REFERENCES games (node_id),
  -- 'wallet': rounds settle through the seamless wallet (real money, or a trial member's play
  -- money from the trial pool); 'play_money': a real member's free play, on the balance below.
  mode             text NOT NULL CHECK (mode IN ('wallet', 'play_money')),
  play_balance_minor bigint CHECK (play_balance_minor >= 0),
  language         text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL
);
CREATE INDEX demo_vendor_sessions_expires_idx ON demo_vendor_sessions (expires_at);
