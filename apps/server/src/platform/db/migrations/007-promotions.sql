-- 007 promotions (issue 10): the operator's campaigns shown on /m/activity, each with a version per
-- language, and each member's part in them (spec 4's activity states). Deposit promotions (005)
-- stay apart: they are a percentage chosen on the deposit form, paid with the deposit.
--
-- Journal idempotency key this issue adds: promotion:<applicationId>:bonus, from the house
-- promotion_budget (005) to the member's wallet, once per application.

-- Category titles per language ({"BN": ..., "EN": ...}); `title` stays the fallback.
ALTER TABLE promotion_categories ADD COLUMN titles jsonb NOT NULL DEFAULT '{}';

CREATE TABLE promotions (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- Stable key per merchant: the operator republishes by it, the seed finds its rows by it.
  code          text NOT NULL,
  -- {"BN": {"title": ..., "content": ...}, "EN": {...}}; content is sanitized HTML (sanitize-html).
  versions      jsonb NOT NULL CHECK (jsonb_typeof(versions) = 'object' AND versions <> '{}'),
  -- [{ sequence, url }]: sequence 1 is the list image, 2 the detail banner (spec 2.11).
  images        jsonb NOT NULL DEFAULT '[]',
  category_ids  integer[] NOT NULL DEFAULT '{}',
  start_at      timestamptz NOT NULL,
  -- Null: no end.
  end_at        timestamptz,
  -- info: nothing to do; apply: an application the operator decides; join: one tap.
  mode          text NOT NULL DEFAULT 'info' CHECK (mode IN ('info', 'apply', 'join')),
  -- claim: an approved application waits for the member's claim; issue: approval pays it.
  bonus_mode    text NOT NULL DEFAULT 'claim' CHECK (bonus_mode IN ('claim', 'issue')),
  bonus_minor   bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  closed        boolean NOT NULL DEFAULT false,
  sort_order    integer NOT NULL DEFAULT 0,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, code),
  CHECK (end_at IS NULL OR end_at > start_at)
);
CREATE INDEX promotions_list_idx ON promotions (merchant_code, start_at);

-- One per member and promotion: applying twice is refused by this key as well as by the route.
CREATE TABLE promotion_applications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id  integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  member_id     bigint NOT NULL REFERENCES members (id),
  status        text NOT NULL
                  CHECK (status IN ('applying', 'rejected', 'claim', 'claimed', 'issued', 'joined')),
  comment       text CHECK (char_length(comment) <= 140),
  reject_reason text,
  -- What was paid (claimed or issued); 0 before.
  bonus_minor   bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  paid_at       timestamptz,
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_applications_status_idx ON promotion_applications (status, created_at);
CREATE INDEX promotion_applications_member_idx ON promotion_applications (member_id);
