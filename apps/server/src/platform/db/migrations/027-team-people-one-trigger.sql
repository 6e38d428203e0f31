-- 027: a team's registrations and first deposits (023) kept by one function, reading the new
-- member's uplines from member_tree as everything else does. 023's registration trigger walked
-- "the parent's ancestors plus the member" itself, because it fired before member_tree's row was
-- written: triggers of one event fire in the order of their names, and `members_team_registered`
-- sorted before `members_tree`. Its new name sorts after it.
CREATE FUNCTION team_people_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined boolean := TG_OP = 'INSERT';
  at timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.first_deposit_at END;
BEGIN
  INSERT INTO team_day_people AS p (ancestor_id, day, registered, first_deposits)
  SELECT t.ancestor_id, (at AT TIME ZONE mc.time_zone)::date,
         CASE WHEN joined THEN 1 ELSE 0 END, CASE WHEN joined THEN 0 ELSE 1 END
    FROM member_tree t JOIN merchants mc ON mc.code = NEW.merchant_code
   WHERE t.member_id = NEW.id
  ON CONFLICT (ancestor_id, day) DO UPDATE
    SET registered = p.registered + EXCLUDED.registered,
        first_deposits = p.first_deposits + EXCLUDED.first_deposits;
  RETURN NULL;
END
$$;

DROP TRIGGER members_team_registered ON members;
DROP TRIGGER members_team_first_deposit ON members;
DROP FUNCTION team_people_registered();
DROP FUNCTION team_people_first_deposit();

-- After `members_tree` (names sort so), which writes the member's own member_tree rows.
CREATE TRIGGER members_tree_people AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION team_people_count();
CREATE TRIGGER members_tree_people_first_deposit AFTER UPDATE OF first_deposit_at ON members
  FOR EACH ROW WHEN (OLD.first_deposit_at IS NULL AND NEW.first_deposit_at IS NOT NULL)
  EXECUTE FUNCTION team_people_count();
