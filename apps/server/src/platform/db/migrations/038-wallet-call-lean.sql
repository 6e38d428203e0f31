-- 038 (issue 18): the seamless-wallet call in fewer statements. The same rules and answers as 016's
-- `wallet_call`; what changed is how many statements a call runs inside PostgreSQL, which is what
-- a call cost (measured with pgbench on this schema, no HTTP: about 550 bet-then-win rounds/s,
-- while a function writing the same rows in six plain statements ran at about 1,500).
--   * The member and the locked wallet are one read (a member of an older database without a
--     wallet still takes the old path, money_lock_wallet, which opens it). A wrong currency or
--     another merchant's member is answered without locking anything, as before.
--   * An amount the contract never sends (a bet or rollback below 1, a win below 0) raises at
--     once: 016 raised on a bet of 0 only when its zero line was inserted.
--   * A bet's rollback-first and platform-session checks are one read.
--   * The posting is one statement: the entry, its two lines and both balances, written by
--     data-modifying CTEs instead of a call to money_post (a set-returning function that locked,
--     aggregated the touched accounts into JSON and called money_rollup_add). The member's wallet
--     is locked from the first read, so its new balance is the balance read plus the line; the
--     house shard is locked by the update, after the wallet, the order every posting keeps.
--   * The member's day is added by money_rollup_add directly, with the wallet's line as the net.
-- money_post stays for every other posting. The commit-time balance check
-- (029), the accounts' own refusal of a negative member balance and the bets triggers still apply.
CREATE OR REPLACE FUNCTION wallet_call(p_vendor text, p_kind text, p_member bigint, p_merchant text,
  p_currency text, p_tz text, p_game_house bigint, p_trial_pool bigint, p_req_currency text,
  p_tx_id text, p_round_id text, p_amount bigint, p_ref_tx_id text, p_game_id text, p_hash text,
  p_statuses jsonb, p_session bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m record;
  earlier record;
  target record;
  r record;
  c record;
  trial boolean;
  counter bigint;
  delta bigint;
  settled_stake bigint := 0;
  refusal text;
  message text;
  entry bigint;
  bal bigint;
  answer jsonb;
  found_round bigint;
BEGIN
  -- The contract sends bets and rollbacks of at least 1 and wins of at least 0; anything else is a
  -- caller's bug, refused before anything is read or locked.
  IF p_amount IS NULL OR p_amount < 0 OR (p_kind <> 'win' AND p_amount = 0) THEN
    RAISE EXCEPTION 'wallet_call: amount % is out of range for a %', p_amount, p_kind
      USING ERRCODE = 'check_violation';
  END IF;
  -- Refusals that need no wallet lock it not: an unknown player (or another merchant's) comes
  -- before a wrong currency.
  IF p_req_currency <> p_currency THEN
    RETURN CASE WHEN EXISTS (SELECT 1 FROM members mm WHERE mm.id = p_member
                                AND mm.merchant_code = p_merchant)
      THEN '{"wrongCurrency": true}'::jsonb ELSE '{"unknownPlayer": true}'::jsonb END;
  END IF;
  SELECT mm.merchant_code, mm.type, mm.disabled, a.id AS wallet_id, a.balance_minor AS balance
    INTO m FROM members mm
    JOIN accounts a ON a.owner_member_id = mm.id AND a.kind = 'member_wallet'
         AND a.currency = p_currency
   WHERE mm.id = p_member AND mm.merchant_code = p_merchant
     FOR UPDATE OF a;
  IF NOT FOUND THEN
    -- No wallet row: an unknown member, or one of an older database whose wallet opens now.
    SELECT mm.merchant_code, mm.type, mm.disabled, NULL::bigint AS wallet_id,
           NULL::bigint AS balance
      INTO m FROM members mm WHERE mm.id = p_member AND mm.merchant_code = p_merchant;
    IF NOT FOUND THEN
      RETURN '{"unknownPlayer": true}';
    END IF;
    SELECT w.wallet_id, w.balance INTO m.wallet_id, m.balance
      FROM money_lock_wallet(p_member, p_merchant, p_currency) w;
  END IF;
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
  bal := m.balance;

  IF p_kind = 'bet' THEN
    SELECT EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.vendor = p_vendor
                      AND v.kind = 'rollback' AND v.ref_tx_id = p_tx_id) AS rolled_back,
           EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session AND s.member_id = p_member
                      AND s.expires_at > now()) AS session_live
      INTO c;
    IF c.rolled_back THEN
      refusal := 'vendor.transaction.rolledback';
      message := format('Bet %s was rolled back before it came', p_tx_id);
    ELSIF m.disabled THEN
      -- A disabled member places no new stakes; wins and refunds still reach the wallet.
      refusal := 'member.disabled';
      message := 'The account is disabled';
    ELSIF NOT c.session_live THEN
      -- Logout and a password change delete the session; idle and absolute expiry outdate it.
      refusal := 'vendor.session.ended';
      message := 'The platform session that launched the game has ended';
    ELSIF m.balance < p_amount THEN
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
        delta := -p_amount;
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
      -- The round is settled: its stake is valid turnover of the member's day (a win of 0 moves
      -- no money and still counts the bet).
      delta := p_amount;
      settled_stake := r.stake_minor;
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
          delta := p_amount;
        END IF;
      END IF;
    END IF;

  ELSE
    RAISE EXCEPTION 'wallet_call: unknown kind %', p_kind;
  END IF;

  -- The posting: the wallet's line `delta`, the house's the opposite, both balances, one entry.
  IF delta IS NOT NULL AND delta <> 0 THEN
    WITH e AS (
      INSERT INTO journal_entries AS je (idempotency_key, kind, memo, created_at)
      VALUES (format('vendor:%s:%s', p_vendor, p_tx_id), p_kind,
        format('%s %s %s', p_vendor, p_kind, p_round_id), now())
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING je.id),
    x AS (SELECT * FROM (VALUES (1, m.wallet_id, delta), (2, counter, -delta))
            AS x(n, account_id, amount)),
    l AS (
      INSERT INTO journal_lines (entry_id, account_id, amount_minor)
      SELECT e.id, x.account_id, x.amount FROM e, x ORDER BY x.n),
    u AS (
      UPDATE accounts a SET balance_minor = a.balance_minor + x.amount, version = a.version + 1
        FROM e, x WHERE a.id = x.account_id)
    SELECT e.id INTO entry FROM e;
    IF entry IS NOT NULL THEN
      bal := m.balance + delta;
    END IF;
  END IF;
  -- The member's day (trial members have none), by the one rule of what each kind adds; a win of 0
  -- has no entry and still counts its settled bet.
  IF NOT trial AND (entry IS NOT NULL OR (p_kind = 'win' AND delta = 0)) THEN
    PERFORM money_rollup_add(p_member, p_merchant, p_currency, p_tz, p_kind, delta,
      settled_stake, CASE WHEN p_kind = 'win' THEN 1 ELSE 0 END);
  END IF;

  IF refusal IS NOT NULL THEN
    message := COALESCE(message, CASE refusal
      WHEN 'vendor.round.closed' THEN format('Round %s is already settled', p_round_id)
      WHEN 'vendor.round.unknown' THEN format('Round %s has no bet of this player', p_round_id)
      WHEN 'wallet.insufficient.funds' THEN 'Insufficient balance' END);
    answer := jsonb_build_object('ok', false, 'errorCode', refusal, 'message', message);
  ELSE
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
