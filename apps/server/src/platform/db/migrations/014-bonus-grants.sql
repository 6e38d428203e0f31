-- 013 bonus grants (issue 19, "bonuses can be withdrawn at once"): every bonus paid is a grant that
-- carries its turnover requirement, and withdrawals wait until every grant of the member is met
-- (or forfeited, where the promotion allows it). Promotions gain their turnover rule and, for
-- deposit promotions, per-member limits.
--
-- Journal idempotency key this issue adds: bonus:<grantId>:forfeit (entry kind bonus_forfeit),
-- from the member's wallet back to the house promotion_budget.

-- The turnover rule: valid turnover of `turnover_multiple` x (the bonus, or the bonus + the
-- deposit) before a withdrawal. Safe by default: a promotion nobody set a rule for asks 1x the
-- bonus and the deposit, never nothing; 0 is an explicit "no turnover".
ALTER TABLE deposit_promotions
  ADD COLUMN turnover_multiple  integer NOT NULL DEFAULT 1
                                  CHECK (turnover_multiple BETWEEN 0 AND 100),
  ADD COLUMN turnover_base      text NOT NULL DEFAULT 'bonus_deposit'
                                  CHECK (turnover_base IN ('bonus', 'bonus_deposit')),
  -- The member may give the bonus and its winnings up to withdraw the rest.
  ADD COLUMN forfeit_allowed    boolean NOT NULL DEFAULT false,
  -- Per-member limits: only on the member's first approved deposit; at most this many per
  -- merchant day (the merchant's time zone); at most this many ever. Null: no such limit.
  ADD COLUMN first_deposit_only boolean NOT NULL DEFAULT false,
  ADD COLUMN per_day_limit      integer CHECK (per_day_limit > 0),
  ADD COLUMN max_per_member     integer CHECK (max_per_member > 0);

-- The operator's campaigns pay a fixed bonus (no deposit): the rule's base is the bonus.
ALTER TABLE promotions
  ADD COLUMN turnover_multiple integer NOT NULL DEFAULT 1
                                 CHECK (turnover_multiple BETWEEN 0 AND 100),
  ADD COLUMN forfeit_allowed   boolean NOT NULL DEFAULT false;

-- An approved application's bonus_minor is what the approval granted: paid at once (issued) or
-- by the member's claim, which pays exactly this (it read the promotion's bonus before 013).
UPDATE promotion_applications a SET bonus_minor = p.bonus_minor
  FROM promotions p
 WHERE p.id = a.promotion_id AND a.status = 'claim' AND a.bonus_minor = 0;

-- One row per bonus paid, written in the transaction that posts the bonus (under the member's
-- wallet lock). Progress is not stored: it is the member's valid turnover (the sum of
-- member_day_rollups.valid_stakes_minor, the rollups' cumulative axis) past `counts_from_minor`,
-- at most `required_minor`. A grant counts from its own moment, or from where the member's
-- earlier unmet grants will be met, so one stake counts towards one grant, oldest first.
CREATE TABLE bonus_grants (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code        text NOT NULL REFERENCES merchants (code),
  member_id            bigint NOT NULL REFERENCES members (id),
  currency             text NOT NULL,
  source               text NOT NULL CHECK (source IN ('deposit', 'promotion')),
  deposit_order_id     bigint UNIQUE REFERENCES deposit_orders (id),
  deposit_promotion_id bigint REFERENCES deposit_promotions (id),
  application_id       bigint UNIQUE REFERENCES promotion_applications (id),
  promotion_id         integer REFERENCES promotions (id) ON DELETE SET NULL,
  -- The promotion's title per language when it was granted ({"BN": ..., "EN": ...}).
  titles               jsonb NOT NULL DEFAULT '{}',
  bonus_minor          bigint NOT NULL CHECK (bonus_minor > 0),
  -- The deposit the bonus came with (0 for a campaign's bonus).
  deposit_minor        bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
  -- The promotion's rule when it was granted.
  turnover_multiple    integer NOT NULL CHECK (turnover_multiple >= 0),
  turnover_base        text NOT NULL CHECK (turnover_base IN ('bonus', 'bonus_deposit')),
  forfeit_allowed      boolean NOT NULL,
  required_minor       bigint NOT NULL CHECK (required_minor >= 0),
  -- Where on the member's cumulative valid turnover this grant's progress starts.
  counts_from_minor    bigint NOT NULL,
  -- The member's cumulative valid turnover, stakes and wins when it was granted.
  valid_at_grant_minor bigint NOT NULL,
  stakes_at_grant_minor bigint NOT NULL,
  wins_at_grant_minor  bigint NOT NULL,
  state                text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'met', 'forfeited')),
  created_at           timestamptz NOT NULL DEFAULT now(),
  -- When a transaction under the wallet lock first saw it met (a withdrawal, a new grant).
  met_at               timestamptz,
  forfeited_at         timestamptz,
  -- What the forfeit took back from the wallet (the bonus and its winnings, at most the wallet).
  forfeited_minor      bigint,
  -- The member's key of the forfeit request (idempotency: the same key answers it again).
  forfeit_key          text,
  CHECK (source <> 'deposit' OR deposit_order_id IS NOT NULL),
  CHECK (source <> 'promotion' OR application_id IS NOT NULL),
  UNIQUE (member_id, forfeit_key)
);
CREATE INDEX bonus_grants_member_idx ON bonus_grants (member_id, id);
CREATE INDEX bonus_grants_active_idx ON bonus_grants (member_id, id) WHERE state = 'active';
-- The per-member limits count a member's grants of one deposit promotion.
CREATE INDEX bonus_grants_deposit_promotion_idx
  ON bonus_grants (member_id, deposit_promotion_id, created_at)
  WHERE deposit_promotion_id IS NOT NULL;
