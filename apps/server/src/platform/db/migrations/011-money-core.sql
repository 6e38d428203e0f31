-- 011 money core (issue 18): balances on the account row, entry kinds, sharded house accounts, and
-- member-day rollups. The journal stays the truth: every posting updates the balance and version of
-- each account it touches in its own transaction, and `npm run money:check -w @app/server` (and a
-- test) proves every row equals the sum of its lines.
--
-- Existing databases are filled here from the journal, bets and orders, in set-based passes inside
-- this migration's one transaction: a stopped start leaves nothing half-done, and the next start
-- runs it again from the beginning.

-- Balances: a read is one row, whatever the history.
ALTER TABLE accounts
  ADD COLUMN balance_minor bigint NOT NULL DEFAULT 0,
  -- Incremented by every posting that touches the account (optimistic readers, audits).
  ADD COLUMN version bigint NOT NULL DEFAULT 0,
  -- House accounts that every member's play touches (game_house) are split into shards, so that
  -- members do not queue on one row; a report sums the shards. Member accounts keep shard 0.
  ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 255);
DROP INDEX accounts_house_uq;
CREATE UNIQUE INDEX accounts_house_uq ON accounts (merchant_code, kind, currency, shard)
  WHERE owner_member_id IS NULL;

UPDATE accounts a SET balance_minor = s.total, version = s.n
  FROM (SELECT account_id, SUM(amount_minor) AS total, count(*) AS n
          FROM journal_lines GROUP BY account_id) s
 WHERE a.id = s.account_id;

-- A member's money never goes below zero: a posting that would overdraw a member's account fails
-- in the same statement that moves it (the money module turns that into a refusal).
ALTER TABLE accounts ADD CONSTRAINT accounts_member_not_negative
  CHECK (owner_member_id IS NULL OR balance_minor >= 0);

-- Entry kinds: what an entry is (a column, never guessed from its key), and what it refers to
-- (a deposit order, a promotion application, a vendor round).
ALTER TABLE journal_entries
  ADD COLUMN kind text CHECK (kind ~ '^[a-z][a-z_]{1,39}$'),
  ADD COLUMN ref text;

ALTER TABLE journal_entries DISABLE TRIGGER journal_entries_append_only;
UPDATE journal_entries e SET kind = v.kind
  FROM vendor_transactions v WHERE v.journal_entry_id = e.id;
UPDATE journal_entries SET
  kind = CASE
    WHEN idempotency_key LIKE 'deposit:%:credit' THEN 'deposit'
    WHEN idempotency_key LIKE 'deposit:%:bonus' THEN 'deposit_bonus'
    WHEN idempotency_key LIKE 'withdraw:%:hold' THEN 'withdraw_hold'
    WHEN idempotency_key LIKE 'withdraw:%:release' THEN 'withdraw_release'
    WHEN idempotency_key LIKE 'withdraw:%:payout' THEN 'withdraw_payout'
    WHEN idempotency_key LIKE 'promotion:%:bonus' THEN 'promotion_bonus'
    WHEN idempotency_key LIKE 'adjust:%' THEN 'adjustment'
    WHEN idempotency_key LIKE 'trial:opening:%' THEN 'trial_opening'
    ELSE 'funding' END,
  ref = CASE
    WHEN idempotency_key ~ '^(deposit|withdraw|promotion):[^:]+:[a-z]+$'
      THEN split_part(idempotency_key, ':', 2) END
 WHERE kind IS NULL;
ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_append_only;
ALTER TABLE journal_entries ALTER COLUMN kind SET NOT NULL;
CREATE INDEX journal_entries_kind_idx ON journal_entries (kind, created_at);

-- Member-day rollups: one row per member, merchant day (the merchant's time zone) and currency,
-- written in the same transaction as the money movement, so a rollup never disagrees with the
-- ledger. Team reports, turnover requirements and VIP levels read these, never scans of bets.
-- Amounts are what the member's own accounts saw; stakes are net of rollbacks; valid stakes and
-- bet counts are settled rounds (a round counts on the day it settles). Trial members have none.
CREATE TABLE member_day_rollups (
  member_id          bigint NOT NULL REFERENCES members (id),
  day                date NOT NULL,
  currency           text NOT NULL,
  merchant_code      text NOT NULL REFERENCES merchants (code),
  deposits_minor     bigint NOT NULL DEFAULT 0,
  deposit_count      integer NOT NULL DEFAULT 0,
  withdrawals_minor  bigint NOT NULL DEFAULT 0,
  withdrawal_count   integer NOT NULL DEFAULT 0,
  bonuses_minor      bigint NOT NULL DEFAULT 0,
  adjustments_minor  bigint NOT NULL DEFAULT 0,
  stakes_minor       bigint NOT NULL DEFAULT 0,
  valid_stakes_minor bigint NOT NULL DEFAULT 0,
  wins_minor         bigint NOT NULL DEFAULT 0,
  bet_count          integer NOT NULL DEFAULT 0,
  rebates_minor      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, currency)
);
CREATE INDEX member_day_rollups_merchant_day_idx ON member_day_rollups (merchant_code, day);

-- History so far: the money from the member's accounts' lines by entry kind, the rounds from bets.
INSERT INTO member_day_rollups (member_id, day, currency, merchant_code, deposits_minor,
  deposit_count, withdrawals_minor, withdrawal_count, bonuses_minor, adjustments_minor,
  stakes_minor, wins_minor)
SELECT a.owner_member_id, (e.created_at AT TIME ZONE mc.time_zone)::date, a.currency,
       a.merchant_code,
       COALESCE(SUM(l.amount_minor) FILTER (WHERE e.kind = 'deposit'), 0),
       count(*) FILTER (WHERE e.kind = 'deposit'),
       COALESCE(-SUM(l.amount_minor) FILTER (WHERE e.kind = 'withdraw_payout'), 0),
       count(*) FILTER (WHERE e.kind = 'withdraw_payout'),
       COALESCE(SUM(l.amount_minor) FILTER (WHERE e.kind IN ('deposit_bonus', 'promotion_bonus')),
                0),
       COALESCE(SUM(l.amount_minor) FILTER (WHERE e.kind = 'adjustment'), 0),
       COALESCE(-SUM(l.amount_minor) FILTER (WHERE e.kind IN ('bet', 'rollback')), 0),
       COALESCE(SUM(l.amount_minor) FILTER (WHERE e.kind = 'win'), 0)
  FROM journal_lines l
  JOIN accounts a ON a.id = l.account_id AND a.owner_member_id IS NOT NULL
  JOIN members m ON m.id = a.owner_member_id AND m.type <> 4
  JOIN merchants mc ON mc.code = a.merchant_code
  JOIN journal_entries e ON e.id = l.entry_id
 WHERE e.kind IN ('deposit', 'withdraw_payout', 'deposit_bonus', 'promotion_bonus', 'adjustment',
                  'bet', 'rollback', 'win')
 GROUP BY 1, 2, 3, 4;
INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, valid_stakes_minor,
  bet_count)
SELECT b.member_id, (b.settled_at AT TIME ZONE mc.time_zone)::date, b.currency, b.merchant_code,
       SUM(b.stake_minor), count(*)
  FROM bets b JOIN merchants mc ON mc.code = b.merchant_code
 WHERE NOT b.is_free_play
 GROUP BY 1, 2, 3, 4
ON CONFLICT (member_id, day, currency) DO UPDATE
  SET valid_stakes_minor = EXCLUDED.valid_stakes_minor, bet_count = EXCLUDED.bet_count;
