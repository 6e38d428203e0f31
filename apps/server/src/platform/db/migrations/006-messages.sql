-- 006 messages (issue 10): announcements and banners in the player's language, read state per
-- member, and platform mail. The text of an announcement or banner moves to per-language versions;
-- the columns it had (announcements.title, content_html; banners.title) stay as they were and are
-- no longer read. Every HTML column here holds what the one allow-list sanitiser
-- (lib/sanitize-html.ts) left of the operator's HTML.

-- One version per language (BN, EN, ...). The Language header picks one; without it, the merchant's
-- default language; without that, any (the first by language code).
CREATE TABLE announcement_versions (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  lang            text NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  title           text NOT NULL,
  content_html    text NOT NULL,
  PRIMARY KEY (announcement_id, lang)
);
-- Content written before this migration was English.
INSERT INTO announcement_versions (announcement_id, lang, title, content_html)
  SELECT id, 'EN', title, content_html FROM announcements;

CREATE TABLE banner_versions (
  banner_id integer NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  lang      text NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  title     text NOT NULL,
  PRIMARY KEY (banner_id, lang)
);
INSERT INTO banner_versions (banner_id, lang, title) SELECT id, 'EN', title FROM banners;

-- A row means read (spec 4: announcements are marked read when opened; never unread again).
CREATE TABLE announcement_reads (
  member_id       bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

-- Platform mail (/m/webEmail): one message to one member, written by the operator.
CREATE TABLE platform_mails (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Natural key of seeded mail (the seed runs on every start); null for the operator's.
  code          text,
  title         text NOT NULL,
  content_html  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Null: unread.
  read_at       timestamptz,
  UNIQUE (member_id, code)
);
CREATE INDEX platform_mails_inbox_idx ON platform_mails (member_id, created_at DESC, id DESC);
CREATE INDEX platform_mails_unread_idx ON platform_mails (member_id) WHERE read_at IS NULL;
