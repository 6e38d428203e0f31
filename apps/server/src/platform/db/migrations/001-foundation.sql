-- 001 foundation: merchants, members, the double-entry ledger, the game catalogue, content.
-- Runs on PostgreSQL 15+ and PGlite alike; no extensions.

-- One row per operator site. JSON columns hold what the front end reads as a whole (spec 3
-- "Site status value"); shapes are the ones in packages/contract/src/endpoints/system.ts.
CREATE TABLE merchants (
  code              text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  name              text NOT NULL,
  main_domain       text,
  maintenance       boolean NOT NULL DEFAULT false,
  -- ISO 3166-1 alpha-2 codes; empty means every country is allowed.
  allowed_countries text[] NOT NULL DEFAULT '{}',
  currency_code     text NOT NULL,
  currency_symbol   text NOT NULL,
  languages         text[] NOT NULL DEFAULT '{BN,EN}',
  default_language  text NOT NULL DEFAULT 'BN',
  mobile_template   jsonb NOT NULL,
  whitelabel        jsonb NOT NULL,
  customer_service  jsonb NOT NULL DEFAULT '[]',
  resources         jsonb NOT NULL DEFAULT '[]',
  image_cdns        text[] NOT NULL DEFAULT '{}',
  -- field name -> { enabled, required, acceptedPattern, minLength, maxLength }
  register_settings jsonb NOT NULL DEFAULT '{}',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- type: 0 player, 1/2/41/42 agents, 4 trial, 40 (barred from the agent area, spec 6).
CREATE TABLE members (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  username      text NOT NULL,
  nickname      text,
  type          smallint NOT NULL CHECK (type IN (0, 1, 2, 4, 40, 41, 42)),
  parent_id     bigint REFERENCES members (id),
  -- Null until a password is set (phone sign-ups; the demo seed before the accounts issue).
  password_hash text,
  mobile        text,
  email         text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- Case-insensitive: 'Player01' and 'player01' are the same account name.
CREATE UNIQUE INDEX members_username_uq ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile_uq ON members (merchant_code, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_parent_idx ON members (parent_id);

-- Ledger. Money moves only as journal entries whose lines sum to zero per currency; a balance is
-- always SUM(journal_lines.amount_minor) and is never stored.
CREATE TABLE accounts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  -- Null for the house's own accounts.
  owner_member_id bigint REFERENCES members (id),
  -- 'member_wallet', 'house_cash'; later issues add kinds (deposit clearing, bonus, vendor).
  kind            text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{1,39}$'),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_member_uq ON accounts (owner_member_id, kind, currency)
  WHERE owner_member_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_house_uq ON accounts (merchant_code, kind, currency)
  WHERE owner_member_id IS NULL;

CREATE TABLE journal_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A retried request carries the same key and finds its entry instead of moving money twice.
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  memo            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE journal_lines (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id     bigint NOT NULL REFERENCES journal_entries (id),
  account_id   bigint NOT NULL REFERENCES accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX journal_lines_entry_idx ON journal_lines (entry_id);
CREATE INDEX journal_lines_account_idx ON journal_lines (account_id);

-- Checked at commit (deferred), when every line of the entry is in: the posting service checks
-- first, this is the guarantee that holds for any writer.
CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT a.currency, SUM(l.amount_minor) AS total INTO off
    FROM journal_lines l JOIN accounts a ON a.id = l.account_id
   WHERE l.entry_id = NEW.entry_id
   GROUP BY a.currency
  HAVING SUM(l.amount_minor) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance: % % off', NEW.entry_id, off.total, off.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER journal_lines_balance
  AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance();

-- Append-only: a correction is a new, reversing entry, so history is never rewritten.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Game catalogue (platform-wide). code is the vendor key the API calls vassalage.
CREATE TABLE game_vendors (
  code         text PRIMARY KEY,
  display_name text NOT NULL,
  -- Game categories the vendor appears under: RNG, FISH, PVP, LIVE, SPORTS, ESPORTS, LOTT, ELOTT,
  -- COCKFIGHT, INHOUSE, and the vendor lobbies JL and RTG.
  categories   text[] NOT NULL,
  -- Vendor-supplied classes for the filter popup: [{ key, displayName }].
  classifies   jsonb NOT NULL DEFAULT '[]',
  sort_order   integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  node_id           bigint PRIMARY KEY,
  game_id           text NOT NULL,
  vassalage         text NOT NULL REFERENCES game_vendors (code),
  name              text NOT NULL,
  game_type         text NOT NULL,
  -- Class keys: BG (bingo), JP (jackpot), FeatureBuy, or a vendor class; null when none.
  game_classify     text,
  game_classify_new text,
  is_new            boolean NOT NULL DEFAULT false,
  is_hot            boolean NOT NULL DEFAULT false,
  -- Position in the hot list; null when not hot.
  hot_rank          integer,
  min_bet           numeric(14, 2) NOT NULL DEFAULT 0,
  min_line          integer NOT NULL DEFAULT 0,
  -- 1 = free play supported.
  freeplay          smallint NOT NULL DEFAULT 0 CHECK (freeplay IN (0, 1)),
  support_play      text NOT NULL DEFAULT 'REAL',
  -- 'VASSALAGE' opens the vendor's own list instead of launching a game.
  is_game_h5        text,
  -- Path under an image CDN (status info.imageCDNs), e.g. /games/100001.svg.
  icon              text NOT NULL,
  sort_order        integer NOT NULL DEFAULT 0,
  UNIQUE (vassalage, game_id)
);
CREATE INDEX games_type_idx ON games (game_type, vassalage, sort_order);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE is_hot;

-- Content. code is a stable key per merchant (imports and the demo seed find their rows by it).
CREATE TABLE promotion_categories (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  code          text NOT NULL,
  title         text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);

CREATE TABLE announcements (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants (code),
  code                text NOT NULL,
  -- spec 9: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR, Home H.
  type                text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'A')),
  group_name          text NOT NULL,
  title               text NOT NULL,
  start_at            timestamptz NOT NULL,
  -- Null: no end.
  end_at              timestamptz,
  -- Sanitized when stored (sanitize-html); clients sanitize again when showing it.
  content_html        text NOT NULL,
  -- [{ sequence, url }]: sequence 1 is the list image, 2 the detail banner (spec 2.11).
  images              jsonb NOT NULL DEFAULT '[]',
  promo_category_ids  integer[] NOT NULL DEFAULT '{}',
  sort_order          integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);
CREATE INDEX announcements_lookup_idx ON announcements (merchant_code, type, group_name);

CREATE TABLE banners (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  code          text NOT NULL,
  group_name    text NOT NULL,
  title         text NOT NULL,
  image_url     text NOT NULL,
  link          text,
  sequence      integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);
CREATE INDEX banners_group_idx ON banners (merchant_code, group_name, sequence);

CREATE TABLE help_entries (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  code          text NOT NULL,
  -- 'ALL', 'MOBILE' or 'WEB'.
  device        text NOT NULL DEFAULT 'ALL' CHECK (device IN ('ALL', 'MOBILE', 'WEB')),
  lang          text NOT NULL DEFAULT 'EN',
  title         text NOT NULL,
  -- Sanitized HTML, like announcements.
  content_html  text NOT NULL,
  tag           text NOT NULL,
  -- [{ title, content }], content sanitized HTML.
  children      jsonb NOT NULL DEFAULT '[]',
  sort_order    integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code, lang)
);

-- What the demo seed last wrote, as a fingerprint of its source data: a start-up whose seed data is
-- unchanged skips the work. The seed is idempotent either way (natural keys, fixed ledger keys).
CREATE TABLE seed_runs (
  name        text PRIMARY KEY,
  fingerprint text NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
