-- 018 the agent team (issue 20): the downline tree as a closure table, so that "the agent and every
-- descendant" is one indexed join on both engines, and what team figures need besides money.
--
-- member_tree holds one row per (ancestor, member) pair, the member itself at depth 0. It is
-- written by a trigger on members, so every writer (registration, open account, the seed) keeps it
-- whole; a member's upline never changes afterwards (moving a member between agents is refused, as
-- on the platforms of this field: the upline's figures, rebates and contracts were earned on it).
CREATE TABLE member_tree (
  ancestor_id bigint NOT NULL REFERENCES members (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  depth       smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX member_tree_member_idx ON member_tree (member_id);

CREATE FUNCTION member_tree_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, member_id, depth)
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.member_id = NEW.parent_id
  UNION ALL
  SELECT NEW.id, NEW.id, 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_add();

CREATE FUNCTION member_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a member''s upline never changes (member %)', OLD.id
    USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF parent_id ON members
  FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id)
  EXECUTE FUNCTION member_upline_fixed();

-- The members so far: each one's chain of uplines.
WITH RECURSIVE up (member_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.member_id, m.parent_id, up.depth + 1
    FROM up JOIN members m ON m.id = up.ancestor_id
   WHERE m.parent_id IS NOT NULL
)
INSERT INTO member_tree (ancestor_id, member_id, depth)
SELECT ancestor_id, member_id, depth FROM up;

-- Sign-ins per member and merchant day (the team's "logged-in" count for any range), kept with the
-- day's money figures. Written by the sign-in (accounts), never by a money movement.
ALTER TABLE member_day_rollups ADD COLUMN login_count integer NOT NULL DEFAULT 0;

-- The first credited deposit (the team's "first deposit" count): set once, when a deposit first
-- lands in the member's day (the deposit's own posting, through its rollup), and filled here from
-- the journal for older databases. The triggers fire only when a day's deposit count grows.
ALTER TABLE members ADD COLUMN first_deposit_at timestamptz;
CREATE FUNCTION member_first_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET first_deposit_at = now()
   WHERE id = NEW.member_id AND first_deposit_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER member_day_rollups_first_deposit_new AFTER INSERT ON member_day_rollups
  FOR EACH ROW WHEN (NEW.deposit_count > 0) EXECUTE FUNCTION member_first_deposit();
CREATE TRIGGER member_day_rollups_first_deposit AFTER UPDATE OF deposit_count ON member_day_rollups
  FOR EACH ROW WHEN (NEW.deposit_count > OLD.deposit_count)
  EXECUTE FUNCTION member_first_deposit();
UPDATE members m SET first_deposit_at = f.at
  FROM (SELECT a.owner_member_id AS member_id, min(e.created_at) AS at
          FROM journal_entries e
          JOIN journal_lines l ON l.entry_id = e.id
          JOIN accounts a ON a.id = l.account_id AND a.owner_member_id IS NOT NULL
         WHERE e.kind = 'deposit'
         GROUP BY a.owner_member_id) f
 WHERE m.id = f.member_id;
CREATE INDEX members_first_deposit_idx ON members (first_deposit_at) WHERE first_deposit_at IS NOT NULL;
CREATE INDEX members_created_idx ON members (created_at);
