-- 029 (issue 21): the commit-time balance check ran once per line (a constraint trigger is per
-- row), each time reading every line of the entry: an entry of n lines cost n x n reads. A
-- lottery settlement batch pays 2,000 wallets in one entry: 4,000,000 line reads at commit, most
-- of the 100,000-order settlement's time. Now an entry is checked once per set of lines: the
-- check remembers (for the rest of the transaction) the entry and the highest line id it read,
-- and the events of lines it has already read return at once. A line added to the entry later
-- has a higher id (the identity only grows) and is checked again with all the others.
CREATE OR REPLACE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
  seen text := current_setting('mgp.balanced_upto', true);
  upto bigint;
BEGIN
  IF seen IS NOT NULL AND seen <> ''
     AND split_part(seen, ':', 1)::bigint = NEW.entry_id
     AND NEW.id <= split_part(seen, ':', 2)::bigint THEN
    RETURN NULL;
  END IF;
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
  SELECT max(l.id) INTO upto FROM journal_lines l WHERE l.entry_id = NEW.entry_id;
  PERFORM set_config('mgp.balanced_upto', NEW.entry_id || ':' || upto, true);
  RETURN NULL;
END
$$;
