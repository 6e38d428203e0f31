-- 002 accounts: sign-in, sessions, registration, password recovery, SMS codes, captchas, the
-- encryption key of request bodies, and the outbox that stands in for SMS and e-mail providers.

-- Mobile numbers are stored as digits: country dialing code followed by the national number
-- without its trunk zero ('880' + '1711000001'); dialing_code says where the split is.
ALTER TABLE members
  ADD COLUMN dialing_code             text CHECK (dialing_code ~ '^[0-9]{1,4}$'),
  -- Agents hand this code out; a registration that carries it becomes their downline.
  ADD COLUMN affiliate_code           text,
  ADD COLUMN disabled                 boolean NOT NULL DEFAULT false,
  -- E-mail recovery: a one-time password, valid until it is used or expires; the regular
  -- password keeps working meanwhile.
  ADD COLUMN temp_password_hash       text,
  ADD COLUMN temp_password_expires_at timestamptz,
  ADD COLUMN payment_password_hash    text,
  -- Optional registration fields with no column of their own (payeeName, qqNum, line, ...).
  ADD COLUMN profile                  jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN register_method          text,
  ADD COLUMN register_url             text,
  ADD COLUMN register_ip              text,
  ADD COLUMN password_changed_at      timestamptz,
  ADD COLUMN last_login_at            timestamptz;
CREATE UNIQUE INDEX members_affiliate_uq ON members (merchant_code, lower(affiliate_code))
  WHERE affiliate_code IS NOT NULL;

-- Until now only the demo seed wrote mobile numbers, in the national form with a trunk zero
-- ('01710000001'); bring them into the stored form above (Bangladesh, the demo's country). The
-- demo player's number changes to the one README.md documents.
UPDATE members SET mobile = '01711000001' WHERE username = 'player01' AND mobile = '01710000001';
UPDATE members SET mobile = '880' || substr(mobile, 2), dialing_code = '880'
 WHERE mobile ~ '^0[0-9]+$';

-- Sign-in sessions. Only the SHA-256 of the token is kept: a copy of this table signs no one in.
CREATE TABLE sessions (
  token_hash          text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id           bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code       text NOT NULL REFERENCES merchants (code),
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Idle expiry, moved forward by renewal but never past absolute_expires_at.
  expires_at          timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  -- Signed in with a temporary password (e-mail recovery) or without one ever set: the client
  -- asks for a new password; the temporary one still counts as "old password" in this session.
  first_time_login    boolean NOT NULL DEFAULT false,
  temp_password_hash  text,
  device              text,
  ip                  text
);
CREATE INDEX sessions_member_idx ON sessions (member_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- SMS verification codes: hashed, short-lived, a few wrong tries burn them, single use. Only the
-- newest code of a number and purpose counts.
CREATE TABLE verification_codes (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  mobile        text NOT NULL CHECK (mobile ~ '^[0-9]{5,24}$'),
  purpose       text NOT NULL CHECK (purpose IN ('login', 'register', 'password', 'verify')),
  -- '<salt>$<sha256 hex of salt and code>'
  code_hash     text NOT NULL,
  attempts      smallint NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup_idx
  ON verification_codes (merchant_code, mobile, purpose, id DESC);

-- Captchas: the answer is a few digits (hashing it would protect nothing); single use, expiring.
CREATE TABLE captchas (
  id         text PRIMARY KEY,
  answer     text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- The RSA key pair that wraps the AES keys of encrypted bodies. In the database so that every
-- server process on it publishes and accepts the same key.
CREATE TABLE server_keys (
  key_id      text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('body-encryption')),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);
CREATE UNIQUE INDEX server_keys_active_uq ON server_keys (purpose) WHERE retired_at IS NULL;

-- What the demo SMS and e-mail providers "send". `code` repeats the secret of the message (SMS code
-- or temporary password) for the development route GET /dev/outbox and the tests.
CREATE TABLE outbox (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text,
  channel       text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient     text NOT NULL,
  subject       text,
  body          text NOT NULL,
  code          text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id DESC);
