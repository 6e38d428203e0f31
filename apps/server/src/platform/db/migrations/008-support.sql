-- 008 support (issue 10): feedback with its images, the customer-service entries, join-us, sponsor,
-- user agreement, terms and policy per language, and the messages players leave on the support
-- page the demo's service link opens.

CREATE TABLE feedback (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     bigint NOT NULL REFERENCES members (id),
  content       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_member_idx ON feedback (member_id, id);

-- Images live in the database with their feedback (one transaction writes both). Only png and jpeg
-- are ever stored, typed by their bytes; served back only as that type and only to the owner.
CREATE TABLE feedback_images (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES members (id),
  sequence    smallint NOT NULL CHECK (sequence BETWEEN 1 AND 3),
  mime_type   text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  bytes       bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  UNIQUE (feedback_id, sequence)
);

-- Customer-service entries (spec 3: csPosition LINE-1, FACEBOOK-1; type '3' is the service link).
-- A type '3' entry whose url is empty is the reference server's own support page.
CREATE TABLE customer_service_entries (
  merchant_code text NOT NULL REFERENCES merchants (code),
  cs_position   text NOT NULL,
  type          text NOT NULL,
  name          text NOT NULL,
  url           text NOT NULL,
  sort          smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, cs_position)
);

-- Join-us, sponsor, user agreement, terms and policy: one row per kind and language.
CREATE TABLE support_content (
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind          text NOT NULL CHECK (kind IN ('joinUs', 'sponsor', 'agreement', 'terms', 'policy')),
  lang          text NOT NULL,
  title         text NOT NULL,
  content_html  text NOT NULL,
  PRIMARY KEY (merchant_code, kind, lang)
);

-- What players leave on the support page (signed in or not: the page is for everyone).
CREATE TABLE support_messages (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  name          text NOT NULL,
  contact       text NOT NULL,
  message       text NOT NULL,
  lang          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
