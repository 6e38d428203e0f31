-- 025 (issue 19, bonuses): a grant is lost with the balance it was played from. When new money
-- reaches a member whose wallet and pending withdrawals hold less than 1.00, the member's unmet
-- grants end as 'lost' (the field's "bonus bust"), so they hold back no withdrawal of the new
-- money. Nothing moves: the bonus was already spent.
ALTER TABLE bonus_grants DROP CONSTRAINT bonus_grants_state_check;
ALTER TABLE bonus_grants
  ADD CONSTRAINT bonus_grants_state_check
    CHECK (state IN ('active', 'met', 'forfeited', 'lost')),
  ADD COLUMN lost_at timestamptz;
