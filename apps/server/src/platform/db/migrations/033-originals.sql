-- 033 (issue 23): the in-house games' provably fair seeds and rounds (originals/). Each member
-- has one active server seed (its SHA-256 shown before play; the seed itself secret until the
-- member rotates), a client seed the member may set, and a nonce counting the seed's rounds. A
-- round is HMAC-SHA256(server seed, `<clientSeed>:<nonce>:<cursor>`): one row per round, paid in
-- the transaction that writes it (stake and win on the ledger, a bet in `bets`).
CREATE TABLE originals_seeds (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  server_seed  text NOT NULL,
  seed_hash    text NOT NULL,
  client_seed  text NOT NULL,
  -- The next round's nonce: the number of rounds played on this seed.
  nonce        integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Set by a rotation: from then on the seed is public and every round of it can be recomputed.
  revealed_at  timestamptz
);
CREATE UNIQUE INDEX originals_seeds_active_idx ON originals_seeds (member_id)
  WHERE revealed_at IS NULL;
CREATE INDEX originals_seeds_revealed_idx ON originals_seeds (member_id, revealed_at DESC)
  WHERE revealed_at IS NOT NULL;

-- A round's reference is `<game>-<id>` (dice-42): the bet's round id (bets.round_id of vendor
-- INHOUSE) and the verify page's key.
CREATE TABLE originals_rounds (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  member_id       bigint NOT NULL REFERENCES members (id),
  game            text NOT NULL CHECK (game IN ('dice', 'slot5x3')),
  seed_id         bigint NOT NULL REFERENCES originals_seeds (id),
  client_seed     text NOT NULL,
  nonce           integer NOT NULL,
  currency        text NOT NULL,
  stake_minor     bigint NOT NULL CHECK (stake_minor > 0),
  win_minor       bigint NOT NULL CHECK (win_minor >= 0),
  -- What the player chose (dice: target and direction) and what came out (roll, or stops).
  params          jsonb NOT NULL,
  outcome         jsonb NOT NULL,
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, idempotency_key),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX originals_rounds_member_idx ON originals_rounds (member_id, id DESC);

-- What a merchant's in-house rounds of one merchant day paid out net (wins - stakes): a round
-- whose best case would take it past the daily cap is refused before it is played.
CREATE TABLE originals_days (
  merchant_code   text NOT NULL REFERENCES merchants (code),
  day             date NOT NULL,
  net_paid_minor  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, day)
);
