-- 026: the commit-time check that a journal entry balances (001) looks each line's currency up by
-- its account's key. It joined the lines to `accounts`, and the planner chose a merge join that
-- walked the accounts' primary key from its start up to the entry's accounts: a member who joined
-- after the last ANALYZE has an id beyond what the statistics know, so the walk was costed as
-- short but read every older account. With 135,000 accounts a check took 22 ms (twice per
-- posting, at commit) where a lookup per line takes 0.06 ms; the daily rebate for 50,000 members
-- spent minutes in it. The same rule, now read line by line whatever the statistics say.
CREATE OR REPLACE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT x.currency, SUM(x.amount_minor) AS total INTO off
    FROM (SELECT l.amount_minor,
                 (SELECT a.currency FROM accounts a WHERE a.id = l.account_id) AS currency
            FROM journal_lines l
           WHERE l.entry_id = NEW.entry_id) x
   GROUP BY x.currency
  HAVING SUM(x.amount_minor) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance: % % off', NEW.entry_id, off.total, off.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
