-- 023 team rollups (issue 20: team figures for a team of 100,000 within 100 ms): what every team
-- has seen per merchant day, kept per ancestor, so that a team's figures over any range read a row
-- per day instead of a row per member and day.
--
-- The money path does not write these: the member-day rollups it writes are folded into them by a
-- repeating task (agents/team-fold.ts) every few seconds, one fold at a time across processes.
-- member_day_folded is what has been folded of each member-day row, so that a fold adds only
-- what changed since the last one, and a fold repeated after a crash adds nothing twice (the
-- rollups, the snapshot and the team rows change in one transaction).
CREATE TABLE member_day_folded (
  member_id          bigint NOT NULL,
  day                date NOT NULL,
  currency           text NOT NULL,
  deposits_minor     bigint NOT NULL,
  withdrawals_minor  bigint NOT NULL,
  bonuses_minor      bigint NOT NULL,
  stakes_minor       bigint NOT NULL,
  valid_stakes_minor bigint NOT NULL,
  wins_minor         bigint NOT NULL,
  rebates_minor      bigint NOT NULL,
  bet_count          integer NOT NULL,
  login_count        integer NOT NULL,
  PRIMARY KEY (member_id, day, currency)
);

-- The team's money per day: the sums of its members' member-day rows.
CREATE TABLE team_day_rollups (
  ancestor_id        bigint NOT NULL,
  currency           text NOT NULL,
  day                date NOT NULL,
  deposits_minor     bigint NOT NULL DEFAULT 0,
  withdrawals_minor  bigint NOT NULL DEFAULT 0,
  bonuses_minor      bigint NOT NULL DEFAULT 0,
  stakes_minor       bigint NOT NULL DEFAULT 0,
  valid_stakes_minor bigint NOT NULL DEFAULT 0,
  wins_minor         bigint NOT NULL DEFAULT 0,
  rebates_minor      bigint NOT NULL DEFAULT 0,
  bet_count          bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, currency, day)
);

-- How many of a team's members were active (kind L: signed in; B: played) on a day, by the day
-- each was last active before it (`since`, or day - 91 when not in the 91 days before). A member
-- is active in a range [a, b] of at most 90 days exactly once at its first active day in it, the
-- one whose previous active day is before a: so the team's distinct count over the range is
--   sum(members) WHERE day BETWEEN a AND b AND since < a,
-- exact for any range, without a row per member.
CREATE TABLE team_day_active (
  ancestor_id bigint NOT NULL,
  kind        "char" NOT NULL CHECK (kind IN ('L', 'B')),
  day         date NOT NULL,
  since       date NOT NULL,
  members     integer NOT NULL,
  PRIMARY KEY (ancestor_id, kind, day, since)
);

-- Registrations and first deposits per team and merchant day (a team's size is its registrations
-- ever): written with the member row, by triggers, as member_tree is.
CREATE TABLE team_day_people (
  ancestor_id    bigint NOT NULL,
  day            date NOT NULL,
  registered     integer NOT NULL DEFAULT 0,
  first_deposits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
);

CREATE FUNCTION team_people_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_day_people AS p (ancestor_id, day, registered)
  SELECT up.id, (NEW.created_at AT TIME ZONE mc.time_zone)::date, 1
    FROM (SELECT t.ancestor_id AS id FROM member_tree t WHERE t.member_id = NEW.parent_id
          UNION ALL SELECT NEW.id) up
    JOIN merchants mc ON mc.code = NEW.merchant_code
  ON CONFLICT (ancestor_id, day) DO UPDATE SET registered = p.registered + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_team_registered AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION team_people_registered();

CREATE FUNCTION team_people_first_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_day_people AS p (ancestor_id, day, first_deposits)
  SELECT t.ancestor_id, (NEW.first_deposit_at AT TIME ZONE mc.time_zone)::date, 1
    FROM member_tree t JOIN merchants mc ON mc.code = NEW.merchant_code
   WHERE t.member_id = NEW.id
  ON CONFLICT (ancestor_id, day) DO UPDATE SET first_deposits = p.first_deposits + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_team_first_deposit AFTER UPDATE OF first_deposit_at ON members
  FOR EACH ROW WHEN (OLD.first_deposit_at IS NULL AND NEW.first_deposit_at IS NOT NULL)
  EXECUTE FUNCTION team_people_first_deposit();

-- History so far.
INSERT INTO team_day_people (ancestor_id, day, registered, first_deposits)
SELECT t.ancestor_id, x.day, sum(x.registered), sum(x.first_deposits)
  FROM (SELECT m.id, (m.created_at AT TIME ZONE mc.time_zone)::date AS day, 1 AS registered,
               0 AS first_deposits
          FROM members m JOIN merchants mc ON mc.code = m.merchant_code
        UNION ALL
        SELECT m.id, (m.first_deposit_at AT TIME ZONE mc.time_zone)::date, 0, 1
          FROM members m JOIN merchants mc ON mc.code = m.merchant_code
         WHERE m.first_deposit_at IS NOT NULL) x
  JOIN member_tree t ON t.member_id = x.id
 GROUP BY t.ancestor_id, x.day;

-- The member-day rollups so far, folded at once (later ones by the fold).
INSERT INTO member_day_folded (member_id, day, currency, deposits_minor, withdrawals_minor,
  bonuses_minor, stakes_minor, valid_stakes_minor, wins_minor, rebates_minor, bet_count,
  login_count)
SELECT member_id, day, currency, deposits_minor, withdrawals_minor, bonuses_minor, stakes_minor,
       valid_stakes_minor, wins_minor, rebates_minor, bet_count, login_count
  FROM member_day_rollups;
INSERT INTO team_day_rollups (ancestor_id, currency, day, deposits_minor, withdrawals_minor,
  bonuses_minor, stakes_minor, valid_stakes_minor, wins_minor, rebates_minor, bet_count)
SELECT t.ancestor_id, r.currency, r.day, sum(r.deposits_minor), sum(r.withdrawals_minor),
       sum(r.bonuses_minor), sum(r.stakes_minor), sum(r.valid_stakes_minor), sum(r.wins_minor),
       sum(r.rebates_minor), sum(r.bet_count)
  FROM member_day_folded r JOIN member_tree t ON t.member_id = r.member_id
 GROUP BY t.ancestor_id, r.currency, r.day;
INSERT INTO team_day_active (ancestor_id, kind, day, since, members)
SELECT t.ancestor_id, a.kind, a.day, a.since, count(*)
  FROM (SELECT member_id, kind, day,
               GREATEST(lag(day) OVER (PARTITION BY member_id, kind ORDER BY day), day - 91) AS since
          FROM (SELECT DISTINCT member_id, 'L'::"char" AS kind, day FROM member_day_folded
                 WHERE login_count > 0
                UNION
                SELECT DISTINCT member_id, 'B'::"char", day FROM member_day_folded
                 WHERE bet_count > 0 OR stakes_minor <> 0) d) a
  JOIN member_tree t ON t.member_id = a.member_id
 GROUP BY t.ancestor_id, a.kind, a.day, a.since;
