-- Issue 8, the catalogue: indexes for every filter of the game list (spec 2.12, 7 "Games") and
-- the members' favourites. Recent games and bets belong to 004.

-- Name search is a case-insensitive substring, lower(name) LIKE lower('%term%'): only a trigram
-- index serves that. On lower(name) rather than ILIKE on name: the recheck of each candidate row is
-- then a plain LIKE, which costs a third of ILIKE's per-character case folding (measured on PGlite).
-- The extension is database-wide, so it lives in `public` whatever schema this runs in (tests give
-- each file a schema and drop it with CASCADE, which must not take the extension along). The lock
-- serialises a first CREATE EXTENSION between schemas migrating at the same moment: IF NOT EXISTS
-- alone still races on the catalogue's unique index.
SELECT pg_advisory_xact_lock(hashtext('mgp.extension:pg_trgm'));
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The operator class is named with the extension's schema, wherever an operator had installed it
-- before (IF NOT EXISTS then leaves it there): the test schemas do not have `public` on their path.
-- fastupdate off: new rows go straight into the index instead of a pending list that every search
-- scans in full until a vacuum merges it (PGlite never vacuums on its own); catalogue writes are
-- rare, searches are not.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX games_name_trgm_idx ON games USING gin (lower(name) %I.gin_trgm_ops)'
                 ' WITH (fastupdate = off)', ext_schema);
END
$$;

-- Equality filters. Type already has games_type_idx (game_type, vassalage, sort_order) and the
-- vendor the unique (vassalage, game_id); this one walks a vendor's games in its own order.
CREATE INDEX games_vendor_order_idx ON games (vassalage, sort_order);
CREATE INDEX games_classify_idx ON games (game_classify, game_type);
-- Few games are new: a partial index stays small and answers "new in this type" directly.
CREATE INDEX games_new_idx ON games (game_type, sort_order) WHERE is_new;
-- Range filters: minBet=X keeps min_bet >= X, minLine=N keeps min_line >= N.
CREATE INDEX games_min_bet_idx ON games (min_bet);
CREATE INDEX games_min_line_idx ON games (min_line);

-- Spec 4 "Favourites": one row per member and game; listed newest first.
CREATE TABLE favourite_games (
  member_id  bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourite_games_newest_idx ON favourite_games (member_id, created_at DESC);
