-- 016 the money module's SQL functions (issue 18): a seamless-wallet call in one statement. Owned by
-- src/money (money.ts, ledger.ts, wallet-calls.ts call them; nothing else does): each rule lives once,
-- here, and the TypeScript keeps parsing, signatures, the request hash and the envelope.
--   money_rollup_add   what an entry adds to its member's day (kind -> columns), and the upsert
--   money_post         one posting: entry, balances (accounts locked in id order), lines, rollup
--   money_lock_wallet  locks a member's wallet row (opening it for an older member) and reads it
--   wallet_call        a vendor's bet, win or rollback: replay, rules, posting, round, bet, record
-- All are VOLATILE: each statement inside sees what committed before it started, so a call that
-- waited for a wallet lock then reads the txId its rival just stored.
-- The instant a movement counts on is `now()` (the transaction's start), written explicitly into
-- journal_entries.created_at and bets.settled_at (the columns' default, the same value) and used
-- for the member's day: the rollup property test gives these functions a clock of its own
-- (ALTER FUNCTION ... SET search_path) to drive histories across merchant-day boundaries.

-- Member-day rollups: one row per member, merchant day (the merchant's time zone at the
-- transaction's now()) and currency. `p_net` is the sum of the entry's lines on the member's own
-- accounts; a hold or its release adds nothing, bets and rollbacks net into stakes. A settled round
-- adds its valid stake and bet count (`p_valid_stakes`, `p_bet_count`). Nothing to add, no row.
CREATE FUNCTION money_rollup_add(p_member bigint, p_merchant text, p_currency text, p_tz text,
  p_kind text, p_net bigint, p_valid_stakes bigint DEFAULT 0, p_bet_count integer DEFAULT 0)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  deposits bigint := 0;
  deposit_n integer := 0;
  withdrawals bigint := 0;
  withdrawal_n integer := 0;
  bonuses bigint := 0;
  adjustments bigint := 0;
  stakes bigint := 0;
  wins bigint := 0;
BEGIN
  CASE p_kind
    WHEN 'deposit' THEN deposits := p_net; deposit_n := 1;
    WHEN 'withdraw_payout' THEN withdrawals := -p_net; withdrawal_n := 1;
    WHEN 'deposit_bonus', 'promotion_bonus', 'bonus_forfeit' THEN bonuses := p_net;
    WHEN 'adjustment' THEN adjustments := p_net;
    WHEN 'bet', 'rollback' THEN stakes := -p_net;
    WHEN 'win' THEN wins := p_net;
    ELSE NULL;
  END CASE;
  IF deposits = 0 AND deposit_n = 0 AND withdrawals = 0 AND withdrawal_n = 0 AND bonuses = 0
     AND adjustments = 0 AND stakes = 0 AND wins = 0 AND p_valid_stakes = 0 AND p_bet_count = 0
  THEN
    RETURN;
  END IF;
  INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code, deposits_minor,
    deposit_count, withdrawals_minor, withdrawal_count, bonuses_minor, adjustments_minor,
    stakes_minor, valid_stakes_minor, wins_minor, bet_count)
  VALUES (p_member, (now() AT TIME ZONE p_tz)::date, p_currency, p_merchant, deposits, deposit_n,
    withdrawals, withdrawal_n, bonuses, adjustments, stakes, p_valid_stakes, wins, p_bet_count)
  ON CONFLICT (member_id, day, currency) DO UPDATE SET
    deposits_minor = r.deposits_minor + EXCLUDED.deposits_minor,
    deposit_count = r.deposit_count + EXCLUDED.deposit_count,
    withdrawals_minor = r.withdrawals_minor + EXCLUDED.withdrawals_minor,
    withdrawal_count = r.withdrawal_count + EXCLUDED.withdrawal_count,
    bonuses_minor = r.bonuses_minor + EXCLUDED.bonuses_minor,
    adjustments_minor = r.adjustments_minor + EXCLUDED.adjustments_minor,
    stakes_minor = r.stakes_minor + EXCLUDED.stakes_minor,
    valid_stakes_minor = r.valid_stakes_minor + EXCLUDED.valid_stakes_minor,
    wins_minor = r.wins_minor + EXCLUDED.wins_minor,
    bet_count = r.bet_count + EXCLUDED.bet_count;
END
$$;

-- One posting (ledger.ts validates the lines first: two or more, none zero, summing to zero). A
-- key already used inserts nothing and returns no row (the caller reads the first entry). The
-- touched accounts are locked in id order BEFORE the lines are inserted: the lines' foreign-key
-- check share-locks the accounts, and two postings that share-locked a house shard first would
-- each wait for the other's share lock to upgrade it. The accounts' own constraint refuses a
-- member account going below zero here. `touched`: [{id, balance (text), currency, member}].
CREATE FUNCTION money_post(p_key text, p_kind text, p_memo text, p_ref text,
  p_accounts bigint[], p_amounts bigint[], p_rollup_member bigint DEFAULT NULL,
  p_rollup_merchant text DEFAULT NULL, p_rollup_currency text DEFAULT NULL,
  p_rollup_tz text DEFAULT NULL, p_valid_stakes bigint DEFAULT 0, p_bet_count integer DEFAULT 0)
RETURNS TABLE (entry_id bigint, entry_at timestamptz, touched jsonb) LANGUAGE plpgsql AS $$
DECLARE
  e_id bigint;
  e_at timestamptz;
  t jsonb;
  net bigint;
BEGIN
  INSERT INTO journal_entries AS je (idempotency_key, kind, memo, ref, created_at)
  VALUES (p_key, p_kind, p_memo, p_ref, now())
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING je.id, je.created_at INTO e_id, e_at;
  IF e_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE;
  WITH d AS (
    SELECT x.account_id, sum(x.amount_minor) AS delta
      FROM unnest(p_accounts, p_amounts) AS x(account_id, amount_minor) GROUP BY x.account_id),
  u AS (
    UPDATE accounts a SET balance_minor = a.balance_minor + d.delta, version = a.version + 1
      FROM d WHERE a.id = d.account_id
    RETURNING a.id, a.balance_minor, a.currency, a.owner_member_id, d.delta)
  SELECT jsonb_agg(jsonb_build_object('id', u.id, 'balance', u.balance_minor::text,
           'currency', u.currency, 'member', u.owner_member_id)),
         COALESCE(sum(u.delta) FILTER (WHERE u.owner_member_id = p_rollup_member), 0)
    INTO t, net FROM u;
  INSERT INTO journal_lines (entry_id, account_id, amount_minor)
  SELECT e_id, x.account_id, x.amount_minor
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS x(account_id, amount_minor, n)
   ORDER BY x.n;
  IF p_rollup_member IS NOT NULL THEN
    PERFORM money_rollup_add(p_rollup_member, p_rollup_merchant, p_rollup_currency, p_rollup_tz,
      p_kind, net, p_valid_stakes, p_bet_count);
  END IF;
  RETURN QUERY SELECT e_id, e_at, t;
END
$$;

-- Locks the member's wallet for the rest of the caller's transaction and reads its balance; opens
-- the wallet a member of an older database never had.
CREATE FUNCTION money_lock_wallet(p_member bigint, p_merchant text, p_currency text)
RETURNS TABLE (wallet_id bigint, balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  w record;
BEGIN
  SELECT a.id, a.balance_minor INTO w FROM accounts a
   WHERE a.owner_member_id = p_member AND a.kind = 'member_wallet' AND a.currency = p_currency
     FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO accounts (merchant_code, owner_member_id, kind, currency, shard)
    VALUES (p_merchant, p_member, 'member_wallet', p_currency, 0)
    ON CONFLICT (owner_member_id, kind, currency) WHERE owner_member_id IS NOT NULL DO NOTHING;
    SELECT a.id, a.balance_minor INTO w FROM accounts a
     WHERE a.owner_member_id = p_member AND a.kind = 'member_wallet' AND a.currency = p_currency
       FOR UPDATE;
  END IF;
  RETURN QUERY SELECT w.id, w.balance_minor;
END
$$;

-- Why a vendor round refuses this member's call: unknown (none, when `p_must_exist`, or another
-- member's), closed (settled or cancelled), or null (open and this member's).
CREATE FUNCTION wallet_round_refusal(p_vendor text, p_round_id text, p_member bigint,
  p_must_exist boolean)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT g.member_id, g.status INTO r FROM game_rounds g
   WHERE g.vendor = p_vendor AND g.round_id = p_round_id;
  IF NOT FOUND THEN
    RETURN CASE WHEN p_must_exist THEN 'vendor.round.unknown' END;
  END IF;
  IF r.member_id <> p_member THEN
    RETURN 'vendor.round.unknown';
  END IF;
  IF r.status <> 'open' THEN
    RETURN 'vendor.round.closed';
  END IF;
  RETURN NULL;
END
$$;

-- A seamless-wallet bet, win or rollback (money/wallet-calls.ts), in the caller's statement:
-- 1. The member (of this merchant; the call names the merchant's currency), else nothing happens:
--    {"unknownPlayer": true} or {"wrongCurrency": true}.
-- 2. The member's wallet locked (concurrent calls of one member queue here), then this txId's
--    earlier record: the same request hash answers what was stored, {"answer": ...}; another
--    hash is {"conflict": message}, stored nowhere.
-- 3. The rules. Bet: refused when a rollback of it came first, for a disabled member, when the
--    platform session `p_session` is gone or expired (or is another member's), above the
--    balance (or the round's refusal), or when the round is another member's or settled; else it
--    opens the round or adds to it. Win: settles this member's open round (a win of 0 moves
--    nothing), counts its stake as valid and one bet on the member's day, writes the bets row.
--    Rollback: of a bet never seen, moves nothing (its record makes that late bet refused); of
--    another member's or a non-bet, or of another amount or round, {"conflict": ...}; refunds a
--    bet once, while its round is open (a round whose stake falls to 0 is cancelled).
-- 4. The posting (money_post: trial members, type 4, play against the trial pool and have no
--    member-day row), then this call's record with its status and answer, refusals included.
-- `p_statuses` maps each refusal's error code to its HTTP status (from the contract).
CREATE FUNCTION wallet_call(p_vendor text, p_kind text, p_member bigint, p_merchant text,
  p_currency text, p_tz text, p_game_house bigint, p_trial_pool bigint, p_req_currency text,
  p_tx_id text, p_round_id text, p_amount bigint, p_ref_tx_id text, p_game_id text, p_hash text,
  p_statuses jsonb, p_session bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m record;
  w record;
  earlier record;
  target record;
  r record;
  t jsonb;
  trial boolean;
  counter bigint;
  day_member bigint;
  refusal text;
  message text;
  entry bigint;
  bal bigint;
  answer jsonb;
  found_round bigint;
BEGIN
  SELECT mm.merchant_code, mm.type, mm.disabled INTO m FROM members mm WHERE mm.id = p_member;
  IF NOT FOUND OR m.merchant_code <> p_merchant THEN
    RETURN '{"unknownPlayer": true}';
  END IF;
  IF p_req_currency <> p_currency THEN
    RETURN '{"wrongCurrency": true}';
  END IF;
  SELECT * INTO w FROM money_lock_wallet(p_member, p_merchant, p_currency);
  SELECT v.request_hash, v.response INTO earlier FROM vendor_transactions v
   WHERE v.vendor = p_vendor AND v.tx_id = p_tx_id;
  IF FOUND THEN
    IF earlier.request_hash <> p_hash THEN
      RETURN jsonb_build_object('conflict',
        format('Transaction %s was already sent with other details', p_tx_id));
    END IF;
    RETURN jsonb_build_object('answer', earlier.response);
  END IF;

  trial := m.type = 4;
  counter := CASE WHEN trial THEN p_trial_pool ELSE p_game_house END;
  day_member := CASE WHEN trial THEN NULL ELSE p_member END;
  bal := w.balance;

  IF p_kind = 'bet' THEN
    IF EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.vendor = p_vendor
                  AND v.kind = 'rollback' AND v.ref_tx_id = p_tx_id) THEN
      refusal := 'vendor.transaction.rolledback';
      message := format('Bet %s was rolled back before it came', p_tx_id);
    ELSIF m.disabled THEN
      -- A disabled member places no new stakes; wins and refunds still reach the wallet.
      refusal := 'member.disabled';
      message := 'The account is disabled';
    ELSIF NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session AND s.member_id = p_member
                         AND s.expires_at > now()) THEN
      -- Logout and a password change delete the session; idle and absolute expiry outdate it.
      refusal := 'vendor.session.ended';
      message := 'The platform session that launched the game has ended';
    ELSIF w.balance < p_amount THEN
      refusal := COALESCE(wallet_round_refusal(p_vendor, p_round_id, p_member, false),
                          'wallet.insufficient.funds');
    ELSE
      INSERT INTO game_rounds AS g (vendor, round_id, member_id, node_id, currency, is_free_play,
        status, stake_minor)
      VALUES (p_vendor, p_round_id, p_member,
        (SELECT gm.node_id FROM games gm WHERE gm.vassalage = p_vendor AND gm.game_id = p_game_id),
        p_req_currency, trial, 'open', p_amount)
      ON CONFLICT (vendor, round_id) DO UPDATE
        SET stake_minor = g.stake_minor + EXCLUDED.stake_minor
        WHERE g.status = 'open' AND g.member_id = EXCLUDED.member_id
      RETURNING g.id INTO found_round;
      IF found_round IS NULL THEN
        refusal := wallet_round_refusal(p_vendor, p_round_id, p_member, true);
      ELSE
        SELECT p.entry_id, p.touched INTO entry, t
          FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'bet',
            format('%s bet %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
            ARRAY[-p_amount, p_amount], day_member, p_merchant, p_currency, p_tz) p;
      END IF;
    END IF;

  ELSIF p_kind = 'win' THEN
    UPDATE game_rounds g SET status = 'closed', win_minor = p_amount, closed_at = now()
     WHERE g.vendor = p_vendor AND g.round_id = p_round_id AND g.member_id = p_member
       AND g.status = 'open'
    RETURNING g.node_id, g.stake_minor INTO r;
    IF NOT FOUND THEN
      refusal := COALESCE(wallet_round_refusal(p_vendor, p_round_id, p_member, true),
                          'vendor.round.unknown');
    ELSE
      -- The round is settled: its stake is valid turnover of the member's day.
      IF p_amount > 0 THEN
        SELECT p.entry_id, p.touched INTO entry, t
          FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'win',
            format('%s win %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
            ARRAY[p_amount, -p_amount], day_member, p_merchant, p_currency, p_tz, r.stake_minor,
            1) p;
      ELSIF day_member IS NOT NULL THEN
        PERFORM money_rollup_add(day_member, p_merchant, p_currency, p_tz, 'win', 0,
          r.stake_minor, 1);
      END IF;
      INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor,
        win_minor, currency, is_free_play, settled_at)
      VALUES (p_merchant, p_member, p_vendor, r.node_id, p_round_id, r.stake_minor, p_amount,
        p_req_currency, trial, now());
    END IF;

  ELSIF p_kind = 'rollback' THEN
    SELECT v.kind, v.member_id, v.amount_minor, v.round_id, v.journal_entry_id INTO target
      FROM vendor_transactions v WHERE v.vendor = p_vendor AND v.tx_id = p_ref_tx_id;
    -- Not seen yet: recorded by this call's row (ref_tx_id), which makes the late bet refused.
    IF FOUND THEN
      IF target.kind <> 'bet' OR target.member_id <> p_member THEN
        RETURN jsonb_build_object('conflict',
          format('Transaction %s is not a bet of this player', p_ref_tx_id));
      END IF;
      -- A refused bet moved nothing, and a bet is refunded once whatever rollback ids follow.
      IF target.journal_entry_id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM vendor_transactions v WHERE v.vendor = p_vendor
              AND v.kind = 'rollback' AND v.ref_tx_id = p_ref_tx_id) THEN
        IF target.amount_minor <> p_amount OR target.round_id <> p_round_id THEN
          RETURN jsonb_build_object('conflict',
            format('Rollback %s does not match bet %s', p_tx_id, p_ref_tx_id));
        END IF;
        UPDATE game_rounds g SET stake_minor = g.stake_minor - p_amount,
            status = CASE WHEN g.stake_minor - p_amount = 0 THEN 'cancelled' ELSE g.status END,
            closed_at = CASE WHEN g.stake_minor - p_amount = 0 THEN now() ELSE g.closed_at END
         WHERE g.vendor = p_vendor AND g.round_id = p_round_id AND g.status = 'open'
        RETURNING g.id INTO found_round;
        IF found_round IS NULL THEN
          refusal := 'vendor.round.closed';
        ELSE
          SELECT p.entry_id, p.touched INTO entry, t
            FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'rollback',
              format('%s rollback %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
              ARRAY[p_amount, -p_amount], day_member, p_merchant, p_currency, p_tz) p;
        END IF;
      END IF;
    END IF;

  ELSE
    RAISE EXCEPTION 'wallet_call: unknown kind %', p_kind;
  END IF;

  IF refusal IS NOT NULL THEN
    message := COALESCE(message, CASE refusal
      WHEN 'vendor.round.closed' THEN format('Round %s is already settled', p_round_id)
      WHEN 'vendor.round.unknown' THEN format('Round %s has no bet of this player', p_round_id)
      WHEN 'wallet.insufficient.funds' THEN 'Insufficient balance' END);
    answer := jsonb_build_object('ok', false, 'errorCode', refusal, 'message', message);
  ELSE
    IF entry IS NOT NULL THEN
      SELECT (x->>'balance')::bigint INTO bal FROM jsonb_array_elements(t) x
       WHERE (x->>'id')::bigint = w.wallet_id;
    END IF;
    answer := jsonb_build_object('ok', true, 'value', jsonb_build_object(
      'playerId', p_member::text, 'currency', p_currency, 'balanceMinor', bal,
      'balance', bal::float8 / 100, 'txId', p_tx_id, 'roundId', p_round_id));
  END IF;
  INSERT INTO vendor_transactions (vendor, tx_id, kind, round_id, member_id, amount_minor,
    currency, ref_tx_id, request_hash, status_code, response, journal_entry_id)
  VALUES (p_vendor, p_tx_id, p_kind, p_round_id, p_member, p_amount, p_req_currency, p_ref_tx_id,
    p_hash, CASE WHEN refusal IS NULL THEN 200 ELSE (p_statuses->>refusal)::smallint END, answer,
    entry);
  RETURN jsonb_build_object('answer', answer);
END
$$;
