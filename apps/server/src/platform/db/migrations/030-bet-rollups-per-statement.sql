-- 030 (issue 21): a writer of many settled bets at once (a lottery settlement records 2,000
-- orders as bets in one insert) feeds the member-day-game rollups (020) and the member-hour
-- rollups (022) once per statement instead of once per row. Row by row, each bet looked its
-- merchant and game up and upserted its rollup rows: about 7 s of a 100,000-order settlement.
-- Such a writer says so for its transaction (`mgp.bets_in_bulk` = 'on'): the row trigger then
-- stands aside, and a statement trigger groups the insert's new rows (a transition table) and
-- upserts them together. Single bets (the seamless wallet's, one per call) keep the row trigger:
-- for one row it costs less (a statement trigger's query is planned on every call).
CREATE FUNCTION member_day_game_add_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_day_game_rollups AS r (member_id, day, currency, vendor, game_type,
    merchant_code, valid_stakes_minor, wins_minor, bet_count)
  SELECT n.member_id, (n.settled_at AT TIME ZONE mc.time_zone)::date, n.currency, n.vendor,
         COALESCE(g.game_type, 'OTHER'), n.merchant_code, sum(n.stake_minor), sum(n.win_minor),
         count(*)
    FROM new_bets n
    JOIN merchants mc ON mc.code = n.merchant_code
    LEFT JOIN games g ON g.node_id = n.node_id
   WHERE NOT n.is_free_play
   GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (member_id, day, currency, vendor, game_type) DO UPDATE SET
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count;
  INSERT INTO member_hour_rollups AS h (member_id, hour, currency, merchant_code,
    valid_stakes_minor, bet_count)
  SELECT n.member_id, date_trunc('hour', n.settled_at AT TIME ZONE mc.time_zone), n.currency,
         n.merchant_code, sum(n.stake_minor), count(*)
    FROM new_bets n
    JOIN merchants mc ON mc.code = n.merchant_code
   WHERE NOT n.is_free_play
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (member_id, hour, currency) DO UPDATE SET
    valid_stakes_minor = h.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    bet_count = h.bet_count + EXCLUDED.bet_count;
  RETURN NULL;
END
$$;
DROP TRIGGER bets_member_day_game ON bets;
CREATE TRIGGER bets_member_day_game AFTER INSERT ON bets
  FOR EACH ROW
  WHEN (NOT NEW.is_free_play
        AND current_setting('mgp.bets_in_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION member_day_game_add();
CREATE TRIGGER bets_member_day_game_bulk AFTER INSERT ON bets
  REFERENCING NEW TABLE AS new_bets
  FOR EACH STATEMENT
  WHEN (current_setting('mgp.bets_in_bulk', true) = 'on')
  EXECUTE FUNCTION member_day_game_add_rows();
